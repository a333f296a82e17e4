// Small rules of the frame (shell §2, §6) kept out of the components so they can be pinned by tests.
import { MANAGE_ROOT, STORAGE_KEYS } from "@textbook/shared";

/**
 * The avatar's fallback: the first character of a Chinese name (the family name; the last two read
 * as a title in names such as 王主编 or 平台管理员), else the first two initials.
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return "?";
  if (/[\u4e00-\u9fff]/.test(trimmed)) return trimmed.slice(0, 1);
  return trimmed
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/** Where the drawer is folded: the editor (a bare page, which needs the width) and the other pages. */
interface DrawerFolding {
  editor: boolean;
  pages: boolean;
}

function readFolding(stored: string | null): Partial<DrawerFolding> {
  try {
    const value: unknown = JSON.parse(stored ?? "{}");
    return typeof value === "object" && value !== null ? (value as Partial<DrawerFolding>) : {};
  } catch {
    return {};
  }
}

/** Whether the drawer is folded: as the user last left it, folded in the editor by default. */
export function drawerCollapsed(stored: string | null, bare: boolean): boolean {
  const folding = readFolding(stored);
  const chosen = bare ? folding.editor : folding.pages;
  return typeof chosen === "boolean" ? chosen : bare;
}

/** The stored folding once the user folds or unfolds the drawer on a bare page or another one. */
export function withDrawerCollapsed(stored: string | null, bare: boolean, collapsed: boolean): string {
  return JSON.stringify({ ...readFolding(stored), [bare ? "editor" : "pages"]: collapsed });
}

/** "0.2.0" of the build version "0.2.0+1a2b3c4d": the release the version records describe. */
export function releaseOf(buildVersion: string): string {
  return buildVersion.split("+")[0] ?? buildVersion;
}

/** The red dot beside the version: shown until the user opens the version records of this build. */
export function versionDotShown(storedVersion: string | null, runningVersion: string): boolean {
  return storedVersion !== runningVersion;
}

export function markVersionSeen(runningVersion: string) {
  localStorage.setItem(STORAGE_KEYS.version, runningVersion);
}

/**
 * The management system receives the one-time handoff token in its query (shell §6): an external
 * system when the operator configured MANAGEMENT_SYSTEM_URL, else this product's own area (/m/loading
 * turns the token into a session there; docs/architecture/administration.md).
 */
export function managementSystemLink(
  externalUrl: string | null,
  handoffToken: string,
  origin: string,
): string {
  const url = new URL(externalUrl ?? `${MANAGE_ROOT}/loading`, origin);
  url.searchParams.set("token", handoffToken);
  return url.toString();
}

/** The organisation switcher's search: a substring of the name or the full "parent / name". */
export function matchesOrg(org: { name: string; fullName: string }, keyword: string): boolean {
  const wanted = keyword.trim().toLowerCase();
  if (!wanted) return true;
  return org.name.toLowerCase().includes(wanted) || org.fullName.toLowerCase().includes(wanted);
}

/**
 * The menu path the current location belongs to. A list entry (`/f/task/list`) owns its whole
 * route area (`/f/task/detail/...`), so detail pages keep their menu item highlighted.
 */
export function selectedMenuPath(paths: readonly string[], pathname: string): string | null {
  const areaOf = (path: string) => (path.endsWith("/list") ? path.slice(0, -"list".length) : `${path}/`);
  const owning = paths.filter((path) => pathname === path || pathname.startsWith(areaOf(path)));
  return owning.sort((a, b) => b.length - a.length)[0] ?? null;
}
