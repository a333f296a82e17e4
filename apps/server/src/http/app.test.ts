import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../test/app.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({
    routes: (app) =>
      app.get("/api/test/crash", async () => {
        throw new Error("secret internal detail");
      }),
  });
});
afterAll(() => context.close());

describe("HTTP conventions", () => {
  it("answers unknown /api paths with an envelope 404 and a request id", async () => {
    const response = await call(context.app, "GET", "/api/no-such-call");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      errorCode: "err.api.notFound",
      errorMessage: "暂无接口",
      errors: {},
      data: null,
    });
    expect(response.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("generates a fresh request id per response, ignoring one sent by the client", async () => {
    const first = await call(context.app, "GET", "/api/systems/client-config", {
      headers: { "x-request-id": "mine" },
    });
    const second = await call(context.app, "GET", "/api/systems/client-config");
    expect(first.requestId).not.toBe("mine");
    expect(first.requestId).not.toBe(second.requestId);
  });

  it("answers malformed JSON as a validation failure, never a 500", async () => {
    const response = await context.app.inject({
      method: "POST",
      url: "/api/passports/sms-codes",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { body: "格式不正确" },
    });
  });

  it("answers a missing body with field messages", async () => {
    const response = await call(context.app, "POST", "/api/passports/sms-login", { body: {} });
    expect(response.body).toMatchObject({
      errorCode: "err.validate.failed",
      errorMessage: "提交的内容有误，请检查后重试",
      errors: { phoneNumber: "必填项，请输入", smsCode: "必填项，请输入" },
    });
  });

  it("hides internal errors behind err.server.internal with the request id", async () => {
    const response = await call(context.app, "GET", "/api/test/crash");
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      errorCode: "err.server.internal",
      errorMessage: "服务器错误，请稍后再试",
      errors: {},
      data: null,
    });
    expect(JSON.stringify(response.body)).not.toContain("secret");
    expect(response.requestId).toBeTruthy();
  });

  it("publishes the OpenAPI document listing the calls", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/docs/json" });
    const document = response.json() as { paths: Record<string, object> };
    for (const path of [
      "/api/passports/account-login",
      "/api/passports/sms-codes",
      "/api/passports/zjy-login",
      "/api/users/tokens",
      "/api/orgs/my-list",
      "/api/orgs/{id}",
      "/api/users/{id}/orgs/{orgId}",
      "/api/books/contributed",
      "/api/todos/count",
      "/api/systems/notice",
      "/api/ads",
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
    expect((await context.app.inject({ method: "GET", url: "/api/docs/" })).statusCode).toBe(200);
  });
});

describe("serving the web app", () => {
  let webDist: string;
  let web: TestContext;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), "web-dist-"));
    await mkdir(join(webDist, "assets"));
    await writeFile(join(webDist, "index.html"), "<!doctype html><title>app</title>");
    await writeFile(join(webDist, "version.json"), '{"version":"1"}');
    await writeFile(join(webDist, "assets", "index-abc123.js"), "console.log(1)");
    web = await createTestApp({ database: context.database, env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await web.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("caches hashed assets for good and never the entry points", async () => {
    const asset = await web.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const version = await web.app.inject({ method: "GET", url: "/version.json" });
    expect(version.headers["cache-control"]).toBe("no-cache");
    const index = await web.app.inject({ method: "GET", url: "/" });
    expect(index.headers["cache-control"]).toBe("no-cache");
    expect(index.body).toContain("<title>app</title>");
  });

  it("answers page paths with index.html and keeps /api 404s as envelopes", async () => {
    const page = await web.app.inject({ method: "GET", url: "/f/books/list?page=2" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.body).toContain("<title>app</title>");
    const api = await web.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(api.json()).toMatchObject({ errorCode: "err.api.notFound" });
  });

  it("answers a build's missing asset with 404, not the page, so an old tab notices the redeploy", async () => {
    const gone = await web.app.inject({ method: "GET", url: "/assets/book-detail-page-old999.js" });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers["content-type"]).not.toContain("text/html");
  });
});
