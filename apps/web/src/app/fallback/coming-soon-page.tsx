// A menu entry whose page is not built yet says so, instead of landing on the book list. The
// entry's name is its route's title, which the top bar shows too.
import { formatMessage, PAGE_FALLBACK_TEXTS as T } from "@textbook/shared";
import { useMatches, useNavigate } from "react-router";
import type { RouteHandle } from "../routes.tsx";
import { FallbackPage } from "./fallback-page.tsx";

export function ComingSoonPage() {
  const navigate = useNavigate();
  const name = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.title ?? "";
  return (
    <FallbackPage
      title={T.comingSoonTitle}
      body={formatMessage(T.comingSoonBody, { name })}
      action={{ label: T.backToBooks, onClick: () => navigate("/f/books/list") }}
    />
  );
}
