// The organisation users calls (shell §7 Users): who may call them, the list's search, filters and
// paging, creating (new account, existing account, already a member), editing, and the pickers' list.
import type { CreatedUser, OrgMemberOption, OrgUser, Page } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, users } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildOrg, buildUser, sessionFor, uniquePhone } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function setting() {
  const org = await buildOrg(context.db);
  const admin = await buildUser(context.db, {
    fullName: "管理员",
    memberships: [{ org, roles: ["ORG_ADMIN"] }],
  });
  const member = await buildUser(context.db, {
    fullName: "张三",
    memberships: [{ org, roles: ["ORG_MEMBER"] }],
  });
  return {
    org,
    admin,
    member,
    adminToken: await sessionFor(context.db, admin, context.clock, org.oid),
    memberToken: await sessionFor(context.db, member, context.clock, org.oid),
  };
}

const sysAdminToken = async () =>
  sessionFor(context.db, await buildUser(context.db, { sysRoles: ["SYS_ADMIN"] }), context.clock);

describe("GET /users/org-users", () => {
  it("lists the current organisation's members for its admin, with roles, remark and join time", async () => {
    const { admin, member, adminToken } = await setting();
    const answer = await call<Page<OrgUser>>(context.app, "GET", "/api/users/org-users", {
      token: adminToken,
    });
    expect(answer.body.errorCode).toBe("0");
    expect(answer.body.data).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    const row = answer.body.data.items.find((item) => item.oid === member.oid);
    expect(row).toMatchObject({
      fullName: "张三",
      phoneNumber: member.phoneNumber,
      state: "ACTIVE",
      roles: ["ORG_MEMBER"],
      remark: null,
    });
    expect(Date.parse(row?.createdAt ?? "")).not.toBeNaN();
    expect(answer.body.data.items.map((item) => item.oid)).toContain(admin.oid);
  });

  it("searches by name or phone, filters by role and state, pages", async () => {
    const { org, member, adminToken } = await setting();
    const retired = await buildUser(context.db, {
      fullName: "李四",
      state: "INACTIVE",
      memberships: [{ org, roles: ["ORG_CONTENT_ADMIN"] }],
    });
    const list = async (query: string) =>
      (await call<Page<OrgUser>>(context.app, "GET", `/api/users/org-users?${query}`, { token: adminToken }))
        .body.data;
    expect((await list("keyword=张")).items.map((item) => item.oid)).toEqual([member.oid]);
    expect((await list(`keyword=${member.phoneNumber.slice(3, 9)}`)).items.map((item) => item.oid)).toEqual([
      member.oid,
    ]);
    expect((await list("role=ORG_CONTENT_ADMIN")).items.map((item) => item.oid)).toEqual([retired.oid]);
    expect((await list("state=INACTIVE")).items.map((item) => item.oid)).toEqual([retired.oid]);
    for (let index = 0; index < 10; index += 1) {
      await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    }
    const second = await list("page=2&pageSize=10");
    expect(second).toMatchObject({ total: 13, page: 2, pageSize: 10 });
    expect(second.items).toHaveLength(3);
    expect((await list("pageSize=20")).items).toHaveLength(13);
    const wrongSize = await call(context.app, "GET", "/api/users/org-users?pageSize=15", {
      token: adminToken,
    });
    expect(wrongSize.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { pageSize: "每页条数只能是 10、20、50 或 100" },
    });
  });

  it("lets SYS_ADMIN list any organisation by orgOid, and asks for one when none is named", async () => {
    const { org, member } = await setting();
    const token = await sysAdminToken();
    const answer = await call<Page<OrgUser>>(context.app, "GET", `/api/users/org-users?orgOid=${org.oid}`, {
      token,
    });
    expect(answer.body.data.items.map((item) => item.oid)).toContain(member.oid);
    const none = await call(context.app, "GET", "/api/users/org-users", { token });
    expect(none.body).toMatchObject({ errorCode: "err.validate.failed", errors: { orgOid: "请选择机构" } });
  });

  it("refuses a plain member, an admin naming another organisation, and an anonymous caller", async () => {
    const { memberToken, adminToken } = await setting();
    const other = await buildOrg(context.db);
    expect(
      (await call(context.app, "GET", "/api/users/org-users", { token: memberToken })).body.errorCode,
    ).toBe("err.privilege.required");
    const elsewhere = await call(context.app, "GET", `/api/users/org-users?orgOid=${other.oid}`, {
      token: adminToken,
    });
    expect(elsewhere.status).toBe(403);
    expect((await call(context.app, "GET", "/api/users/org-users")).status).toBe(401);
  });
});

describe("POST /users/org-users", () => {
  it("creates an account with an initial password that must be changed, and audits it", async () => {
    const { org, adminToken } = await setting();
    const phoneNumber = uniquePhone();
    const answer = await call<CreatedUser>(context.app, "POST", "/api/users/org-users", {
      token: adminToken,
      body: {
        fullName: "王五",
        phoneNumber,
        roles: ["ORG_MEMBER", "ORG_ASSET_ADMIN"],
        remark: "三年级",
        initialPassword: "Abcd1234",
      },
    });
    expect(answer.body).toMatchObject({ errorCode: "0", data: { outcome: "created" } });
    const [user] = await context.db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
    expect(user).toMatchObject({ fullName: "王五", mustChangePassword: true });
    expect(user?.passwordHash).toBeTruthy();
    const detail = await call<OrgUser>(context.app, "GET", `/api/users/org-users/${answer.body.data.oid}`, {
      token: adminToken,
    });
    expect(detail.body.data).toMatchObject({ roles: ["ORG_MEMBER", "ORG_ASSET_ADMIN"], remark: "三年级" });
    const audits = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetOid, answer.body.data.oid), eq(auditLogs.orgOid, org.oid)));
    expect(audits.map((row) => row.action).sort()).toEqual(["membership.add", "user.create"]);
    expect(audits.every((row) => row.requestId === answer.requestId)).toBe(true);
  });

  it("adds an existing account of another organisation (its name kept) and refuses a member twice", async () => {
    const { adminToken } = await setting();
    const elsewhere = await buildUser(context.db, {
      fullName: "赵六",
      memberships: [{ org: await buildOrg(context.db), roles: ["ORG_MEMBER"] }],
    });
    const body = { fullName: "别名", phoneNumber: elsewhere.phoneNumber, roles: ["ORG_MEMBER"] };
    const added = await call<CreatedUser>(context.app, "POST", "/api/users/org-users", {
      token: adminToken,
      body,
    });
    expect(added.body.data).toEqual({ oid: elsewhere.oid, outcome: "added" });
    const detail = await call<OrgUser>(context.app, "GET", `/api/users/org-users/${elsewhere.oid}`, {
      token: adminToken,
    });
    expect(detail.body.data.fullName).toBe("赵六");
    const twice = await call(context.app, "POST", "/api/users/org-users", { token: adminToken, body });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      errorCode: "err.user.alreadyMember",
      errorMessage: "该手机号已是本机构成员",
      errors: { phoneNumber: "该手机号已是本机构成员" },
    });
  });

  it("answers the shared rules' messages for a bad form", async () => {
    const { adminToken } = await setting();
    const send = (body: unknown) =>
      call(context.app, "POST", "/api/users/org-users", { token: adminToken, body });
    expect((await send({ fullName: " ", phoneNumber: "", roles: [] })).body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { fullName: "必填项，请输入", phoneNumber: "请输入手机号", roles: "至少选择 1 个选项" },
    });
    const bad = await send({
      fullName: "名".repeat(101),
      phoneNumber: "2380000000",
      roles: ["ORG_MEMBER"],
      remark: "备".repeat(201),
      initialPassword: "12345678",
    });
    expect(bad.body.errors).toEqual({
      fullName: "最多 100 个字符",
      phoneNumber: "手机号格式错误",
      remark: "最多 200 个字符",
      initialPassword: "密码格式错误",
    });
  });

  it("lets SYS_ADMIN create in a named organisation; a plain member is refused and nothing is written", async () => {
    const { org, memberToken } = await setting();
    const phoneNumber = uniquePhone();
    const refused = await call(context.app, "POST", "/api/users/org-users", {
      token: memberToken,
      body: { fullName: "甲", phoneNumber, roles: ["ORG_MEMBER"] },
    });
    expect(refused.status).toBe(403);
    expect(await context.db.select().from(users).where(eq(users.phoneNumber, phoneNumber))).toEqual([]);
    const created = await call<CreatedUser>(context.app, "POST", "/api/users/org-users", {
      token: await sysAdminToken(),
      body: { orgOid: org.oid, fullName: "甲", phoneNumber, roles: ["ORG_ADMIN"] },
    });
    expect(created.body.data.outcome).toBe("created");
  });
});

describe("PUT /users/:id/org-users", () => {
  it("changes name, roles and remark; the member's sessions answer err.privilege.changed; audited", async () => {
    const { org, member, adminToken, memberToken } = await setting();
    const answer = await call<OrgUser>(context.app, "PUT", `/api/users/${member.oid}/org-users`, {
      token: adminToken,
      body: { fullName: "张三丰", roles: ["ORG_CONTENT_ADMIN"], remark: "教研组" },
    });
    expect(answer.body.data).toMatchObject({
      fullName: "张三丰",
      roles: ["ORG_CONTENT_ADMIN"],
      remark: "教研组",
    });
    const stale = await call(context.app, "GET", "/api/passports/heartbeat", { token: memberToken });
    expect(stale.body.errorCode).toBe("err.privilege.changed");
    const [audit] = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetOid, member.oid), eq(auditLogs.action, "membership.update")));
    expect(audit).toMatchObject({
      orgOid: org.oid,
      before: { fullName: "张三", roles: ["ORG_MEMBER"], remark: null },
      after: { fullName: "张三丰", roles: ["ORG_CONTENT_ADMIN"], remark: "教研组" },
    });
  });

  it("keeps the sessions when only the remark changes", async () => {
    const { member, adminToken, memberToken } = await setting();
    await call(context.app, "PUT", `/api/users/${member.oid}/org-users`, {
      token: adminToken,
      body: { fullName: "张三", roles: ["ORG_MEMBER"], remark: "新备注" },
    });
    expect(
      (await call(context.app, "GET", "/api/passports/heartbeat", { token: memberToken })).body.errorCode,
    ).toBe("0");
  });

  it("refuses demoting the last ORG_ADMIN and renaming an account shared with another organisation", async () => {
    const { org, admin, adminToken } = await setting();
    const demote = await call(context.app, "PUT", `/api/users/${admin.oid}/org-users`, {
      token: adminToken,
      body: { fullName: "管理员", roles: ["ORG_MEMBER"] },
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({
      errorCode: "err.user.lastOrgAdmin",
      errorMessage: `${org.name} 至少需要保留一位机构管理员`,
    });
    const shared = await buildUser(context.db, {
      fullName: "共享",
      memberships: [
        { org, roles: ["ORG_MEMBER"] },
        { org: await buildOrg(context.db), roles: ["ORG_MEMBER"] },
      ],
    });
    const rename = await call(context.app, "PUT", `/api/users/${shared.oid}/org-users`, {
      token: adminToken,
      body: { fullName: "改名", roles: ["ORG_MEMBER"] },
    });
    expect(rename.body.errorCode).toBe("err.user.sharedAccount");
    // Roles and remark of a shared account are the organisation's own.
    const roles = await call(context.app, "PUT", `/api/users/${shared.oid}/org-users`, {
      token: adminToken,
      body: { fullName: "共享", roles: ["ORG_PUBLISH_ADMIN"], remark: "外聘" },
    });
    expect(roles.body.errorCode).toBe("0");
    const renamed = await call(context.app, "PUT", `/api/users/${shared.oid}/org-users`, {
      token: await sysAdminToken(),
      body: { orgOid: org.oid, fullName: "改名", roles: ["ORG_PUBLISH_ADMIN"] },
    });
    expect(renamed.body.data).toMatchObject({ fullName: "改名" });
  });

  it("answers 404 for a user outside the organisation", async () => {
    const { adminToken } = await setting();
    const outsider = await buildUser(context.db);
    const answer = await call(context.app, "PUT", `/api/users/${outsider.oid}/org-users`, {
      token: adminToken,
      body: { fullName: "外人", roles: ["ORG_MEMBER"] },
    });
    expect(answer.status).toBe(404);
    expect(
      (await call(context.app, "GET", `/api/users/org-users/${outsider.oid}`, { token: adminToken })).status,
    ).toBe(404);
  });
});

describe("GET /users/org-users/my-members/", () => {
  it("gives any member the current organisation's active members, both spellings", async () => {
    const { org, admin, member, memberToken } = await setting();
    await buildUser(context.db, { state: "INACTIVE", memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    for (const path of ["/api/users/org-users/my-members/", "/api/users/org-users/my-members"]) {
      const answer = await call<{ items: OrgMemberOption[] }>(context.app, "GET", path, {
        token: memberToken,
      });
      expect(answer.body.data.items.map((item) => item.oid).sort()).toEqual([admin.oid, member.oid].sort());
      expect(answer.body.data.items.find((item) => item.oid === member.oid)).toEqual({
        oid: member.oid,
        fullName: "张三",
        phoneNumber: member.phoneNumber,
      });
    }
    const narrowed = await call<{ items: OrgMemberOption[] }>(
      context.app,
      "GET",
      "/api/users/org-users/my-members/?keyword=张",
      { token: memberToken },
    );
    expect(narrowed.body.data.items.map((item) => item.oid)).toEqual([member.oid]);
  });

  it("refuses a session without a current organisation", async () => {
    const loner = await buildUser(context.db);
    const token = await sessionFor(context.db, loner, context.clock);
    expect((await call(context.app, "GET", "/api/users/org-users/my-members/", { token })).status).toBe(403);
  });
});
