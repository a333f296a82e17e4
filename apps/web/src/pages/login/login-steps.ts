// Where the login flow goes next (shell §4): pure decisions, so the rules are pinned by tests.
import type { LoginResult, PartnerLoginResult } from "@textbook/shared";

export const BOOK_LIST_PATH = "/f/books/list";
export const ORG_STEP_PATH = "/login?step=org";

/** The redirectPath query value when it is an in-app path; anything else falls back to the book list. */
export function redirectTarget(search: URLSearchParams): string {
  const path = search.get("redirectPath");
  // Only same-origin absolute paths: "//host" and "/\host" would leave the site.
  if (!path?.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return BOOK_LIST_PATH;
  if (/^\/(login|loading)(\b|$)/.test(path)) return BOOK_LIST_PATH;
  return path;
}

/** A login without a current organisation gives no access at all (暂无操作权限). */
export function hasCurrentOrg(result: LoginResult): boolean {
  return result.currentOrg !== null;
}

/** With fewer than two organisations there is nothing to choose: go straight in. */
export function needsOrgPicker(orgCount: number): boolean {
  return orgCount >= 2;
}

/** Partner login: below the top level go in; at the top level choose when there is a choice. */
export function partnerNeedsOrgCount(result: PartnerLoginResult): boolean {
  return result.tokenData.currentOrg?.level === 1;
}

export function partnerTarget(result: PartnerLoginResult, orgCount: number): string {
  if (!partnerNeedsOrgCount(result)) return BOOK_LIST_PATH;
  return orgCount > 1 ? ORG_STEP_PATH : BOOK_LIST_PATH;
}

/** Keeps redirectPath on the way to /login so it survives the round trip. */
export function loginPathFor(search: URLSearchParams): string {
  const redirectPath = search.get("redirectPath");
  return redirectPath ? `/login?${new URLSearchParams({ redirectPath })}` : "/login";
}
