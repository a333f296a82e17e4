import type { EulaRecord, ManagedEula, MyEula, Page } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, eulaRecords, eulas } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildUser, sessionFor, uniqueAddress } from "../../test/factories.ts";
import { withFreeVersion } from "./presenter.ts";

let context: TestContext;
let admin: string;
let user: string;
let userOid: string;
beforeAll(async () => {
  context = await createTestApp();
  const sysAdmin = await buildUser(context.db, { sysRoles: ["SYS_ADMIN"] });
  admin = await sessionFor(context.db, sysAdmin, context.clock);
  const plain = await buildUser(context.db, { sysRoles: ["MOSO_TECH_ADMIN"] });
  userOid = plain.oid;
  user = await sessionFor(context.db, plain, context.clock);
});
afterAll(() => context.close());

let versions = 0;
const hoursFromNow = (hours: number) =>
  new Date(context.clock.now().getTime() + hours * 3_600_000).toISOString();

function publish(
  overrides: Partial<{ required: boolean; effectiveAt: string; content: string; version: string }> = {},
) {
  versions += 1;
  return call<ManagedEula>(context.app, "POST", "/api/eulas", {
    token: admin,
    body: {
      title: "用户协议",
      version: overrides.version ?? `2026.${versions}`,
      content: overrides.content ?? "<h2>第一条</h2><p>请<strong>仔细</strong>阅读。</p>",
      required: overrides.required ?? true,
      effectiveAt: overrides.effectiveAt ?? hoursFromNow(-1),
    },
  });
}

const myEulas = async (token = user) =>
  (await call<{ items: MyEula[] }>(context.app, "GET", "/api/eulas", { token })).body.data.items;

/** What the web's gate asks for: the newest required agreement in effect. */
const currentRequired = (items: MyEula[]) => items.find((item) => item.required);

describe("licence agreements", () => {
  it("only SYS_ADMIN publishes, changes, withdraws and lists versions", async () => {
    const published = await publish();
    expect(published.status).toBe(200);
    const id = published.body.data.oid;
    const body = {
      title: "x",
      version: "refused",
      content: "<p>x</p>",
      required: true,
      effectiveAt: hoursFromNow(1),
    };
    for (const [method, url, payload] of [
      ["POST", "/api/eulas", body],
      ["PUT", `/api/eulas/${id}`, body],
      ["PUT", `/api/eulas/${id}/withdraw`, undefined],
      ["GET", "/api/eulas/manage", undefined],
    ] as const) {
      const answer = await call(context.app, method, url, { token: user, body: payload });
      expect(answer.status, `${method} ${url}`).toBe(403);
    }
    expect(await context.db.select().from(eulas).where(eq(eulas.version, "refused"))).toHaveLength(0);
    const [row] = await context.db.select().from(eulas).where(eq(eulas.oid, id));
    expect(row?.withdrawnAt).toBeNull();
    expect((await call(context.app, "GET", "/api/eulas")).status).toBe(401);
  });

  it("stores sanitised HTML: headings, bold, lists and links stay; scripts and handlers go", async () => {
    const answer = await publish({
      content:
        '<h2 onclick="x()">标题</h2><script>alert(1)</script><p><b>粗</b><a href="javascript:alert(1)">坏</a><a href="https://example.com">好</a></p><ul><li>一</li></ul><img src=x onerror=alert(1)>',
    });
    expect(answer.body.data.content).toBe(
      '<h2>标题</h2><p><b>粗</b><a target="_blank" rel="noopener noreferrer">坏</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">好</a></p><ul><li>一</li></ul>',
    );
  });

  it("validates the form with the shared messages; a version label is unique", async () => {
    const empty = await call(context.app, "POST", "/api/eulas", {
      token: admin,
      body: { title: " ", version: "", content: "", required: true, effectiveAt: "tomorrow" },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      title: "必填项，请输入",
      version: "必填项，请输入",
      content: "必填项，请输入",
      effectiveAt: "格式不正确",
    });
    await publish({ version: "unique-1" });
    const again = await publish({ version: "unique-1" });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ version: "该版本号已存在" });
  });

  it("two publishes of one label at once: the unique index refuses the later with the same message", async () => {
    await publish({ version: "race-1" });
    // What the later of two concurrent publishes meets once the check has passed for both.
    const write = withFreeVersion(() =>
      context.db.insert(eulas).values({
        title: "用户协议",
        version: "race-1",
        content: "<p>x</p>",
        effectiveAt: context.clock.now(),
      }),
    );
    await expect(write).rejects.toMatchObject({ errors: { version: "该版本号已存在" } });
    expect(await context.db.select().from(eulas).where(eq(eulas.version, "race-1"))).toHaveLength(1);
  });

  it("the current required agreement is the newest in effect; scheduled, withdrawn and optional ones are not asked", async () => {
    const older = (await publish({ effectiveAt: hoursFromNow(-48) })).body.data;
    const newest = (await publish({ effectiveAt: hoursFromNow(-24) })).body.data;
    await publish({ required: false, effectiveAt: hoursFromNow(-2) });
    const scheduled = (await publish({ effectiveAt: hoursFromNow(24) })).body.data;
    const withdrawn = (await publish({ effectiveAt: hoursFromNow(-1) })).body.data;
    await call(context.app, "PUT", `/api/eulas/${withdrawn.oid}/withdraw`, { token: admin });

    const items = await myEulas();
    const oids = items.map((item) => item.oid);
    expect(oids).not.toContain(scheduled.oid);
    expect(oids).not.toContain(withdrawn.oid);
    expect(oids.indexOf(newest.oid)).toBeLessThan(oids.indexOf(older.oid));
    expect(currentRequired(items)?.required).toBe(true);
    expect(currentRequired(items)?.acceptedAt).toBeNull();

    // The scheduled one becomes current when its day comes.
    context.clock.advance(25 * 3600);
    expect(currentRequired(await myEulas())?.oid).toBe(scheduled.oid);
  });

  it("an acceptance records the time, the version and the address; a new version must be accepted again", async () => {
    // Effective now: newer than anything earlier tests published.
    const first = (await publish({ effectiveAt: context.clock.now().toISOString() })).body.data;
    const address = uniqueAddress();
    const before = await call<EulaRecord | null>(context.app, "GET", `/api/eulas/${first.oid}/my-record`, {
      token: user,
    });
    expect(before.body.data).toBeNull();

    const accepted = await call<EulaRecord>(context.app, "POST", `/api/eulas/${first.oid}/records`, {
      token: user,
      address,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({
      eulaOid: first.oid,
      version: first.version,
      address,
      acceptedAt: context.clock.now().toISOString(),
    });
    const [stored] = await context.db.select().from(eulaRecords).where(eq(eulaRecords.eulaOid, first.oid));
    expect(stored).toMatchObject({ userOid, version: first.version, address });
    const mine = await call<EulaRecord>(context.app, "GET", `/api/eulas/${first.oid}/my-record`, {
      token: user,
    });
    expect(mine.body.data).toEqual(accepted.body.data);
    expect(currentRequired(await myEulas())).toMatchObject({
      oid: first.oid,
      acceptedAt: expect.any(String),
    });

    // Accepting again keeps the first record.
    context.clock.advance(60);
    const again = await call<EulaRecord>(context.app, "POST", `/api/eulas/${first.oid}/records`, {
      token: user,
      address: uniqueAddress(),
    });
    expect(again.body.data).toEqual(accepted.body.data);

    const second = (await publish({ effectiveAt: context.clock.now().toISOString() })).body.data;
    const current = currentRequired(await myEulas());
    expect(current).toMatchObject({ oid: second.oid, acceptedAt: null });
  });

  it("a scheduled, withdrawn or unknown agreement cannot be accepted", async () => {
    const scheduled = (await publish({ effectiveAt: hoursFromNow(5) })).body.data;
    const withdrawn = (await publish()).body.data;
    await call(context.app, "PUT", `/api/eulas/${withdrawn.oid}/withdraw`, { token: admin });
    for (const oid of [scheduled.oid, withdrawn.oid, "nope"]) {
      const answer = await call(context.app, "POST", `/api/eulas/${oid}/records`, { token: user });
      expect(answer.status).toBe(404);
    }
    expect(
      await context.db.select().from(eulaRecords).where(eq(eulaRecords.eulaOid, scheduled.oid)),
    ).toHaveLength(0);
  });

  it("a version changes only while scheduled; every change is audited platform-wide", async () => {
    const scheduled = (await publish({ effectiveAt: hoursFromNow(3) })).body.data;
    const changed = await call<ManagedEula>(context.app, "PUT", `/api/eulas/${scheduled.oid}`, {
      token: admin,
      body: {
        title: "新标题",
        version: scheduled.version,
        content: "<p>改</p>",
        required: false,
        effectiveAt: hoursFromNow(4),
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ title: "新标题", required: false, state: "SCHEDULED" });

    const live = (await publish()).body.data;
    const refused = await call(context.app, "PUT", `/api/eulas/${live.oid}`, {
      token: admin,
      body: {
        title: "改",
        version: live.version,
        content: "<p>改</p>",
        required: true,
        effectiveAt: hoursFromNow(1),
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe("err.eula.inEffect");

    const withdrawn = await call<ManagedEula>(context.app, "PUT", `/api/eulas/${live.oid}/withdraw`, {
      token: admin,
    });
    expect(withdrawn.body.data.state).toBe("WITHDRAWN");
    await call(context.app, "PUT", `/api/eulas/${live.oid}/withdraw`, { token: admin });

    const audit = await context.db.select().from(auditLogs).where(eq(auditLogs.targetType, "eula"));
    const actions = (oid: string) => audit.filter((row) => row.targetOid === oid).map((row) => row.action);
    expect(actions(scheduled.oid).sort()).toEqual(["eula.publish", "eula.update"]);
    expect(actions(live.oid).sort()).toEqual(["eula.publish", "eula.withdraw"]);
    const update = audit.find((row) => row.action === "eula.update" && row.targetOid === scheduled.oid);
    expect(update).toMatchObject({ orgOid: null, before: { title: "用户协议" }, after: { title: "新标题" } });
    expect(update?.requestId).toBeTruthy();
  });

  it("the management list pages, searches and counts acceptances", async () => {
    const marked = (await publish({ version: "search-me" })).body.data;
    await call(context.app, "POST", `/api/eulas/${marked.oid}/records`, { token: user });
    const found = await call<Page<ManagedEula>>(context.app, "GET", "/api/eulas/manage?keyword=search-me", {
      token: admin,
    });
    expect(found.body.data.items).toHaveLength(1);
    expect(found.body.data.items[0]).toMatchObject({
      version: "search-me",
      acceptedCount: 1,
      state: "SHOWING",
    });
    const paged = await call<Page<ManagedEula>>(context.app, "GET", "/api/eulas/manage?page=1&pageSize=10", {
      token: admin,
    });
    expect(paged.body.data.items.length).toBeLessThanOrEqual(10);
    expect(paged.body.data.total).toBeGreaterThan(10);
    const wrongSize = await call(context.app, "GET", "/api/eulas/manage?pageSize=15", { token: admin });
    expect(wrongSize.status).toBe(400);
  });
});
