import { describe, expect, test } from "vitest";
import { canLogout, canSeeManagementSystem, canSwitchOrg } from "./account-abilities.ts";
import { ORG_ROLES, SYS_ROLES, TASK_TYPES } from "./dictionaries.ts";
import { holdsRole, isPermitted, type RoleContext, visibleTaskTypes } from "./permissions.ts";

const base: RoleContext = { userOid: "u1", sysRoles: [], orgRoles: [] };

describe("holdsRole", () => {
  test("system-checked roles come from system roles only", () => {
    expect(holdsRole({ ...base, sysRoles: ["SYS_ADMIN"] }, "SYS_ADMIN")).toBe(true);
    expect(holdsRole(base, "DELIVERY_ADMIN")).toBe(false);
    expect(holdsRole({ ...base, sysRoles: ["MOSO_TECH_ADMIN"] }, "MOSO_TECH_ADMIN")).toBe(true);
  });

  test("moso book roles hold when the user is the book's oid", () => {
    const book = { mosoEditorOid: "u1", contentDesignerOid: "u2", techEditorOid: "u1" };
    expect(holdsRole({ ...base, book }, "MOSO_SERVE_EDITOR")).toBe(true);
    expect(holdsRole({ ...base, book }, "MOSO_CONTENT_DESIGNER")).toBe(false);
    expect(holdsRole({ ...base, book }, "MOSO_TECH_EDITOR")).toBe(true);
    expect(holdsRole({ ...base, sysRoles: ["MOSO_SERVE_EDITOR"] }, "MOSO_SERVE_EDITOR")).toBe(false);
  });

  test("organisation roles come from the current organisation", () => {
    expect(holdsRole({ ...base, orgRoles: ["ORG_ADMIN"] }, "ORG_ADMIN")).toBe(true);
    expect(holdsRole({ ...base, orgRoles: ["ORG_MEMBER"] }, "ORG_ADMIN")).toBe(false);
  });
});

test("a permission list is alternatives; a group needs every role", () => {
  const context = { ...base, sysRoles: ["SYS_ADMIN" as const], orgRoles: ["ORG_MEMBER" as const] };
  expect(isPermitted(context, ["ORG_ADMIN", "SYS_ADMIN"])).toBe(true);
  expect(isPermitted(context, [["SYS_ADMIN", "ORG_ADMIN"]])).toBe(false);
  expect(isPermitted(context, [["SYS_ADMIN", "ORG_MEMBER"]])).toBe(true);
  expect(isPermitted(context, [])).toBe(false);
});

describe("management-system button", () => {
  // Shell §6, as the spec writes it: "any system role of …, or an organisation role of …".
  const SHOWN_SYSTEM_ROLES =
    "SYS_ADMIN, DELIVERY_ADMIN, MOSO_TECH_ADMIN, MOSO_SERVE_EDITOR, MOSO_TECH_EDITOR, MOSO_CONTENT_DESIGNER, BOOK_CONTENT_SUPERVISOR";
  const SHOWN_ORG_ROLES = "ORG_ADMIN, ORG_ASSET_ADMIN, ORG_CONTENT_ADMIN, ORG_PUBLISH_ADMIN";
  const shownFor =
    (roles: string) =>
    <R extends string>(role: R) => ({ role, shown: roles.split(", ").includes(role) });

  test.each(SYS_ROLES.map(shownFor(SHOWN_SYSTEM_ROLES)))(
    "system role $role: shown $shown",
    ({ role, shown }) =>
      expect(canSeeManagementSystem({ fromProject: false, sysRoles: [role], orgRoles: [] })).toBe(shown),
  );
  test.each(ORG_ROLES.map(shownFor(SHOWN_ORG_ROLES)))(
    "organisation role $role: shown $shown",
    ({ role, shown }) =>
      expect(canSeeManagementSystem({ fromProject: false, sysRoles: [], orgRoles: [role] })).toBe(shown),
  );
  test("hides for partner users", () =>
    expect(
      canSeeManagementSystem({ fromProject: true, sysRoles: ["SYS_ADMIN"], orgRoles: ["ORG_ADMIN"] }),
    ).toBe(false));
});

test("partner users cannot log out or switch organisation; switching needs two organisations", () => {
  expect(canLogout({ fromProject: true })).toBe(false);
  expect(canLogout({ fromProject: false })).toBe(true);
  expect(canSwitchOrg({ fromProject: false }, 2)).toBe(true);
  expect(canSwitchOrg({ fromProject: false }, 1)).toBe(false);
  expect(canSwitchOrg({ fromProject: true }, 3)).toBe(false);
});

describe("visibleTaskTypes (shell §6)", () => {
  const memberTypes = ["EXPORT", "PUSH", "COPY", "REFERENCE_UPDATE", "PROOFREAD", "WORD_IMPORT"];

  test("members see export, push, copy, reference update, proofread and word import", () => {
    for (const role of ["ORG_MEMBER", "ORG_CONTENT_ADMIN", "ORG_ASSET_ADMIN"] as const) {
      expect([...visibleTaskTypes({ sysRoles: [], orgRoles: [role] })]).toEqual(memberTypes);
    }
    expect([...visibleTaskTypes({ sysRoles: [], orgRoles: [] })]).toEqual(memberTypes);
  });

  test("organisation admins add migrate, the user imports, builds and releases they run", () => {
    expect([...visibleTaskTypes({ sysRoles: [], orgRoles: ["ORG_MEMBER", "ORG_ADMIN"] })]).toEqual([
      ...memberTypes,
      "MIGRATE",
      "IMPORT",
      "BUILD",
      "RELEASE",
    ]);
  });

  test("publish admins add the builds and releases they run", () => {
    expect([...visibleTaskTypes({ sysRoles: [], orgRoles: ["ORG_PUBLISH_ADMIN"] })]).toEqual([
      ...memberTypes,
      "BUILD",
      "RELEASE",
    ]);
  });

  test("system admins see every type", () => {
    expect(visibleTaskTypes({ sysRoles: ["SYS_ADMIN"], orgRoles: [] })).toEqual(TASK_TYPES);
    expect(visibleTaskTypes({ sysRoles: ["MOSO_TECH_ADMIN"], orgRoles: [] })).not.toContain("BUILD");
  });
});
