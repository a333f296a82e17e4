// Deletes login machinery that no rule can look at any more, so those tables stay small.
import { and, isNotNull, isNull, lt, or } from "drizzle-orm";
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
import { CAPTCHA_RISK } from "./captcha/risk.ts";

/** SMS codes feed the per-address hourly limit, so they are kept an hour past creation. */
const SMS_CODE_RETENTION_SECONDS = 3600;
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/**
 * A login guard goes once its window (at most a day) is over and its last lock ended a day ago:
 * until then the next lock still doubles.
 */
const GUARD_RETENTION_SECONDS = 24 * 3600;

export async function sweepExpired(db: Db, now: Date): Promise<void> {
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, now));
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, addSeconds(now, -SMS_CODE_RETENTION_SECONDS)));
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, addSeconds(now, -CAPTCHA_RISK.failureWindowSeconds)));
  const guardCutoff = addSeconds(now, -GUARD_RETENTION_SECONDS);
  await db
    .delete(loginGuards)
    .where(
      and(
        lt(loginGuards.windowStartedAt, guardCutoff),
        or(isNull(loginGuards.lockedUntil), lt(loginGuards.lockedUntil, guardCutoff)),
      ),
    );
  await db.delete(partnerNonces).where(lt(partnerNonces.expiresAt, now));
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt), isNotNull(sessions.usedAt)));
}
