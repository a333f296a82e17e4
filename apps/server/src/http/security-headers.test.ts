// The headers every response carries (F-09), which proxies are believed (F-20), and where the
// OpenAPI UI is served (F-21).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/app.ts";

function policyOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name, values]),
  );
}

let webDist: string;
let context: TestContext;
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), "web-dist-"));
  await writeFile(join(webDist, "index.html"), "<!doctype html><title>app</title>");
  context = await createTestApp({
    env: { WEB_DIST: webDist },
    routes: (app) => app.get("/api/test/client", async (request) => ({ ip: request.ip, host: request.host })),
  });
});
afterAll(async () => {
  await context.close();
  await rm(webDist, { recursive: true, force: true });
});

describe("security headers", () => {
  it("send a policy without inline script or plugins, framed only by the app itself, on pages and calls", async () => {
    for (const url of ["/", "/f/books/list", "/api/systems/client-config", "/api/no-such-call"]) {
      const response = await context.app.inject({ method: "GET", url });
      const policy = policyOf(response.headers["content-security-policy"]);
      expect(policy.get("default-src"), url).toEqual(["'self'"]);
      expect(policy.get("script-src"), url).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(policy.get("script-src-attr"), url).toEqual(["'none'"]);
      expect(policy.get("object-src"), url).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors"), url).toEqual(["'self'"]);
      expect(policy.get("base-uri"), url).toEqual(["'self'"]);
      expect(policy.get("connect-src"), url).toEqual(["'self'", "blob:", "data:"]);
      expect(policy.has("upgrade-insecure-requests"), url).toBe(false);
      expect(response.headers, url).toMatchObject({
        "referrer-policy": "no-referrer",
        "x-content-type-options": "nosniff",
        "x-frame-options": "SAMEORIGIN",
      });
      expect(response.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("add HSTS when the app sits behind a trusted (TLS-terminating) proxy", async () => {
    const proxied = await createTestApp({ database: context.database, env: { TRUST_PROXY: "10.0.0.1" } });
    try {
      const response = await proxied.app.inject({ method: "GET", url: "/api/systems/client-config" });
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await proxied.close();
    }
  });
});

describe("TRUST_PROXY", () => {
  const forwarded = { "x-forwarded-for": "203.0.113.7", "x-forwarded-host": "evil.example" };

  it("without it, X-Forwarded-For and X-Forwarded-Host are the client's own claims and ignored", async () => {
    const response = await context.app.inject({
      method: "GET",
      url: "/api/test/client",
      headers: { ...forwarded, host: "editor.example" },
      remoteAddress: "198.51.100.4",
    });
    expect(response.json()).toEqual({ ip: "198.51.100.4", host: "editor.example" });
  });

  it("believes only the listed proxies", async () => {
    const proxied = await createTestApp({
      database: context.database,
      env: { TRUST_PROXY: "10.0.0.0/8" },
      routes: (app) =>
        app.get("/api/test/client", async (request) => ({ ip: request.ip, host: request.host })),
    });
    try {
      const viaProxy = await proxied.app.inject({
        method: "GET",
        url: "/api/test/client",
        headers: { ...forwarded, host: "internal:3000" },
        remoteAddress: "10.1.2.3",
      });
      expect(viaProxy.json()).toEqual({ ip: "203.0.113.7", host: "evil.example" });
      const direct = await proxied.app.inject({
        method: "GET",
        url: "/api/test/client",
        headers: { ...forwarded, host: "editor.example" },
        remoteAddress: "198.51.100.4",
      });
      expect(direct.json()).toEqual({ ip: "198.51.100.4", host: "editor.example" });
    } finally {
      await proxied.close();
    }
  });
});

describe("the OpenAPI UI", () => {
  it("is off in production unless API_DOCS=1", async () => {
    const production = await createTestApp({ database: context.database, env: { NODE_ENV: "production" } });
    const documented = await createTestApp({
      database: context.database,
      env: { NODE_ENV: "production", API_DOCS: "1" },
    });
    try {
      for (const url of ["/api/docs/", "/api/docs/json"]) {
        const hidden = await production.app.inject({ method: "GET", url });
        expect(hidden.statusCode, url).toBe(404);
        expect(hidden.json(), url).toMatchObject({ errorCode: "err.api.notFound" });
        expect((await documented.app.inject({ method: "GET", url })).statusCode, url).toBe(200);
      }
      expect((await context.app.inject({ method: "GET", url: "/api/docs/" })).statusCode).toBe(200);
    } finally {
      await production.close();
      await documented.close();
    }
  });
});
