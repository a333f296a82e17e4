// A production start seeds nothing unless told, and then warns on every start while the demo
// accounts keep the password the README publishes (F-01).
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { orgs, users } from "../db/schema/index.ts";
import { hashPassword } from "../modules/auth/passwords.ts";
import { createTestApp, type TestContext } from "../test/app.ts";
import { DEMO_USERS } from "./demo-accounts.ts";
import { DEMO_PASSWORD_WARNING, seedOnStart, warnAboutDemoPasswords } from "./on-start.ts";

const DEMO_PHONES = DEMO_USERS.map((user) => user.phoneNumber).sort();

function recordingLog() {
  const warnings: { fields: unknown; message: string }[] = [];
  return {
    warnings,
    warn: (fields: unknown, message: string) => {
      warnings.push({ fields, message });
    },
  };
}

describe("seedOnStart", () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it("seeds nothing on a production start without SEED=demo, nor on a plain start", async () => {
    for (const env of [{ NODE_ENV: "production" }, {}]) {
      expect(await seedOnStart(loadConfig(env), context)).toBe(false);
    }
    const [orgCount] = await context.db.select({ total: count() }).from(orgs);
    const [userCount] = await context.db.select({ total: count() }).from(users);
    expect(orgCount?.total).toBe(0);
    expect(userCount?.total).toBe(0);
  });
});

describe("a production start with SEED=demo", () => {
  const production = loadConfig({ NODE_ENV: "production", SEED: "demo" });
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
    expect(await seedOnStart(production, context)).toBe(true);
  }, 120_000);
  afterAll(() => context.close());

  it("seeds the demo data and warns on every start while demo accounts have the published password", async () => {
    for (let start = 0; start < 2; start += 1) {
      const log = recordingLog();
      expect(await warnAboutDemoPasswords(production, context.db, log)).toEqual(DEMO_PHONES);
      expect(log.warnings).toEqual([
        { fields: { phoneNumbers: DEMO_PHONES }, message: DEMO_PASSWORD_WARNING },
      ]);
    }
  });

  it("stays quiet in the demo mode, where the published password is the point", async () => {
    const log = recordingLog();
    expect(await warnAboutDemoPasswords(loadConfig({ DEMO_MODE: "1" }), context.db, log)).toEqual([]);
    expect(log.warnings).toEqual([]);
  });

  it("warns until the last demo account's password has changed", async () => {
    const [admin, ...others] = DEMO_PHONES;
    const changed = await hashPassword("Changed-2026");
    await context.db.update(users).set({ passwordHash: changed }).where(inArray(users.phoneNumber, others));
    const partly = recordingLog();
    expect(await warnAboutDemoPasswords(production, context.db, partly)).toEqual([admin]);
    expect(partly.warnings).toHaveLength(1);

    await context.db
      .update(users)
      .set({ passwordHash: changed })
      .where(eq(users.phoneNumber, admin ?? ""));
    const done = recordingLog();
    expect(await warnAboutDemoPasswords(production, context.db, done)).toEqual([]);
    expect(done.warnings).toEqual([]);
  });
});
