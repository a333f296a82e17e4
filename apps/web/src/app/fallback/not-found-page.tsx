// Any address no route knows (inside the frame or outside it): a real 404 instead of a silent
// redirect to the book list, so a mistyped or outdated link is noticed.
import { PAGE_FALLBACK_TEXTS as T } from "@textbook/shared";
import { useNavigate } from "react-router";
import { FallbackPage } from "./fallback-page.tsx";

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <FallbackPage
      title={T.notFoundTitle}
      body={T.notFoundBody}
      action={{ label: T.backToBooks, onClick: () => navigate("/f/books/list") }}
    />
  );
}
