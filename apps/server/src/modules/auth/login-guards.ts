// Hard per-phone login limits (ASVS V2.2.1): a count of attempts over a window, then a lock.
// Every step is one conditional statement on login_guards, so parallel requests cannot race past
// a cap and every instance sees the same count.
import { LOGIN, SMS } from "@textbook/shared";
import { and, eq, gt, inArray, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type LOGIN_GUARD_KINDS, loginGuards } from "../../db/schema/index.ts";

export type GuardKind = (typeof LOGIN_GUARD_KINDS)[number];

export interface GuardRule {
  kind: GuardKind;
  /** Attempts allowed in one window; the one that fills it starts the lock. */
  max: number;
  windowSeconds: number;
  /** The first lock's length; `doubling` locks grow with each further lock, up to maxLockSeconds. */
  lockSeconds: number;
  doubling: boolean;
  maxLockSeconds: number;
}

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

export const PASSWORD_GUARD: GuardRule = {
  kind: "PASSWORD",
  max: LOGIN.failuresBeforeLock,
  windowSeconds: LOGIN.lockWindowMinutes * MINUTE,
  lockSeconds: LOGIN.lockMinutes * MINUTE,
  doubling: true,
  maxLockSeconds: LOGIN.maxLockMinutes * MINUTE,
};

const SMS_LOCK_SECONDS = SMS.lockHours * 60 * MINUTE;

export const SMS_CODES_GUARD: GuardRule = {
  kind: "SMS_CODES",
  max: SMS.codesPerPhonePerDay,
  windowSeconds: DAY,
  lockSeconds: SMS_LOCK_SECONDS,
  doubling: false,
  maxLockSeconds: SMS_LOCK_SECONDS,
};

export const SMS_FAILURES_GUARD: GuardRule = {
  kind: "SMS_FAILURES",
  max: SMS.failuresPerPhonePerDay,
  windowSeconds: DAY,
  lockSeconds: SMS_LOCK_SECONDS,
  doubling: false,
  maxLockSeconds: SMS_LOCK_SECONDS,
};

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function windowOver(rule: GuardRule, now: Date) {
  return sql`${loginGuards.windowStartedAt} <= ${at(now)} - ${rule.windowSeconds} * interval '1 second'`;
}

const notLocked = (now: Date) =>
  sql`(${loginGuards.lockedUntil} is null or ${loginGuards.lockedUntil} <= ${at(now)})`;

/**
 * Counts one attempt (a failure, a code) for the phone. Returns its number in the window, or null
 * when the phone is locked or the window is already full (the caller then calls `lock`).
 */
export async function countAttempt(
  db: Db,
  rule: GuardRule,
  phoneNumber: string,
  now: Date,
): Promise<number | null> {
  const over = windowOver(rule, now);
  const [row] = await db
    .insert(loginGuards)
    .values({ kind: rule.kind, phoneNumber, attempts: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [loginGuards.kind, loginGuards.phoneNumber],
      set: {
        attempts: sql`case when ${over} then 1 else ${loginGuards.attempts} + 1 end`,
        windowStartedAt: sql`case when ${over} then ${at(now)} else ${loginGuards.windowStartedAt} end`,
      },
      setWhere: sql`${notLocked(now)} and (${over} or ${loginGuards.attempts} < ${rule.max})`,
    })
    .returning({ attempts: loginGuards.attempts });
  return row?.attempts ?? null;
}

/**
 * Starts a lock when the window is full and no lock runs, and answers the lock's end (the running
 * lock's when there is one). Null when the phone is neither locked nor full.
 */
export async function lock(db: Db, rule: GuardRule, phoneNumber: string, now: Date): Promise<Date | null> {
  const length = rule.doubling
    ? sql`least(${rule.lockSeconds} * power(2, ${loginGuards.locks}), ${rule.maxLockSeconds})`
    : sql`${rule.lockSeconds}`;
  await db
    .update(loginGuards)
    .set({
      lockedUntil: sql`${at(now)} + ${length} * interval '1 second'`,
      locks: sql`${loginGuards.locks} + 1`,
      attempts: 0,
      windowStartedAt: now,
    })
    .where(
      and(
        eq(loginGuards.kind, rule.kind),
        eq(loginGuards.phoneNumber, phoneNumber),
        notLocked(now),
        sql`${loginGuards.attempts} >= ${rule.max}`,
        sql`not ${windowOver(rule, now)}`,
      ),
    );
  return lockedUntil(db, [rule.kind], phoneNumber, now);
}

/** The latest end of a running lock of any of these kinds, or null. */
export async function lockedUntil(
  db: Db,
  kinds: GuardKind[],
  phoneNumber: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ until: max(loginGuards.lockedUntil) })
    .from(loginGuards)
    .where(
      and(
        inArray(loginGuards.kind, kinds),
        eq(loginGuards.phoneNumber, phoneNumber),
        gt(loginGuards.lockedUntil, now),
      ),
    );
  return row?.until ? new Date(row.until) : null;
}

/** Gives back an attempt that did not happen (an SMS the gateway refused to send). */
export async function returnAttempt(db: Db, rule: GuardRule, phoneNumber: string): Promise<void> {
  await db
    .update(loginGuards)
    .set({ attempts: sql`greatest(${loginGuards.attempts} - 1, 0)` })
    .where(and(eq(loginGuards.kind, rule.kind), eq(loginGuards.phoneNumber, phoneNumber)));
}

/**
 * A success: the count and the doubling start over, unless a lock runs or the window filled up
 * meanwhile (then false). One conditional delete, so a right guess racing wrong ones is admitted
 * only while fewer than `max` failures were counted before it.
 */
export async function admitSuccess(
  db: Db,
  rule: GuardRule,
  phoneNumber: string,
  now: Date,
): Promise<boolean> {
  const mine = and(eq(loginGuards.kind, rule.kind), eq(loginGuards.phoneNumber, phoneNumber));
  const cleared = await db
    .delete(loginGuards)
    .where(
      and(mine, notLocked(now), sql`(${windowOver(rule, now)} or ${loginGuards.attempts} < ${rule.max})`),
    )
    .returning({ kind: loginGuards.kind });
  if (cleared.length > 0) return true;
  const [blocking] = await db.select({ kind: loginGuards.kind }).from(loginGuards).where(mine);
  return !blocking;
}

/** Whole minutes left until `until`, at least 1 (the message says "N 分钟"). */
export function minutesLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

const CHINA_TIME = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Shanghai",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "11月27日 03:15" in China time, for messages that say until when. */
export function chinaTime(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    CHINA_TIME.formatToParts(date).find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("month")}月${part("day")}日 ${part("hour")}:${part("minute")}`;
}
