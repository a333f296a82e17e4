// The matrix rows of the management area's user calls (letters and profiles: profiles.ts). {id} is
// the world's organisation member (its platform user, the system admin, under moso-users); the
// organisation is organisation A, named by orgOid where SYS_ADMIN must name one (matrix-requests.ts).

import { uniquePhone } from "../factories.ts";
import { type MatrixRow, ORG_ADMIN, SYS_ADMIN } from "./profiles.ts";

/** The user themself (the organisation member here), organisation A's admin, system admins. */
const SELF_OR_ADMINS = "NNNYNNYY";
/** Members of the session's current organisation (the system admin's session has none). */
const CURRENT_ORG_MEMBERS = "NNYYYYYN";

export const USERS_ROWS: MatrixRow[] = [
  { route: "GET /api/users/org-users", expect: ORG_ADMIN, note: "query made by the test (orgOid)" },
  {
    route: "POST /api/users/org-users",
    expect: ORG_ADMIN,
    body: (w) => ({
      orgOid: w.orgA.oid,
      fullName: "新成员",
      phoneNumber: uniquePhone(),
      roles: ["ORG_MEMBER"],
    }),
  },
  { route: "GET /api/users/org-users/my-members", expect: CURRENT_ORG_MEMBERS },
  { route: "GET /api/users/org-users/my-members/", expect: CURRENT_ORG_MEMBERS },
  { route: "GET /api/users/org-users/{id}", expect: ORG_ADMIN, note: "query made by the test (orgOid)" },
  {
    route: "PUT /api/users/{id}/org-users",
    expect: ORG_ADMIN,
    body: (w) => ({
      orgOid: w.orgA.oid,
      fullName: w.users.orgMember.fullName,
      roles: ["ORG_MEMBER", "ORG_ASSET_ADMIN"],
      remark: "矩阵",
    }),
    fresh: true,
  },
  { route: "GET /api/users/moso-users", expect: SYS_ADMIN },
  {
    route: "POST /api/users/moso-users",
    expect: SYS_ADMIN,
    body: () => ({ fullName: "平台用户", phoneNumber: uniquePhone(), sysRoles: ["MOSO_TECH_EDITOR"] }),
  },
  { route: "GET /api/users/moso-users/{id}", expect: SYS_ADMIN },
  {
    route: "PUT /api/users/{id}/moso-users",
    expect: SYS_ADMIN,
    body: (w) => ({ fullName: w.users.sysAdmin.fullName, sysRoles: ["SYS_ADMIN"] }),
  },
  { route: "GET /api/users/{id}/book-user", expect: SELF_OR_ADMINS },
  { route: "PUT /api/users/{id}/active", expect: ORG_ADMIN },
  { route: "PUT /api/users/{id}/inactive", expect: ORG_ADMIN, fresh: true },
  { route: "GET /api/users/{id}/orgs", expect: SELF_OR_ADMINS },
  {
    route: "POST /api/users/{id}/orgs/{orgId}",
    expect: "NNNNNN44",
    body: () => ({ roles: ["ORG_MEMBER"] }),
    note: "the member is in organisation A already: err.user.alreadyMember",
  },
  {
    route: "PUT /api/users/{id}/orgs/{orgId}",
    expect: ORG_ADMIN,
    body: () => ({ roles: ["ORG_MEMBER", "ORG_CONTENT_ADMIN"] }),
    fresh: true,
  },
  { route: "DELETE /api/users/{id}/orgs/{orgId}", expect: ORG_ADMIN, fresh: true },
];
