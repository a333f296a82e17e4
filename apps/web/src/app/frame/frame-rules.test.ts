// @vitest-environment happy-dom
import { STORAGE_KEYS } from "@textbook/shared";
import { expect, test } from "vitest";
import {
  drawerCollapsed,
  initialsOf,
  managementSystemLink,
  markVersionSeen,
  matchesOrg,
  releaseOf,
  selectedMenuPath,
  versionDotShown,
  withDrawerCollapsed,
} from "./frame-rules.ts";

test("the avatar falls back to the family name of a Chinese name or two initials", () => {
  expect(initialsOf("王主编")).toBe("王");
  expect(initialsOf("平台管理员")).toBe("平");
  expect(initialsOf("李")).toBe("李");
  expect(initialsOf("Ada Lovelace")).toBe("AL");
  expect(initialsOf("  ")).toBe("?");
});

test("the drawer is folded in the editor and open elsewhere until the user chooses, per kind of page", () => {
  expect(drawerCollapsed(null, true)).toBe(true);
  expect(drawerCollapsed(null, false)).toBe(false);
  const opened = withDrawerCollapsed(null, true, false);
  expect(drawerCollapsed(opened, true)).toBe(false);
  expect(drawerCollapsed(opened, false)).toBe(false);
  const bothFolded = withDrawerCollapsed(opened, false, true);
  expect(drawerCollapsed(bothFolded, true)).toBe(false);
  expect(drawerCollapsed(bothFolded, false)).toBe(true);
  expect(drawerCollapsed("not json", true)).toBe(true);
  expect(drawerCollapsed('{"editor":"yes"}', true)).toBe(true);
});

test("the version dot shows until the running version is stored as seen", () => {
  localStorage.clear();
  expect(versionDotShown(localStorage.getItem(STORAGE_KEYS.version), "1.2.0")).toBe(true);
  markVersionSeen("1.2.0");
  expect(localStorage.getItem(STORAGE_KEYS.version)).toBe("1.2.0");
  expect(versionDotShown(localStorage.getItem(STORAGE_KEYS.version), "1.2.0")).toBe(false);
  expect(versionDotShown("1.2.0", "1.3.0")).toBe(true);
});

test("the management system gets the handoff token in its query: this product's area unless overridden", () => {
  const origin = "https://books.example.com";
  expect(managementSystemLink(null, "t-1", origin)).toBe("https://books.example.com/m/loading?token=t-1");
  expect(managementSystemLink("https://admin.example.com/entry", "t-1", origin)).toBe(
    "https://admin.example.com/entry?token=t-1",
  );
  expect(managementSystemLink("https://admin.example.com/?lang=zh", "a b", origin)).toBe(
    "https://admin.example.com/?lang=zh&token=a+b",
  );
});

test("the switcher search matches a name substring or the full parent / name", () => {
  const org = { name: "示范学校", fullName: "示范教育集团 / 示范学校" };
  expect(matchesOrg(org, "")).toBe(true);
  expect(matchesOrg(org, " 学校 ")).toBe(true);
  expect(matchesOrg(org, "教育集团")).toBe(true);
  expect(matchesOrg(org, "出版社")).toBe(false);
});

test("the drawer's version is the release part of the build version", () => {
  expect(releaseOf("0.2.0+1a2b3c4d")).toBe("0.2.0");
  expect(releaseOf("2.0.0")).toBe("2.0.0");
});

test("a list's menu item stays selected on the pages of its area", () => {
  const paths = [
    "/f/books",
    "/f/books/list",
    "/f/books-application-data/list",
    "/f/task/list",
    "/f/todo/list",
  ];
  expect(selectedMenuPath(paths, "/f/task/list")).toBe("/f/task/list");
  expect(selectedMenuPath(paths, "/f/task/detail/abc")).toBe("/f/task/list");
  expect(selectedMenuPath(paths, "/f/books/detail/abc")).toBe("/f/books/list");
  expect(selectedMenuPath(paths, "/f/books-application-data/detail/x")).toBe(
    "/f/books-application-data/list",
  );
  expect(selectedMenuPath(paths, "/f/version-record/list")).toBeNull();
});
