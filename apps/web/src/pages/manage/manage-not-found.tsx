// An address below /m no page knows: the editor's 404, with the way back to the management home.
import { MANAGE_ROOT, MANAGE_TEXTS, PAGE_FALLBACK_TEXTS } from "@textbook/shared";
import { useNavigate } from "react-router";
import { FallbackPage } from "../../app/fallback/fallback-page.tsx";

export function ManageNotFound() {
  const navigate = useNavigate();
  return (
    <FallbackPage
      title={PAGE_FALLBACK_TEXTS.notFoundTitle}
      body={PAGE_FALLBACK_TEXTS.notFoundBody}
      action={{ label: MANAGE_TEXTS.backToHome, onClick: () => navigate(MANAGE_ROOT) }}
    />
  );
}
