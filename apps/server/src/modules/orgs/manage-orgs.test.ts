// Organisations in the management area (issue 15 §2): SYS_ADMIN creates, edits, disables and enables
// them; the directory pages and filters; a disabled organisation cannot be entered.
import { randomUUID } from "node:crypto";
import type { OrgDetail, OrgDirectoryItem, OrgListItem, Page } from "@textbook/shared";
import { ORGS_TEXTS } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, orgs } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildOrg, buildUser, sessionFor } from "../../test/factories.ts";

let context: TestContext;
let adminToken: string;
beforeAll(async () => {
  context = await createTestApp();
  const admin = await buildUser(context.db, { sysRoles: ["SYS_ADMIN"] });
  adminToken = await sessionFor(context.db, admin, context.clock);
});
afterAll(() => context.close());

/** Names no other test in the file uses, so keyword searches find only this test's rows. */
const unique = (name: string) => `${name}${randomUUID().slice(0, 8)}`;

function createOrg(body: Record<string, unknown>, token = adminToken) {
  return call<OrgDetail>(context.app, "POST", "/api/orgs", { token, body });
}

function updateOrg(oid: string, body: Record<string, unknown>, token = adminToken) {
  return call<OrgDetail>(context.app, "PUT", `/api/orgs/${oid}`, { token, body });
}

function listAll(query: string, token = adminToken) {
  return call<Page<OrgDirectoryItem>>(context.app, "GET", `/api/orgs/all?${query}`, { token });
}

async function auditRowsOf(orgOid: string) {
  return context.db.select().from(auditLogs).where(eq(auditLogs.targetOid, orgOid)).orderBy(auditLogs.at);
}

describe("POST /orgs", () => {
  it("creates an organisation under a parent one level down, audited with the request id", async () => {
    const parentName = unique("光华大学");
    const parent = await createOrg({ name: parentName, type: "SCHOOL" });
    expect(parent.body.data).toMatchObject({ level: 1, parentOid: null, state: "ACTIVE", formalName: null });
    const created = await createOrg({
      name: "  计算机学院 ",
      formalName: "光华大学计算机科学与技术学院",
      type: "SCHOOL",
      parentOid: parent.body.data.oid,
      useSubjectResourceEnabled: true,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: "计算机学院",
      fullName: `${parentName} / 计算机学院`,
      formalName: "光华大学计算机科学与技术学院",
      type: "SCHOOL",
      level: 2,
      parentOid: parent.body.data.oid,
      useSubjectResourceEnabled: true,
      state: "ACTIVE",
      memberCount: 0,
    });
    const [row] = await auditRowsOf(created.body.data.oid);
    expect(row).toMatchObject({
      action: "org.create",
      targetType: "org",
      targetLabel: "计算机学院",
      orgOid: created.body.data.oid,
      requestId: created.requestId,
      before: null,
      after: expect.objectContaining({ name: "计算机学院", level: 2, parentOid: parent.body.data.oid }),
    });
  });

  it("validates the fields with the shared messages", async () => {
    const empty = await createOrg({ name: " ", type: "SCHOOL" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { name: "必填项，请输入" },
    });
    const long = await createOrg({ name: "名".repeat(201), formalName: "全".repeat(201), type: "SCHOOL" });
    expect(long.body.errors).toEqual({ name: "最多 200 个字符", formalName: "最多 200 个字符" });
    // A pick, not a typed field: the message asks to choose.
    const noType = await createOrg({ name: unique("无类型") });
    expect(noType.body.errors).toEqual({ type: ORGS_TEXTS.form.typePlaceholder });
    const badType = await createOrg({ name: unique("错类型"), type: "CLUB" });
    expect(badType.body.errors).toHaveProperty("type");
    const orphan = await createOrg({ name: unique("孤儿"), type: "SCHOOL", parentOid: "noSuchOrg123" });
    expect(orphan.status).toBe(400);
    expect(orphan.body.errors).toEqual({ parentOid: ORGS_TEXTS.parentNotFound });
  });

  it("is SYS_ADMIN's alone, and a refused call creates nothing", async () => {
    const school = await buildOrg(context.db);
    const orgAdmin = await buildUser(context.db, { memberships: [{ org: school, roles: ["ORG_ADMIN"] }] });
    const delivery = await buildUser(context.db, { sysRoles: ["DELIVERY_ADMIN"] });
    const name = unique("越权机构");
    for (const user of [orgAdmin, delivery]) {
      const refused = await createOrg(
        { name, type: "SCHOOL" },
        await sessionFor(context.db, user, context.clock),
      );
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe("err.privilege.required");
    }
    expect((await call(context.app, "POST", "/api/orgs", { body: { name, type: "SCHOOL" } })).status).toBe(
      401,
    );
    expect(await context.db.select().from(orgs).where(eq(orgs.name, name))).toEqual([]);
  });
});

describe("PUT /orgs/:id", () => {
  it("edits the fields, moves the subtree's levels with the parent and records only what changed", async () => {
    const top = await buildOrg(context.db, { name: unique("顶层") });
    const middle = await buildOrg(context.db, { name: unique("中层"), parentOid: top.oid, level: 2 });
    const leaf = await buildOrg(context.db, { name: unique("底层"), parentOid: middle.oid, level: 3 });
    const other = await buildOrg(context.db, { name: unique("别处") });
    const otherChild = await buildOrg(context.db, {
      name: unique("别处下级"),
      parentOid: other.oid,
      level: 2,
    });

    const moved = await updateOrg(top.oid, {
      name: top.name,
      type: "PARTNER",
      parentOid: otherChild.oid,
      useSubjectResourceEnabled: false,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      level: 3,
      type: "PARTNER",
      fullName: `${otherChild.name} / ${top.name}`,
    });
    const levels = await context.db.select({ oid: orgs.oid, level: orgs.level }).from(orgs);
    const levelOf = (oid: string) => levels.find((row) => row.oid === oid)?.level;
    expect([levelOf(middle.oid), levelOf(leaf.oid)]).toEqual([4, 5]);

    const [row] = (await auditRowsOf(top.oid)).filter((entry) => entry.action === "org.update");
    expect(row).toMatchObject({
      orgOid: top.oid,
      before: { type: "SCHOOL", parentOid: null, level: 1 },
      after: { type: "PARTNER", parentOid: otherChild.oid, level: 3 },
    });
  });

  it("refuses the organisation itself or one of its descendants as its parent, changing nothing", async () => {
    const top = await buildOrg(context.db, { name: unique("环顶") });
    const child = await buildOrg(context.db, { name: unique("环中"), parentOid: top.oid, level: 2 });
    const grandchild = await buildOrg(context.db, { name: unique("环底"), parentOid: child.oid, level: 3 });
    for (const parentOid of [top.oid, child.oid, grandchild.oid]) {
      const refused = await updateOrg(top.oid, { name: top.name, type: "SCHOOL", parentOid });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        errorCode: "err.validate.failed",
        errors: { parentOid: ORGS_TEXTS.parentCycle },
      });
    }
    const [unchanged] = await context.db.select().from(orgs).where(eq(orgs.oid, top.oid));
    expect(unchanged).toMatchObject({ parentOid: null, level: 1 });
    expect(await auditRowsOf(top.oid)).toEqual([]);
  });

  it("answers 404 for an unknown organisation and 403 to others than SYS_ADMIN", async () => {
    const missing = await updateOrg("noSuchOrg123", { name: "无", type: "SCHOOL" });
    expect(missing.status).toBe(404);
    const school = await buildOrg(context.db, { name: unique("他校") });
    const orgAdmin = await buildUser(context.db, { memberships: [{ org: school, roles: ["ORG_ADMIN"] }] });
    const refused = await updateOrg(
      school.oid,
      { name: "改名", type: "SCHOOL" },
      await sessionFor(context.db, orgAdmin, context.clock),
    );
    expect(refused.status).toBe(403);
    const [kept] = await context.db.select().from(orgs).where(eq(orgs.oid, school.oid));
    expect(kept?.name).toBe(school.name);
  });
});

describe("GET /orgs/all", () => {
  it("pages, filters by type and state, and searches name, formal name and parent", async () => {
    const tag = unique("检索");
    const parent = await buildOrg(context.db, { name: `${tag}总校` });
    for (let index = 0; index < 11; index += 1) {
      await buildOrg(context.db, {
        name: `${tag}分校${String(index).padStart(2, "0")}`,
        parentOid: parent.oid,
        level: 2,
      });
    }
    await buildOrg(context.db, { name: unique("合作方"), type: "PARTNER" });
    const formal = await createOrg({ name: unique("简称"), formalName: `${tag}正式全称`, type: "PERSONAL" });

    const first = await listAll(`keyword=${encodeURIComponent(tag)}`);
    expect(first.body.data).toMatchObject({ total: 13, page: 1, pageSize: 10 });
    expect(first.body.data.items).toHaveLength(10);
    const second = await listAll(`keyword=${encodeURIComponent(tag)}&page=2&pageSize=10`);
    expect(second.body.data.items).toHaveLength(3);
    // The parent's name finds its children (their "parent / name").
    const byParent = await listAll(`keyword=${encodeURIComponent(`${tag}总校`)}&pageSize=20`);
    expect(byParent.body.data.total).toBe(12);
    const byType = await listAll(`keyword=${encodeURIComponent(tag)}&type=PERSONAL`);
    expect(byType.body.data.items.map((org) => org.oid)).toEqual([formal.body.data.oid]);
    expect(byType.body.data.items[0]).toMatchObject({ formalName: `${tag}正式全称`, state: "ACTIVE" });

    await call(context.app, "PUT", `/api/orgs/${parent.oid}/inactive`, { token: adminToken });
    const inactive = await listAll(`keyword=${encodeURIComponent(tag)}&state=INACTIVE`);
    expect(inactive.body.data.items.map((org) => org.oid)).toEqual([parent.oid]);
    const active = await listAll(`keyword=${encodeURIComponent(tag)}&state=ACTIVE&pageSize=50`);
    expect(active.body.data.total).toBe(12);
  });

  it("accepts only the page sizes 10, 20, 50 and 100", async () => {
    const refused = await listAll("pageSize=7");
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty("pageSize");
    expect((await listAll("pageSize=100")).status).toBe(200);
    expect((await listAll("state=GONE")).status).toBe(400);
  });
});

describe("PUT /orgs/:id/inactive and /active", () => {
  async function memberWorld() {
    const closing = await buildOrg(context.db, { name: unique("将停用") });
    const staying = await buildOrg(context.db, { name: unique("照常") });
    const member = await buildUser(context.db, {
      memberships: [
        { org: closing, roles: ["ORG_MEMBER"] },
        { org: staying, roles: ["ORG_MEMBER"] },
      ],
    });
    const inClosing = await sessionFor(context.db, member, context.clock, closing.oid);
    const inStaying = await sessionFor(context.db, member, context.clock, staying.oid);
    return { closing, staying, member, inClosing, inStaying };
  }

  it("keeps the members out of a disabled organisation and lets them back in once enabled", async () => {
    const { closing, staying, member, inClosing, inStaying } = await memberWorld();
    const disabled = await call<OrgDetail>(context.app, "PUT", `/api/orgs/${closing.oid}/inactive`, {
      token: adminToken,
    });
    expect(disabled.body.data.state).toBe("INACTIVE");

    // The session working in it ends as a disabled user's does.
    const ended = await call(context.app, "GET", "/api/passports/login-info", { token: inClosing });
    expect(ended.status).toBe(401);
    expect(ended.body.errorCode).toBe("err.login.required");
    // Elsewhere the member goes on, but the organisation is neither listed nor enterable.
    const mine = await call<{ items: OrgListItem[] }>(context.app, "GET", "/api/orgs/my-list", {
      token: inStaying,
    });
    expect(mine.body.data.items.map((org) => org.oid)).toEqual([staying.oid]);
    const switched = await call(context.app, "POST", "/api/passports/switch-org", {
      token: inStaying,
      body: { orgOid: closing.oid },
    });
    expect(switched.status).toBe(403);
    expect(switched.body).toMatchObject({ errorCode: "err.org.inactive", errorMessage: "该机构已停用" });
    // A new login asking for it lands in another organisation.
    const relogin = await call<{ currentOrg: { oid: string } | null }>(
      context.app,
      "GET",
      "/api/passports/login-info",
      {
        token: await sessionFor(context.db, member, context.clock, closing.oid),
      },
    );
    expect(relogin.body.data.currentOrg?.oid).toBe(staying.oid);

    const enabled = await call<OrgDetail>(context.app, "PUT", `/api/orgs/${closing.oid}/active`, {
      token: adminToken,
    });
    expect(enabled.body.data.state).toBe("ACTIVE");
    expect((await call(context.app, "GET", "/api/passports/login-info", { token: inClosing })).status).toBe(
      200,
    );
  });

  it("a member of nothing else but the disabled organisation logs in without one", async () => {
    const closing = await buildOrg(context.db, { name: unique("唯一") });
    const member = await buildUser(context.db, { memberships: [{ org: closing, roles: ["ORG_ADMIN"] }] });
    await call(context.app, "PUT", `/api/orgs/${closing.oid}/inactive`, { token: adminToken });
    const info = await call<{ currentOrg: unknown; currentOrgRoles: unknown[] }>(
      context.app,
      "GET",
      "/api/passports/login-info",
      { token: await sessionFor(context.db, member, context.clock) },
    );
    expect(info.body.data).toMatchObject({ currentOrg: null, currentOrgRoles: [] });
  });

  it("audits each change once; repeating it changes and records nothing", async () => {
    const { closing } = await memberWorld();
    const disable = () =>
      call(context.app, "PUT", `/api/orgs/${closing.oid}/inactive`, { token: adminToken });
    expect((await disable()).status).toBe(200);
    expect((await disable()).status).toBe(200);
    await call(context.app, "PUT", `/api/orgs/${closing.oid}/active`, { token: adminToken });
    const rows = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetOid, closing.oid), eq(auditLogs.targetType, "org")))
      .orderBy(auditLogs.at);
    expect(rows.map((row) => [row.action, row.before, row.after, row.orgOid])).toEqual([
      ["org.disable", { state: "ACTIVE" }, { state: "INACTIVE" }, closing.oid],
      ["org.enable", { state: "INACTIVE" }, { state: "ACTIVE" }, closing.oid],
    ]);
  });

  it("is refused to an organisation's own admin, who stays in", async () => {
    const { closing } = await memberWorld();
    const orgAdmin = await buildUser(context.db, { memberships: [{ org: closing, roles: ["ORG_ADMIN"] }] });
    const token = await sessionFor(context.db, orgAdmin, context.clock, closing.oid);
    const refused = await call(context.app, "PUT", `/api/orgs/${closing.oid}/inactive`, { token });
    expect(refused.status).toBe(403);
    expect((await call(context.app, "GET", "/api/passports/login-info", { token })).status).toBe(200);
    const missing = await call(context.app, "PUT", "/api/orgs/noSuchOrg123/active", { token: adminToken });
    expect(missing.status).toBe(404);
  });
});
