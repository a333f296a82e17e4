// Where a management page lives and what the top bar calls it, from its entry in MANAGE_PAGES.
import { MANAGE_MENU, MANAGE_ROOT, MANAGE_TEXTS } from "@textbook/shared";
import { matchPath } from "react-router";
import type { ManagePage } from "./manage-routes.tsx";

/** The page's path below MANAGE_ROOT: its menu entry's path, then its own sub-path. */
export function managePagePath(page: Pick<ManagePage, "entry" | "subPath">): string {
  const entryPath = MANAGE_MENU.find((entry) => entry.key === page.entry)?.path ?? MANAGE_ROOT;
  const below = entryPath.slice(MANAGE_ROOT.length + 1);
  return page.subPath ? `${below}/${page.subPath}` : below;
}

/** The top bar's title at `pathname`: the page's own, else its menu entry's, else the area's. */
export function manageTitleAt(pages: readonly ManagePage[], pathname: string): string {
  const page = pages.find((candidate) => matchPath(`${MANAGE_ROOT}/${managePagePath(candidate)}`, pathname));
  if (!page) return MANAGE_TEXTS.title;
  return page.title ?? MANAGE_TEXTS.menu[page.entry];
}
