// System notices and ads: SYS_ADMIN creates, schedules and withdraws them; the frame's calls serve
// only what is scheduled for now and not withdrawn.
import type { Ad, ManagedAd, ManagedNotice, Notice, Page } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, notices } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildUser, sessionFor } from "../../test/factories.ts";

let context: TestContext;
let admin: string;
let user: string;
beforeAll(async () => {
  context = await createTestApp();
  admin = await sessionFor(
    context.db,
    await buildUser(context.db, { sysRoles: ["SYS_ADMIN"] }),
    context.clock,
  );
  user = await sessionFor(context.db, await buildUser(context.db), context.clock);
});
afterAll(() => context.close());

const at = (hours: number) => new Date(context.clock.now().getTime() + hours * 3_600_000).toISOString();
const banner = async () =>
  (await call<Notice>(context.app, "GET", "/api/systems/notice", { token: user })).body.data;
const shownAds = async () =>
  (await call<{ items: Ad[] }>(context.app, "GET", "/api/ads", { token: user })).body.data.items.map(
    (ad) => ad.title,
  );

describe("system notices", () => {
  it("only SYS_ADMIN manages notices; a refused call changes nothing", async () => {
    const created = await call<ManagedNotice>(context.app, "POST", "/api/systems/notices", {
      token: admin,
      body: { content: "管理员公告" },
    });
    const id = created.body.data.oid;
    for (const [method, url, body] of [
      ["GET", "/api/systems/notices", undefined],
      ["POST", "/api/systems/notices", { content: "越权公告" }],
      ["PUT", `/api/systems/notices/${id}`, { content: "越权修改" }],
      ["PUT", `/api/systems/notices/${id}/withdraw`, undefined],
    ] as const) {
      expect((await call(context.app, method, url, { token: user, body })).status, `${method} ${url}`).toBe(
        403,
      );
    }
    const rows = await context.db.select().from(notices).where(eq(notices.oid, id));
    expect(rows[0]).toMatchObject({ content: "管理员公告", withdrawnAt: null });
    expect(await context.db.select().from(notices).where(eq(notices.content, "越权公告"))).toHaveLength(0);
    await call(context.app, "PUT", `/api/systems/notices/${id}/withdraw`, { token: admin });
  });

  it("the banner shows the newest notice scheduled for now, until it ends or is withdrawn", async () => {
    const create = (content: string, startsAt: string | null, endsAt: string | null) =>
      call<ManagedNotice>(context.app, "POST", "/api/systems/notices", {
        token: admin,
        body: { content, startsAt, endsAt },
      });
    const open = (await create("长期公告", null, null)).body.data;
    expect(await banner()).toEqual({ show: true, content: "长期公告" });
    const later = (await create("明天的维护", at(2), at(4))).body.data;
    expect(later.state).toBe("SCHEDULED");
    expect((await banner()).content).toBe("长期公告");

    context.clock.advance(3 * 3600);
    expect(await banner()).toEqual({ show: true, content: "明天的维护" });
    context.clock.advance(3600);
    expect((await banner()).content).toBe("长期公告");

    const withdrawn = await call<ManagedNotice>(
      context.app,
      "PUT",
      `/api/systems/notices/${open.oid}/withdraw`,
      {
        token: admin,
      },
    );
    expect(withdrawn.body.data.state).toBe("WITHDRAWN");
    expect(await banner()).toEqual({ show: false, content: "" });

    const list = await call<Page<ManagedNotice>>(context.app, "GET", "/api/systems/notices?keyword=维护", {
      token: admin,
    });
    expect(list.body.data.items).toEqual([expect.objectContaining({ oid: later.oid, state: "ENDED" })]);
  });

  it("validates the text and the schedule; changes are audited", async () => {
    const bad = await call(context.app, "POST", "/api/systems/notices", {
      token: admin,
      body: { content: "  ", startsAt: at(2), endsAt: at(1) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ content: "必填项，请输入", endsAt: "结束时间应晚于开始时间" });

    const created = (
      await call<ManagedNotice>(context.app, "POST", "/api/systems/notices", {
        token: admin,
        body: { content: "旧" },
      })
    ).body.data;
    const changed = await call<ManagedNotice>(context.app, "PUT", `/api/systems/notices/${created.oid}`, {
      token: admin,
      body: { content: "新", endsAt: at(1) },
    });
    expect(changed.body.data).toMatchObject({ content: "新", endsAt: at(1), startsAt: null });
    await call(context.app, "PUT", `/api/systems/notices/${created.oid}/withdraw`, { token: admin });
    const audit = await context.db.select().from(auditLogs).where(eq(auditLogs.targetOid, created.oid));
    expect(audit.map((row) => row.action).sort()).toEqual([
      "notice.create",
      "notice.update",
      "notice.withdraw",
    ]);
    expect(audit.find((row) => row.action === "notice.update")).toMatchObject({
      orgOid: null,
      before: { content: "旧" },
      after: { content: "新" },
    });
  });
});

describe("ads", () => {
  it("GET /ads serves the active ads scheduled for now; SYS_ADMIN manages them", async () => {
    const create = (title: string, startsAt: string | null, endsAt: string | null) =>
      call<ManagedAd>(context.app, "POST", "/api/ads", {
        token: admin,
        body: { title, position: "BOOK_LIST", linkUrl: "https://example.com/ad", startsAt, endsAt },
      });
    const now = (await create("当前广告", at(-1), null)).body.data;
    await create("以后的广告", at(1), null);
    await create("过期广告", null, at(-0.5));
    expect(await shownAds()).toEqual(["当前广告"]);

    expect(
      (
        await call(context.app, "POST", "/api/ads", {
          token: user,
          body: { title: "越权", position: "BOOK_LIST" },
        })
      ).status,
    ).toBe(403);
    expect((await call(context.app, "GET", "/api/ads/manage", { token: user })).status).toBe(403);
    expect((await call(context.app, "PUT", `/api/ads/${now.oid}/withdraw`, { token: user })).status).toBe(
      403,
    );
    expect(await shownAds()).toEqual(["当前广告"]);

    const withdrawn = await call<ManagedAd>(context.app, "PUT", `/api/ads/${now.oid}/withdraw`, {
      token: admin,
    });
    expect(withdrawn.body.data).toMatchObject({ active: false, state: "WITHDRAWN" });
    expect(await shownAds()).toEqual([]);

    const list = await call<Page<ManagedAd>>(context.app, "GET", "/api/ads/manage?pageSize=20", {
      token: admin,
    });
    expect(list.body.data.items.map((ad) => ad.state).sort()).toEqual(["ENDED", "SCHEDULED", "WITHDRAWN"]);
    const audit = await context.db.select().from(auditLogs).where(eq(auditLogs.targetOid, now.oid));
    expect(audit.map((row) => row.action).sort()).toEqual(["ad.create", "ad.withdraw"]);
  });

  it("validates an ad with the shared url rule", async () => {
    const bad = await call(context.app, "POST", "/api/ads", {
      token: admin,
      body: { title: "", position: "NOWHERE", linkUrl: "ftp://example.com", imageUrl: "javascript:alert(1)" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      title: "必填项，请输入",
      linkUrl: "无效的链接地址",
      imageUrl: "无效的链接地址",
    });
    expect(bad.body.errors.position).toBeTruthy();
  });
});
