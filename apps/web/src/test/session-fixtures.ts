// Test support: the signed-in answers (LoginResult) and organisation rows the page tests start from.
import type { LoginResult, OrgListItem } from "@textbook/shared";

export function loginResult(org: { level: number } | null, token = "session-token"): LoginResult {
  return {
    token,
    fromProject: false,
    mustChangePassword: false,
    currentOrgRoles: ["ORG_MEMBER"],
    currentOrg: org
      ? { oid: "org-1", type: "SCHOOL", name: "示范学校", useSubjectResourceEnabled: false, level: org.level }
      : null,
    user: {
      oid: "u1",
      fullName: "示范用户",
      state: "ACTIVE",
      phoneNumber: "13800000001",
      sysRoles: [],
      fullAvatarUrl: null,
      zjyKgUserId: null,
    },
  };
}

/** An organisation list item as GET /orgs/my-list answers it ("parent / name" for a child). */
export function orgItem(oid: string, name: string, parentName: string | null = null): OrgListItem {
  return {
    oid,
    name,
    fullName: parentName ? `${parentName} / ${name}` : name,
    type: "SCHOOL",
    level: parentName ? 2 : 1,
    orgName: { name, parentName },
    roles: ["ORG_MEMBER"],
  };
}
