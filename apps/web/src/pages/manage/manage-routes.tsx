// The management area's pages (issue 15): one entry per page. A page lives under its menu entry's
// path (MANAGE_MENU in @textbook/shared), is shown only to the entry's roles and loads lazily, so
// the editor and the login page carry none of it. Add your page with one entry here.
import type { ManageMenuEntry } from "@textbook/shared";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export interface ManagePage {
  /** The menu entry the page belongs to: its path, its roles and, by default, its title. */
  entry: ManageMenuEntry["key"];
  /** A page below the entry's own, e.g. "detail/:oid"; the entry's page itself has none. */
  subPath?: string;
  /** The top bar's title when it is not the menu entry's label. */
  title?: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** The named export `name` of a page module, loaded when the page first opens. */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const MANAGE_PAGES: readonly ManagePage[] = [
  { entry: "orgs", Page: page(() => import("./orgs/orgs-page.tsx"), "OrgsPage") },
  { entry: "orgUsers", Page: page(() => import("./users/org-users-page.tsx"), "OrgUsersPage") },
  {
    entry: "platformUsers",
    Page: page(() => import("./users/platform-users-page.tsx"), "PlatformUsersPage"),
  },
  { entry: "books", Page: page(() => import("./books/books-page.tsx"), "BooksPage") },
  { entry: "eulas", Page: page(() => import("./agreements/eulas-page.tsx"), "EulasPage") },
  { entry: "notices", Page: page(() => import("./agreements/notices-page.tsx"), "NoticesPage") },
  { entry: "ads", Page: page(() => import("./agreements/ads-page.tsx"), "AdsPage") },
  {
    entry: "customerService",
    Page: page(() => import("./agreements/customer-service-page.tsx"), "CustomerServicePage"),
  },
  { entry: "auditLogs", Page: page(() => import("./audit-logs/audit-logs-page.tsx"), "AuditLogsPage") },
  {
    entry: "processDefinitions",
    Page: page(() => import("./process-definitions/process-definitions-page.tsx"), "ProcessDefinitionsPage"),
  },
  { entry: "resLibs", Page: page(() => import("./res-libs/res-libs-page.tsx"), "ResLibsPage") },
];
