// GET /audit-logs (issue 15 §6): SYS_ADMIN reads every row, ORG_ADMIN only its current
// organisation's, others nothing; newest first, with the filters of the page.
import { randomUUID } from "node:crypto";
import type { AuditLogItem, Page } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildOrg, buildUser, sessionFor } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

/** Names no other test uses, so keyword searches find only this test's rows. */
const unique = (label: string) => `${label}${randomUUID().slice(0, 8)}`;

function list(query: string, token: string) {
  return call<Page<AuditLogItem>>(context.app, "GET", `/api/audit-logs?${query}`, { token });
}

async function world() {
  const school = await buildOrg(context.db, { name: unique("审计学校") });
  const other = await buildOrg(context.db, { name: unique("别的学校") });
  const sysAdmin = await buildUser(context.db, { sysRoles: ["SYS_ADMIN"], fullName: unique("平台管理员") });
  const orgAdmin = await buildUser(context.db, { memberships: [{ org: school, roles: ["ORG_ADMIN"] }] });
  const member = await buildUser(context.db, { memberships: [{ org: school, roles: ["ORG_MEMBER"] }] });
  const tag = unique("对象");
  const rows = [
    { action: "user.create", orgOid: school.oid, label: `${tag}甲`, at: "2026-03-01T08:00:00Z" },
    { action: "user.phone.change", orgOid: school.oid, label: `${tag}乙`, at: "2026-03-02T08:00:00Z" },
    { action: "org.update", orgOid: other.oid, label: `${tag}丙`, at: "2026-03-03T08:00:00Z" },
    { action: "notice.create", orgOid: null, label: `${tag}丁`, at: "2026-03-04T08:00:00Z" },
  ];
  // Written straight, with their times, so the order and the ranges are exact.
  await context.db.insert(auditLogs).values(
    rows.map((row) => ({
      at: new Date(row.at),
      actorOid: row.action === "notice.create" ? null : sysAdmin.oid,
      requestId: row.action === "notice.create" ? null : "req-1",
      orgOid: row.orgOid,
      action: row.action,
      targetType: row.action.split(".")[0] ?? "",
      targetLabel: row.label,
      before: { name: "旧" },
      after: { name: "新" },
    })),
  );
  const token = (user: Awaited<ReturnType<typeof buildUser>>) => sessionFor(context.db, user, context.clock);
  return {
    school,
    tag,
    sysAdmin,
    sys: await token(sysAdmin),
    org: await token(orgAdmin),
    member: await token(member),
  };
}

describe("GET /audit-logs", () => {
  it("shows SYS_ADMIN every row, newest first, with who, what, before, after and the request id", async () => {
    const { tag, sys, sysAdmin, school } = await world();
    const response = await list(`keyword=${encodeURIComponent(tag)}`, sys);
    expect(response.status).toBe(200);
    expect(response.body.data.items.map((item) => item.targetLabel)).toEqual([
      `${tag}丁`,
      `${tag}丙`,
      `${tag}乙`,
      `${tag}甲`,
    ]);
    expect(response.body.data.items[3]).toMatchObject({
      action: "user.create",
      actor: { oid: sysAdmin.oid, name: sysAdmin.fullName },
      orgOid: school.oid,
      orgName: school.name,
      before: { name: "旧" },
      after: { name: "新" },
      requestId: "req-1",
    });
    expect(response.body.data.items[0]).toMatchObject({ actor: null, orgOid: null, orgName: null });
  });

  it("shows an ORG_ADMIN only the rows of the current organisation", async () => {
    const { tag, org, school } = await world();
    const response = await list(`keyword=${encodeURIComponent(tag)}`, org);
    expect(response.body.data.total).toBe(2);
    expect(response.body.data.items.every((item) => item.orgOid === school.oid)).toBe(true);
  });

  it("refuses members without an admin role, and anonymous callers", async () => {
    const { member } = await world();
    const refused = await list("", member);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe("err.privilege.required");
    const delivery = await buildUser(context.db, { sysRoles: ["DELIVERY_ADMIN"] });
    expect((await list("", await sessionFor(context.db, delivery, context.clock))).status).toBe(403);
    expect((await call(context.app, "GET", "/api/audit-logs")).status).toBe(401);
  });

  it("filters by action prefix, target type, actor, time range and pages", async () => {
    const { tag, sys, sysAdmin } = await world();
    const labels = async (query: string) =>
      (await list(`keyword=${encodeURIComponent(tag)}&${query}`, sys)).body.data.items.map((item) =>
        item.targetLabel?.slice(-1),
      );
    expect(await labels("action=user")).toEqual(["乙", "甲"]);
    expect(await labels("action=user.phone")).toEqual(["乙"]);
    expect(await labels("action=use")).toEqual([]);
    expect(await labels("targetType=org")).toEqual(["丙"]);
    expect(await labels(`actor=${encodeURIComponent(sysAdmin.fullName)}`)).toEqual(["丙", "乙", "甲"]);
    expect(await labels(`actor=${sysAdmin.phoneNumber}`)).toEqual(["丙", "乙", "甲"]);
    expect(
      await labels(
        `from=${encodeURIComponent("2026-03-02T00:00:00Z")}&to=${encodeURIComponent("2026-03-03T23:59:59Z")}`,
      ),
    ).toEqual(["丙", "乙"]);
    const paged = await list(`keyword=${encodeURIComponent(tag)}&page=2&pageSize=10`, sys);
    expect(paged.body.data).toMatchObject({ total: 4, page: 2, items: [] });
  });

  it("refuses malformed filters", async () => {
    const { sys } = await world();
    expect((await list("targetType=planet", sys)).status).toBe(400);
    expect((await list("from=yesterday", sys)).status).toBe(400);
    const reversed = await list(
      `from=${encodeURIComponent("2026-03-03T00:00:00Z")}&to=${encodeURIComponent("2026-03-01T00:00:00Z")}`,
      sys,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toHaveProperty("to");
    expect((await list("pageSize=30", sys)).status).toBe(400);
  });
});

describe("organisation changes in the log", () => {
  it("an organisation's admin reads the changes SYS_ADMIN made to it", async () => {
    const { school, org, sys } = await world();
    await call(context.app, "PUT", `/api/orgs/${school.oid}`, {
      token: sys,
      body: { name: `${school.name}（新）`, type: "SCHOOL" },
    });
    const response = await list("action=org", org);
    expect(response.body.data.items[0]).toMatchObject({
      action: "org.update",
      targetType: "org",
      before: { name: school.name },
      after: { name: `${school.name}（新）` },
    });
  });
});
