// The SMS outbox gives away login codes, so it answers only this machine, only in the demo mode (F-02).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsOutbox } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { uniquePhone } from "../../test/factories.ts";

const phoneNumber = uniquePhone();
const outboxUrl = `/api/dev/sms-outbox?phoneNumber=${phoneNumber}`;

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
  await context.db.insert(smsOutbox).values({ phoneNumber, code: "4321", createdAt: context.clock.now() });
});
afterAll(() => context.close());

describe("GET /dev/sms-outbox", () => {
  it("answers loopback clients with the codes", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const response = await call<{ items: { code: string }[] }>(context.app, "GET", outboxUrl, { address });
      expect(response.status, address).toBe(200);
      expect(
        response.body.data.items.map((item) => item.code),
        address,
      ).toEqual(["4321"]);
    }
  });

  it("answers any other client with the unknown-route 404", async () => {
    for (const address of ["10.0.0.8", "192.168.1.20", "203.0.113.5", "::ffff:10.0.0.8", "2001:db8::1"]) {
      const response = await call(context.app, "GET", outboxUrl, { address });
      expect(response.status, address).toBe(404);
      expect(response.body, address).toMatchObject({ errorCode: "err.api.notFound", data: null });
    }
  });

  it("refuses a request that came through a proxy on this machine", async () => {
    const proxyHeaders: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.5" },
      { forwarded: "for=203.0.113.5" },
    ];
    for (const headers of proxyHeaders) {
      const response = await call(context.app, "GET", outboxUrl, { headers });
      expect(response.status).toBe(404);
    }
  });

  it("judges the client a trusted proxy names, not the proxy", async () => {
    const proxied = await createTestApp({ database: context.database, env: { TRUST_PROXY: "loopback" } });
    try {
      const response = await call(proxied.app, "GET", outboxUrl, {
        headers: { "x-forwarded-for": "203.0.113.5" },
      });
      expect(response.status).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it("does not exist outside the demo mode, even for loopback clients", async () => {
    const envs: Record<string, string>[] = [
      { DEMO_MODE: "0" },
      { NODE_ENV: "production" },
      { NODE_ENV: "production", SEED: "demo" },
    ];
    for (const env of envs) {
      const app = await createTestApp({ database: context.database, env });
      try {
        const response = await call(app.app, "GET", outboxUrl);
        expect(response.status, JSON.stringify(env)).toBe(404);
        expect(response.body.errorCode).toBe("err.api.notFound");
      } finally {
        await app.close();
      }
    }
  });
});
