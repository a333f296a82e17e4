import type { PartnerLoginResult } from "@textbook/shared";
import { describe, expect, test } from "vitest";
import { loginResult } from "../../test/session-fixtures.ts";
import {
  BOOK_LIST_PATH,
  type Entrant,
  landingPath,
  loginPathFor,
  mayLogIn,
  needsOrgPicker,
  ORG_STEP_PATH,
  partnerTarget,
  redirectTarget,
} from "./login-steps.ts";

/** A login whose current organisation is at `level`, or that has none. */
const loginAt = (level: number | null) => loginResult(level === null ? null : { level });

function partner(level: number | null): PartnerLoginResult {
  return { fromProject: true, tokenData: { ...loginAt(level), fromProject: true } };
}

describe("login steps", () => {
  test("the picker shows only with two or more organisations", () => {
    expect(needsOrgPicker(0)).toBe(false);
    expect(needsOrgPicker(1)).toBe(false);
    expect(needsOrgPicker(2)).toBe(true);
    expect(needsOrgPicker(5)).toBe(true);
  });

  test("a login without a current organisation has no access, unless a management role opens /m", () => {
    const member = (orgId: string | null): Entrant => ({
      currentOrgId: orgId,
      fromProject: false,
      sysRoles: [],
      orgRoles: ["ORG_MEMBER"],
    });
    const admin = (orgId: string | null): Entrant => ({ ...member(orgId), sysRoles: ["SYS_ADMIN"] });
    expect(mayLogIn(member(null))).toBe(false);
    expect(mayLogIn(member("org"))).toBe(true);
    expect(mayLogIn(admin(null))).toBe(true);
    expect(mayLogIn({ ...admin(null), fromProject: true })).toBe(false);

    const to = (query: string, orgId: string | null) => landingPath(admin(orgId), new URLSearchParams(query));
    expect(to("", null)).toBe("/m");
    expect(to("redirectPath=/f/books/list", null)).toBe("/m");
    expect(to("redirectPath=/m/orgs", null)).toBe("/m/orgs");
    expect(to("redirectPath=/f/task/list", "org")).toBe("/f/task/list");
    expect(landingPath(member(null), new URLSearchParams())).toBe(BOOK_LIST_PATH);
  });

  test("partner login: below level 1 goes to the book list whatever the count", () => {
    expect(partnerTarget(partner(2), 3)).toBe(BOOK_LIST_PATH);
    expect(partnerTarget(partner(null), 3)).toBe(BOOK_LIST_PATH);
  });

  test("partner login at level 1: the picker with more than one organisation, else the book list", () => {
    expect(partnerTarget(partner(1), 2)).toBe(ORG_STEP_PATH);
    expect(partnerTarget(partner(1), 1)).toBe(BOOK_LIST_PATH);
    expect(ORG_STEP_PATH).toBe("/login?step=org");
  });

  test("redirectPath is honoured only for in-app paths", () => {
    const target = (query: string) => redirectTarget(new URLSearchParams(query));
    expect(target("")).toBe(BOOK_LIST_PATH);
    expect(target("redirectPath=/f/books/list?page=2")).toBe("/f/books/list?page=2");
    expect(target("redirectPath=//evil.example")).toBe(BOOK_LIST_PATH);
    expect(target("redirectPath=https://evil.example")).toBe(BOOK_LIST_PATH);
    expect(target("redirectPath=/\\evil.example")).toBe(BOOK_LIST_PATH);
    expect(target("redirectPath=/login")).toBe(BOOK_LIST_PATH);
    expect(target("redirectPath=/loading?x=1")).toBe(BOOK_LIST_PATH);
    expect(target("redirectPath=/m/loading?token=x")).toBe(BOOK_LIST_PATH);
    expect(redirectTarget(new URLSearchParams(), "/m")).toBe("/m");
  });

  test("the way to /login keeps redirectPath", () => {
    expect(loginPathFor(new URLSearchParams("redirectPath=/f/books/list"))).toBe(
      "/login?redirectPath=%2Ff%2Fbooks%2Flist",
    );
    expect(loginPathFor(new URLSearchParams())).toBe("/login");
  });
});
