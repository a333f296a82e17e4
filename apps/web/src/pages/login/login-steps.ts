// Where the login flow goes next (shell §4): pure decisions, so the rules are pinned by tests.
import { canSeeManagementSystem, MANAGE_ROOT, type PartnerLoginResult } from "@textbook/shared";

export const BOOK_LIST_PATH = "/f/books/list";
export const ORG_STEP_PATH = "/login?step=org";

/**
 * The redirectPath query value when it is an in-app path; anything else falls back to `fallback`
 * (the book list, or the management home for /m/loading).
 */
export function redirectTarget(search: URLSearchParams, fallback = BOOK_LIST_PATH): string {
  const path = search.get("redirectPath");
  // Only same-origin absolute paths: "//host" and "/\host" would leave the site.
  if (!path?.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  if (/^\/(m\/)?(login|loading)(\b|$)/.test(path)) return fallback;
  return path;
}

/** Who is entering: the stored user's organisation and roles (see toStoredUser). */
export type Entrant = Parameters<typeof canSeeManagementSystem>[0] & { currentOrgId: string | null };

/** Without a current organisation only management roles let a login through (a fresh install's first admin). */
export function mayLogIn(user: Entrant): boolean {
  return user.currentOrgId !== null || canSeeManagementSystem(user);
}

/** Where a checked session goes: redirectPath, except that without an organisation only /m is open. */
export function landingPath(
  user: Entrant | null,
  search: URLSearchParams,
  fallback = BOOK_LIST_PATH,
): string {
  const target = redirectTarget(search, fallback);
  if (!user || user.currentOrgId !== null || !canSeeManagementSystem(user)) return target;
  return target === MANAGE_ROOT || target.startsWith(`${MANAGE_ROOT}/`) ? target : MANAGE_ROOT;
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
