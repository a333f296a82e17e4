import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import {
  captchaChallenges,
  loginFailures,
  loginGuards,
  partnerNonces,
  sessions,
  smsCodes,
} from "../../db/schema/index.ts";
import { addSeconds } from "../../http/clock.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { buildUser } from "../../test/factories.ts";
import { createSession, revokeSession } from "./sessions.ts";
import { sweepExpired } from "./sweep-expired.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function total(
  db: Db,
  table:
    | typeof smsCodes
    | typeof captchaChallenges
    | typeof loginFailures
    | typeof loginGuards
    | typeof partnerNonces
    | typeof sessions,
) {
  const [row] = await db.select({ total: count() }).from(table);
  return row?.total;
}

describe("sweepExpired", () => {
  it("removes only rows no rule can use any more", async () => {
    const { db } = context;
    const now = context.clock.now();
    const ago = (seconds: number) => addSeconds(now, -seconds);
    await db.insert(captchaChallenges).values([
      { targetX: 100, phoneNumber: "19900000000", address: "10.0.0.1", expiresAt: ago(1) },
      { targetX: 100, phoneNumber: "19900000000", address: "10.0.0.1", expiresAt: addSeconds(now, 60) },
    ]);
    const code = { phoneNumber: "19900000000", address: "10.0.0.1", codeHash: "x", expiresAt: ago(0) };
    await db.insert(smsCodes).values([
      { ...code, createdAt: ago(3601) },
      { ...code, createdAt: ago(3000) },
    ]);
    const failure = { kind: "PASSWORD" as const, phoneNumber: "19900000000", address: "10.0.0.1" };
    await db.insert(loginFailures).values([
      { ...failure, createdAt: ago(16 * 60) },
      { ...failure, createdAt: ago(60) },
    ]);
    await db.insert(partnerNonces).values([
      { nonce: "expired-nonce", expiresAt: ago(1) },
      { nonce: "live-nonce", expiresAt: addSeconds(now, 60) },
    ]);
    const day = 24 * 3600;
    await db.insert(loginGuards).values([
      {
        kind: "PASSWORD",
        phoneNumber: "19900000001",
        windowStartedAt: ago(day + 1),
        lockedUntil: ago(day + 1),
      },
      { kind: "PASSWORD", phoneNumber: "19900000002", windowStartedAt: ago(day + 1), lockedUntil: ago(60) },
      { kind: "SMS_CODES", phoneNumber: "19900000001", windowStartedAt: ago(60) },
    ]);
    const user = await buildUser(db);
    const session = { userOid: user.oid, currentOrgOid: null, rolesVersion: 1, fromProject: false };
    await createSession(db, { ...session, kind: "SESSION", now: ago(8 * 24 * 3600) });
    const revoked = await createSession(db, { ...session, kind: "SESSION", now });
    await revokeSession(db, revoked.row.oid, now);
    await createSession(db, { ...session, kind: "SESSION", now });

    await sweepExpired(db, now);

    expect(await total(db, captchaChallenges)).toBe(1);
    expect(await total(db, smsCodes)).toBe(1);
    expect(await total(db, loginFailures)).toBe(1);
    expect(await total(db, partnerNonces)).toBe(1);
    // A lock that ended within a day is kept, so the next lock still doubles.
    expect(await total(db, loginGuards)).toBe(2);
    expect(await total(db, sessions)).toBe(1);
  });
});
