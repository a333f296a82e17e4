import type { LoginResult } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildOrg, buildUser, sessionFor } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function setting() {
  const org = await buildOrg(context.db);
  const admin = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
  const member = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
  return {
    org,
    admin,
    member,
    adminToken: await sessionFor(context.db, admin, context.clock, org.oid),
    memberToken: await sessionFor(context.db, member, context.clock, org.oid),
  };
}

describe("PUT /users/:id/orgs/:orgId", () => {
  it("lets the organisation's admin change roles; the member's older sessions get err.privilege.changed", async () => {
    const { org, member, adminToken, memberToken } = await setting();
    const response = await call(context.app, "PUT", `/api/users/${member.oid}/orgs/${org.oid}`, {
      token: adminToken,
      body: { roles: ["ORG_CONTENT_ADMIN"] },
    });
    expect(response.body).toMatchObject({ errorCode: "0", data: null });
    const stale = await call(context.app, "GET", "/api/books/contributed", { token: memberToken });
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({
      errorCode: "err.privilege.changed",
      errorMessage: "您的账号权限已被修改，请重新登录后再进行操作。",
    });
    // The stale session can still log out.
    expect(
      (await call(context.app, "POST", "/api/passports/logout", { token: memberToken })).body.errorCode,
    ).toBe("0");
    const fresh = await sessionFor(
      context.db,
      { ...member, rolesVersion: member.rolesVersion + 1 },
      context.clock,
      org.oid,
    );
    const info = await call<LoginResult>(context.app, "GET", "/api/passports/login-info", { token: fresh });
    expect(info.body.data.currentOrgRoles).toEqual(["ORG_CONTENT_ADMIN"]);
  });

  it("lets SYS_ADMIN change roles in any organisation", async () => {
    const { org, member } = await setting();
    const sysAdmin = await buildUser(context.db, { sysRoles: ["SYS_ADMIN"] });
    const token = await sessionFor(context.db, sysAdmin, context.clock);
    const response = await call(context.app, "PUT", `/api/users/${member.oid}/orgs/${org.oid}`, {
      token,
      body: { roles: ["ORG_ADMIN"] },
    });
    expect(response.body.errorCode).toBe("0");
  });

  it("refuses a plain member (403), an anonymous caller (401), bad roles (400), an unknown membership (404)", async () => {
    const { org, admin, member, adminToken, memberToken } = await setting();
    const url = `/api/users/${admin.oid}/orgs/${org.oid}`;
    const forbidden = await call(context.app, "PUT", url, {
      token: memberToken,
      body: { roles: ["ORG_ADMIN"] },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({
      errorCode: "err.privilege.required",
      errorMessage: "当前账号没有相关权限",
    });
    expect((await call(context.app, "PUT", url, { body: { roles: ["ORG_ADMIN"] } })).status).toBe(401);
    const invalid = await call(context.app, "PUT", `/api/users/${member.oid}/orgs/${org.oid}`, {
      token: adminToken,
      body: { roles: [] },
    });
    expect(invalid.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { roles: "至少选择 1 个选项" },
    });
    const unknownRole = await call(context.app, "PUT", `/api/users/${member.oid}/orgs/${org.oid}`, {
      token: adminToken,
      body: { roles: ["KING"] },
    });
    expect(unknownRole.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { "roles.0": "格式不正确" },
    });
    const outsider = await buildUser(context.db);
    const missing = await call(context.app, "PUT", `/api/users/${outsider.oid}/orgs/${org.oid}`, {
      token: adminToken,
      body: { roles: ["ORG_MEMBER"] },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe("err.resource.notFound");
  });
});
