// The reader's pages without a book: loading, and each reason it cannot show one, in plain words
// with the one thing the reader can do about it.
import { READER_PAGES, READER_TEXTS as T } from "@textbook/shared";
import { h } from "./dom.ts";
import type { ReaderFailure } from "./reader-api.ts";

interface FailureText {
  title: string;
  hint: string | null;
}

const FAILURES: Record<ReaderFailure, FailureText> = {
  expired: { title: T.expired, hint: T.expiredHint },
  revoked: { title: T.revoked, hint: T.revokedHint },
  notReleased: { title: T.notReleased, hint: null },
  login: { title: T.loginRequired, hint: T.loginHint },
  forbidden: { title: T.noPermission, hint: null },
  missing: { title: T.missing, hint: null },
  failed: { title: T.loadFailed, hint: null },
};

export function loadingView(): HTMLElement {
  return h(
    "main",
    { class: "reader-state", id: "reader-main", tabindex: -1 },
    h("p", { role: "status", class: "reader-loading" }, T.loading),
  );
}

/**
 * The app's loading route signs a member in and comes back here (shell §2 redirectPath); a reader's
 * pushed book (/reader/books/…) has the reader's own login page, which comes back the same way.
 */
function loginHref(): string {
  const redirectPath = location.pathname + location.search;
  const login = location.pathname.startsWith("/reader/") ? READER_PAGES.login : "/loading";
  return `${login}?${new URLSearchParams({ redirectPath })}`;
}

export function failureView(failure: ReaderFailure, retry: () => void): HTMLElement {
  const { title, hint } = FAILURES[failure];
  const action =
    failure === "login"
      ? h("a", { class: "reader-button", href: loginHref() }, T.goLogin)
      : failure === "failed"
        ? h("button", { type: "button", class: "reader-button", onclick: retry }, T.retry)
        : null;
  return h(
    "main",
    { class: "reader-state", id: "reader-main", tabindex: -1 },
    h("h1", {}, title),
    hint ? h("p", {}, hint) : null,
    action,
  );
}
