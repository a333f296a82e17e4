import { expect, test } from "vitest";
import { ORG_ROLES } from "./dictionaries.ts";
import { menuFor } from "./menu.ts";

test.each(ORG_ROLES)("%s sees cloud books, application data, todo and task centres, classes", (role) => {
  const keys = menuFor([role]).flatMap((entry) => [
    entry.key,
    ...(entry.children ?? []).map((child) => child.key),
  ]);
  expect(keys).toEqual(["books", "books-list", "books-application-data", "todo", "task", "classes"]);
});

test("the menu follows the first organisation role; none without a role", () => {
  expect(menuFor([])).toEqual([]);
  const entries = [{ key: "admin-only", label: "x", path: "/x", roles: ["ORG_ADMIN" as const] }];
  expect(menuFor(["ORG_MEMBER", "ORG_ADMIN"], entries)).toEqual([]);
  expect(menuFor(["ORG_ADMIN", "ORG_MEMBER"], entries)).toHaveLength(1);
});
