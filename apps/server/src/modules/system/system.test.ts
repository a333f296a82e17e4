import type { Ad, ClientConfig, Notice } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ads, notices } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildUser, sessionFor } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ env: { HELP_MANUAL_URL: "https://help.example.com/manual" } });
});
afterAll(() => context.close());

describe("polling calls", () => {
  it("GET /systems/notice shows the newest visible notice, GET /ads the active ads", async () => {
    const user = await buildUser(context.db);
    const token = await sessionFor(context.db, user, context.clock);
    expect((await call<Notice>(context.app, "GET", "/api/systems/notice", { token })).body.data).toEqual({
      show: false,
      content: "",
    });
    await context.db.insert(notices).values({ content: "今晚维护" });
    expect((await call<Notice>(context.app, "GET", "/api/systems/notice", { token })).body.data).toEqual({
      show: true,
      content: "今晚维护",
    });
    await context.db.insert(ads).values([
      { title: "在用广告", position: "BOOK_LIST" },
      { title: "下线广告", position: "BOOK_LIST", active: false },
    ]);
    const list = await call<{ items: Ad[]; total: number }>(context.app, "GET", "/api/ads", { token });
    expect(list.body.data.items.map((ad) => ad.title)).toEqual(["在用广告"]);
    expect((await call(context.app, "GET", "/api/systems/notice")).status).toBe(401);
  });

  it("GET /systems/client-config answers the configured links without login", async () => {
    const response = await call<ClientConfig>(context.app, "GET", "/api/systems/client-config");
    expect(response.body.data).toEqual({
      managementSystemUrl: null,
      helpManualUrl: "https://help.example.com/manual",
      customerServiceUrl: null,
    });
  });
});
