// The frame's menu (shell §6): filtered by the user's first organisation role.
import { CLASS_TEXTS } from "./classes/class-texts.ts";
import { ORG_ROLES, type OrgRole } from "./dictionaries.ts";
import { FRAME_TEXTS } from "./messages.ts";

export interface MenuEntry {
  key: string;
  label: string;
  path: string;
  /** Organisation roles that see the entry. */
  roles: readonly OrgRole[];
  children?: readonly MenuEntry[];
}

export const MENU: readonly MenuEntry[] = [
  {
    key: "books",
    label: FRAME_TEXTS.menu.books,
    path: "/f/books",
    roles: ORG_ROLES,
    children: [
      { key: "books-list", label: FRAME_TEXTS.menu.bookList, path: "/f/books/list", roles: ORG_ROLES },
      {
        key: "books-application-data",
        label: FRAME_TEXTS.menu.applicationData,
        path: "/f/books-application-data/list",
        roles: ORG_ROLES,
      },
    ],
  },
  { key: "todo", label: FRAME_TEXTS.menu.todo, path: "/f/todo/list", roles: ORG_ROLES },
  { key: "task", label: FRAME_TEXTS.menu.task, path: "/f/task/list", roles: ORG_ROLES },
  // Delivery (issue 18): a school's classes; the page itself says so outside a school.
  { key: "classes", label: CLASS_TEXTS.title, path: "/f/classes", roles: ORG_ROLES },
];

export function menuFor(orgRoles: readonly OrgRole[], entries: readonly MenuEntry[] = MENU): MenuEntry[] {
  const first = orgRoles[0];
  if (!first) return [];
  return entries
    .filter((entry) => entry.roles.includes(first))
    .map((entry) => (entry.children ? { ...entry, children: menuFor(orgRoles, entry.children) } : entry));
}
