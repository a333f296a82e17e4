// Platform users, enabling and disabling, a user's organisations and books (shell §4, §7 Users).
import type { CreatedUser, MosoUser, Page, UserBook, UserOrg } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, memberships, users } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildBook, buildOrg, buildUser, sessionFor, uniquePhone } from "../../test/factories.ts";
import type { UserRow } from "./repository.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const tokenOf = (user: UserRow, orgOid?: string) => sessionFor(context.db, user, context.clock, orgOid);

async function setting() {
  const org = await buildOrg(context.db, { name: `机构${Math.random().toString(36).slice(2, 8)}` });
  const admin = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
  const member = await buildUser(context.db, {
    fullName: "成员",
    memberships: [{ org, roles: ["ORG_MEMBER"] }],
  });
  const sysAdmin = await buildUser(context.db, { sysRoles: ["SYS_ADMIN"] });
  return {
    org,
    admin,
    member,
    sysAdmin,
    adminToken: await tokenOf(admin, org.oid),
    memberToken: await tokenOf(member, org.oid),
    sysToken: await tokenOf(sysAdmin),
  };
}

describe("platform users (moso-users)", () => {
  it("SYS_ADMIN creates, finds, reads and edits a platform user; the edit's role change ends their sessions", async () => {
    const { sysToken } = await setting();
    const phoneNumber = uniquePhone();
    const created = await call<CreatedUser>(context.app, "POST", "/api/users/moso-users", {
      token: sysToken,
      body: {
        fullName: "平台编辑",
        phoneNumber,
        sysRoles: ["MOSO_SERVE_EDITOR"],
        initialPassword: "Moso2026!",
      },
    });
    expect(created.body.data.outcome).toBe("created");
    const oid = created.body.data.oid;
    const [row] = await context.db.select().from(users).where(eq(users.oid, oid));
    expect(row).toMatchObject({ sysRoles: ["MOSO_SERVE_EDITOR"], mustChangePassword: true });
    const found = await call<Page<MosoUser>>(
      context.app,
      "GET",
      `/api/users/moso-users?keyword=${phoneNumber}&role=MOSO_SERVE_EDITOR&state=ACTIVE`,
      { token: sysToken },
    );
    expect(found.body.data.items.map((item) => item.oid)).toEqual([oid]);
    const userToken = await tokenOf(row as UserRow);
    const edited = await call<MosoUser>(context.app, "PUT", `/api/users/${oid}/moso-users`, {
      token: sysToken,
      body: { fullName: "平台技术", sysRoles: ["MOSO_TECH_EDITOR", "MOSO_TECH_EDITOR"] },
    });
    expect(edited.body.data).toMatchObject({ fullName: "平台技术", sysRoles: ["MOSO_TECH_EDITOR"] });
    expect(
      (await call(context.app, "GET", "/api/passports/heartbeat", { token: userToken })).body.errorCode,
    ).toBe("err.privilege.changed");
    const one = await call<MosoUser>(context.app, "GET", `/api/users/moso-users/${oid}`, { token: sysToken });
    expect(one.body.data.fullName).toBe("平台技术");
    const actions = await context.db.select().from(auditLogs).where(eq(auditLogs.targetOid, oid));
    expect(actions.map((audit) => audit.action).sort()).toEqual(["user.create", "user.update"]);
  });

  it("gives an existing account system roles once, then answers 该手机号已是平台用户", async () => {
    const { member, sysToken } = await setting();
    const body = { fullName: "任意", phoneNumber: member.phoneNumber, sysRoles: ["BOOK_CONTENT_SUPERVISOR"] };
    const added = await call<CreatedUser>(context.app, "POST", "/api/users/moso-users", {
      token: sysToken,
      body,
    });
    expect(added.body.data).toEqual({ oid: member.oid, outcome: "added" });
    const twice = await call(context.app, "POST", "/api/users/moso-users", { token: sysToken, body });
    expect(twice.body).toMatchObject({
      errorCode: "err.user.alreadyPlatformUser",
      errors: { phoneNumber: "该手机号已是平台用户" },
    });
  });

  it("validates, refuses everyone but SYS_ADMIN, 404s a user without system roles, keeps one's own SYS_ADMIN", async () => {
    const { member, sysAdmin, adminToken, sysToken } = await setting();
    const invalid = await call(context.app, "POST", "/api/users/moso-users", {
      token: sysToken,
      body: { fullName: "", phoneNumber: "123", sysRoles: [] },
    });
    expect(invalid.body.errors).toEqual({
      fullName: "必填项，请输入",
      phoneNumber: "手机号格式错误",
      sysRoles: "至少选择 1 个选项",
    });
    expect((await call(context.app, "GET", "/api/users/moso-users", { token: adminToken })).status).toBe(403);
    expect(
      (await call(context.app, "GET", `/api/users/moso-users/${member.oid}`, { token: sysToken })).status,
    ).toBe(404);
    const demote = await call(context.app, "PUT", `/api/users/${sysAdmin.oid}/moso-users`, {
      token: sysToken,
      body: { fullName: "我", sysRoles: ["DELIVERY_ADMIN"] },
    });
    expect(demote.body).toMatchObject({
      errorCode: "err.user.cannotDemoteSelf",
      errorMessage: "不能取消自己的系统管理员角色",
    });
  });
});

describe("PUT /users/:id/active and /inactive", () => {
  it("an ORG_ADMIN disables a member of theirs alone: the member's open session ends at once; enabling audits too", async () => {
    const { org, member, adminToken, memberToken } = await setting();
    expect(
      (await call(context.app, "PUT", `/api/users/${member.oid}/inactive`, { token: adminToken })).body,
    ).toMatchObject({ errorCode: "0", data: null });
    const ended = await call(context.app, "GET", "/api/passports/heartbeat", { token: memberToken });
    expect(ended.status).toBe(401);
    expect(ended.body.errorCode).toBe("err.login.required");
    expect(
      (await call(context.app, "PUT", `/api/users/${member.oid}/active`, { token: adminToken })).body
        .errorCode,
    ).toBe("0");
    const audits = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetOid, member.oid), eq(auditLogs.orgOid, org.oid)));
    expect(audits.map((audit) => [audit.action, audit.before, audit.after])).toEqual(
      expect.arrayContaining([
        ["user.disable", { state: "ACTIVE" }, { state: "INACTIVE" }],
        ["user.enable", { state: "INACTIVE" }, { state: "ACTIVE" }],
      ]),
    );
    // The ended session stays ended after enabling: the user logs in again.
    expect((await call(context.app, "GET", "/api/passports/heartbeat", { token: memberToken })).status).toBe(
      401,
    );
  });

  it("refuses disabling oneself and the last active ORG_ADMIN; another admin makes it possible", async () => {
    const { org, admin, adminToken, sysToken } = await setting();
    const self = await call(context.app, "PUT", `/api/users/${admin.oid}/inactive`, { token: adminToken });
    expect(self.body).toMatchObject({
      errorCode: "err.user.cannotDisableSelf",
      errorMessage: "不能停用自己的账号",
    });
    const last = await call(context.app, "PUT", `/api/users/${admin.oid}/inactive`, { token: sysToken });
    expect(last.body).toMatchObject({
      errorCode: "err.user.lastOrgAdmin",
      errorMessage: `${org.name} 至少需要保留一位机构管理员`,
    });
    const [still] = await context.db.select().from(users).where(eq(users.oid, admin.oid));
    expect(still?.state).toBe("ACTIVE");
    await buildUser(context.db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
    expect(
      (await call(context.app, "PUT", `/api/users/${admin.oid}/inactive`, { token: sysToken })).body
        .errorCode,
    ).toBe("0");
  });

  it("leaves an account shared with another organisation or the platform to SYS_ADMIN", async () => {
    const { org, adminToken, sysToken } = await setting();
    const shared = await buildUser(context.db, {
      memberships: [
        { org, roles: ["ORG_MEMBER"] },
        { org: await buildOrg(context.db), roles: ["ORG_MEMBER"] },
      ],
    });
    const staff = await buildUser(context.db, {
      sysRoles: ["MOSO_TECH_EDITOR"],
      memberships: [{ org, roles: ["ORG_MEMBER"] }],
    });
    for (const user of [shared, staff]) {
      const refused = await call(context.app, "PUT", `/api/users/${user.oid}/inactive`, {
        token: adminToken,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe("err.user.sharedAccount");
    }
    expect(
      (await call(context.app, "PUT", `/api/users/${shared.oid}/inactive`, { token: sysToken })).body
        .errorCode,
    ).toBe("0");
  });

  it("refuses a plain member and an admin of another organisation (404: not theirs)", async () => {
    const { member, memberToken, admin } = await setting();
    expect(
      (await call(context.app, "PUT", `/api/users/${admin.oid}/inactive`, { token: memberToken })).status,
    ).toBe(403);
    const other = await setting();
    expect(
      (await call(context.app, "PUT", `/api/users/${member.oid}/inactive`, { token: other.adminToken }))
        .status,
    ).toBe(404);
  });
});

describe("a user's organisations: GET /users/:id/orgs, POST, PUT, DELETE /users/:id/orgs/:orgId", () => {
  it("SYS_ADMIN adds, changes and removes; each change ends the user's sessions with err.privilege.changed", async () => {
    const { org, member, sysToken } = await setting();
    const parent = await buildOrg(context.db, { name: "上级" });
    const second = await buildOrg(context.db, { name: "分校", parentOid: parent.oid });
    const base = `/api/users/${member.oid}/orgs/${second.oid}`;
    const memberToken = await tokenOf(member, org.oid);
    expect(
      (await call(context.app, "POST", base, { token: sysToken, body: { roles: ["ORG_MEMBER"] } })).body
        .errorCode,
    ).toBe("0");
    expect(
      (await call(context.app, "GET", "/api/passports/heartbeat", { token: memberToken })).body.errorCode,
    ).toBe("err.privilege.changed");
    const again = await call(context.app, "POST", base, { token: sysToken, body: { roles: ["ORG_MEMBER"] } });
    expect(again.body.errorCode).toBe("err.user.alreadyMember");
    await call(context.app, "PUT", base, { token: sysToken, body: { roles: ["ORG_ASSET_ADMIN"] } });
    const listed = await call<{ items: UserOrg[] }>(context.app, "GET", `/api/users/${member.oid}/orgs`, {
      token: sysToken,
    });
    expect(listed.body.data.items.find((item) => item.oid === second.oid)).toMatchObject({
      fullName: "上级 / 分校",
      roles: ["ORG_ASSET_ADMIN"],
    });
    expect((await call(context.app, "DELETE", base, { token: sysToken })).body.errorCode).toBe("0");
    const rows = await context.db.select().from(memberships).where(eq(memberships.userOid, member.oid));
    expect(rows.map((row) => row.orgOid)).toEqual([org.oid]);
    const audits = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetOid, member.oid), eq(auditLogs.orgOid, second.oid)));
    expect(audits.map((audit) => audit.action).sort()).toEqual([
      "membership.add",
      "membership.remove",
      "membership.roles",
    ]);
  });

  it("shows an ORG_ADMIN only the memberships in organisations they administer; the user sees all of theirs", async () => {
    const { org, member, adminToken, memberToken } = await setting();
    await context.db
      .insert(memberships)
      .values({ userOid: member.oid, orgOid: (await buildOrg(context.db)).oid });
    const byAdmin = await call<{ items: UserOrg[] }>(context.app, "GET", `/api/users/${member.oid}/orgs`, {
      token: adminToken,
    });
    expect(byAdmin.body.data.items.map((item) => item.oid)).toEqual([org.oid]);
    const bySelf = await call<{ items: UserOrg[] }>(context.app, "GET", `/api/users/${member.oid}/orgs`, {
      token: memberToken,
    });
    expect(bySelf.body.data.items).toHaveLength(2);
    const peer = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    expect(
      (await call(context.app, "GET", `/api/users/${peer.oid}/orgs`, { token: memberToken })).status,
    ).toBe(403);
  });

  it("refuses removing or demoting an organisation's last ORG_ADMIN, and an admin of another organisation", async () => {
    const { org, admin, member, adminToken } = await setting();
    const url = `/api/users/${admin.oid}/orgs/${org.oid}`;
    const removal = await call(context.app, "DELETE", url, { token: adminToken });
    expect(removal.body).toMatchObject({ errorCode: "err.user.lastOrgAdmin" });
    const demotion = await call(context.app, "PUT", url, {
      token: adminToken,
      body: { roles: ["ORG_MEMBER"] },
    });
    expect(demotion.body).toMatchObject({ errorCode: "err.user.lastOrgAdmin" });
    // A disabled second admin does not count.
    await buildUser(context.db, { state: "INACTIVE", memberships: [{ org, roles: ["ORG_ADMIN"] }] });
    expect((await call(context.app, "DELETE", url, { token: adminToken })).body.errorCode).toBe(
      "err.user.lastOrgAdmin",
    );
    const other = await setting();
    const foreign = await call(context.app, "DELETE", `/api/users/${member.oid}/orgs/${org.oid}`, {
      token: other.adminToken,
    });
    expect(foreign.status).toBe(403);
    const rows = await context.db.select().from(memberships).where(eq(memberships.orgOid, org.oid));
    expect(rows).toHaveLength(3);
  });
});

describe("GET /users/:id/book-user", () => {
  it("lists the user's books and roles: all for themself and SYS_ADMIN, the administered organisation's for its admin", async () => {
    const { org, member, adminToken, memberToken, sysToken } = await setting();
    const elsewhere = await buildOrg(context.db);
    const mine = await buildBook(context.db, {
      org,
      name: "语文",
      members: [{ user: member, role: "BOOK_CHIEF_EDITOR" }],
    });
    await buildBook(context.db, {
      org: elsewhere,
      name: "数学",
      members: [{ user: member, role: "BOOK_MEMBER" }],
    });
    const url = `/api/users/${member.oid}/book-user`;
    const byAdmin = await call<{ items: UserBook[] }>(context.app, "GET", url, { token: adminToken });
    expect(byAdmin.body.data.items).toEqual([
      { bookOid: mine.oid, bookName: "语文", orgOid: org.oid, orgName: org.name, role: "BOOK_CHIEF_EDITOR" },
    ]);
    for (const token of [memberToken, sysToken]) {
      const all = await call<{ items: UserBook[] }>(context.app, "GET", url, { token });
      expect(all.body.data.items.map((item) => item.bookName)).toEqual(["数学", "语文"]);
    }
    const peer = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    const peerToken = await tokenOf(peer, org.oid);
    expect((await call(context.app, "GET", url, { token: peerToken })).status).toBe(403);
  });
});
