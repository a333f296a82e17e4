import { describe, expect, test } from "vitest";
import { orgItem } from "../../test/session-fixtures.ts";
import { filterOrgs, keepSelection } from "./org-filter.ts";

const orgs = [orgItem("a", "示范学校"), orgItem("b", "示范出版社"), orgItem("c", "数学系", "示范学校")];

describe("filterOrgs", () => {
  test("keeps every organisation for an empty or blank keyword", () => {
    expect(filterOrgs(orgs, "")).toEqual(orgs);
    expect(filterOrgs(orgs, "  ")).toEqual(orgs);
  });

  test("matches a substring of the name, trimmed", () => {
    expect(filterOrgs(orgs, " 出版 ").map((item) => item.oid)).toEqual(["b"]);
    expect(filterOrgs(orgs, "示范").map((item) => item.oid)).toEqual(["a", "b"]);
  });

  test("matches the name only, not the parent part of fullName", () => {
    expect(filterOrgs(orgs, "学校").map((item) => item.oid)).toEqual(["a"]);
  });

  test("nothing matches: empty list", () => {
    expect(filterOrgs(orgs, "不存在")).toEqual([]);
  });
});

describe("keepSelection", () => {
  test("preselects the first organisation", () => {
    expect(keepSelection(null, orgs)).toBe("a");
  });

  test("keeps a visible selection and moves a hidden one to the first visible", () => {
    expect(keepSelection("c", orgs)).toBe("c");
    expect(keepSelection("a", filterOrgs(orgs, "出版"))).toBe("b");
    expect(keepSelection("a", [])).toBeNull();
  });
});
