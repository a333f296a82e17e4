import type { LoginResult, PartnerLoginResult } from "@textbook/shared";
import { describe, expect, test } from "vitest";
import {
  BOOK_LIST_PATH,
  hasCurrentOrg,
  loginPathFor,
  needsOrgPicker,
  ORG_STEP_PATH,
  partnerTarget,
  redirectTarget,
} from "./login-steps.ts";

function loginResult(level: number | null): LoginResult {
  return {
    token: "t",
    fromProject: false,
    currentOrgRoles: [],
    currentOrg:
      level === null
        ? null
        : { oid: "o", type: "SCHOOL", name: "示范学校", useSubjectResourceEnabled: false, level },
    user: {
      oid: "u",
      fullName: "示范用户",
      state: "ACTIVE",
      phoneNumber: "13800000001",
      sysRoles: [],
      fullAvatarUrl: null,
      zjyKgUserId: null,
    },
  };
}

function partner(level: number | null): PartnerLoginResult {
  return { fromProject: true, tokenData: { ...loginResult(level), fromProject: true } };
}

describe("login steps", () => {
  test("the picker shows only with two or more organisations", () => {
    expect(needsOrgPicker(0)).toBe(false);
    expect(needsOrgPicker(1)).toBe(false);
    expect(needsOrgPicker(2)).toBe(true);
    expect(needsOrgPicker(5)).toBe(true);
  });

  test("a login without a current organisation has no access", () => {
    expect(hasCurrentOrg(loginResult(null))).toBe(false);
    expect(hasCurrentOrg(loginResult(1))).toBe(true);
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
  });

  test("the way to /login keeps redirectPath", () => {
    expect(loginPathFor(new URLSearchParams("redirectPath=/f/books/list"))).toBe(
      "/login?redirectPath=%2Ff%2Fbooks%2Flist",
    );
    expect(loginPathFor(new URLSearchParams())).toBe("/login");
  });
});
