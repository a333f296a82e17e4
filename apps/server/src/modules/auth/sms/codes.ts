// SMS codes: cool-down per phone, limit per address, daily caps per phone (then a lock), expiry,
// an atomic wrong-guess limit per code, single use. The gateway is called outside any transaction.
// A code serves one purpose (login, password reset, one user's phone change): the purpose is part of
// its hash, so a code sent for one cannot be spent on another and no column is needed for it. All
// purposes share a phone's cool-down, caps and locks: one phone, one budget of messages.
import { createHash, randomInt } from "node:crypto";
import { type CaptchaParams, SMS, type SmsCodesResult } from "@textbook/shared";
import { and, asc, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.ts";
import { newOid } from "../../../db/oid.ts";
import { smsCodes } from "../../../db/schema/index.ts";
import { addSeconds, secondsBetween } from "../../../http/clock.ts";
import { errors } from "../../../http/errors.ts";
import { findUserByPhone, type UserRow } from "../../users/repository.ts";
import { recordLoginFailure, smsNeedsChallenge } from "../captcha/risk.ts";
import type { CaptchaProvider } from "../captcha/slide-captcha.ts";
import {
  chinaTime,
  countAttempt,
  type GuardRule,
  lock,
  lockedUntil,
  returnAttempt,
  SMS_CODES_GUARD,
  SMS_FAILURES_GUARD,
} from "../login-guards.ts";
import type { SmsProvider } from "./provider.ts";

const HOUR_SECONDS = 3600;

export type SmsPurpose =
  | { kind: "LOGIN" }
  | { kind: "PASSWORD_RESET" }
  /** The code goes to the new phone and only this user may spend it. */
  | { kind: "PHONE_CHANGE"; userOid: string };

const LOGIN_PURPOSE = { kind: "LOGIN" } as const;

const TEMPLATES = {
  LOGIN: "login",
  PASSWORD_RESET: "passwordReset",
  PHONE_CHANGE: "phoneChange",
} as const satisfies Record<SmsPurpose["kind"], string>;

function purposeKey(purpose: SmsPurpose): string {
  return purpose.kind === "PHONE_CHANGE" ? `PHONE_CHANGE:${purpose.userOid}` : purpose.kind;
}

function hashCode(codeOid: string, code: string, purpose: SmsPurpose): string {
  // Login codes keep the plain form so codes in flight during an upgrade still work.
  const prefix = purpose.kind === "LOGIN" ? "" : `${purposeKey(purpose)}:`;
  return createHash("sha256").update(`${prefix}${codeOid}:${code}`).digest("hex");
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** SMS.codeLength)).padStart(SMS.codeLength, "0");
}

async function requireLoginUser(db: Db, phoneNumber: string): Promise<UserRow> {
  const user = await findUserByPhone(db, phoneNumber);
  if (!user) throw errors.phoneUnopened();
  if (user.state !== "ACTIVE") throw errors.userInactive();
  return user;
}

async function checkCooldown(db: Db, phoneNumber: string, now: Date) {
  const [latest] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.phoneNumber, phoneNumber))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!latest) return;
  const elapsed = secondsBetween(now, latest.createdAt);
  if (elapsed < SMS.cooldownSeconds) throw errors.smsTooFrequent(Math.ceil(SMS.cooldownSeconds - elapsed));
}

async function checkAddressLimit(db: Db, address: string, now: Date) {
  const since = addSeconds(now, -HOUR_SECONDS);
  const inWindow = and(eq(smsCodes.address, address), gt(smsCodes.createdAt, since));
  const [row] = await db.select({ total: count() }).from(smsCodes).where(inWindow);
  if ((row?.total ?? 0) < SMS.perIpPerHour) return;
  const [oldest] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(inWindow)
    .orderBy(asc(smsCodes.createdAt))
    .limit(1);
  const freeAt = addSeconds(oldest?.createdAt ?? now, HOUR_SECONDS);
  throw errors.smsIpLimited(Math.max(1, Math.ceil(secondsBetween(freeAt, now))));
}

const SMS_GUARDS = [SMS_CODES_GUARD.kind, SMS_FAILURES_GUARD.kind];

async function refuseWhenLocked(db: Db, phoneNumber: string, now: Date): Promise<void> {
  const until = await lockedUntil(db, SMS_GUARDS, phoneNumber, now);
  if (until) throw errors.smsLocked(chinaTime(until), until);
}

/** A daily cap was reached: SMS login for the phone locks for SMS.lockHours. */
async function lockedError(db: Db, rule: GuardRule, phoneNumber: string, now: Date) {
  const until = await lock(db, rule, phoneNumber, now);
  // Null only when a concurrent success or a new window freed the phone meanwhile.
  return until ? errors.smsLocked(chinaTime(until), until) : errors.smsAttemptsExceeded();
}

export interface RequestSmsCodeProps {
  phoneNumber: string;
  address: string;
  captcha: CaptchaParams | null;
  log: FastifyBaseLogger;
  /** LOGIN when absent. */
  purpose?: SmsPurpose;
}

/** Login and reset codes go to an active account; a phone-change code to a number nobody has. */
async function checkRecipient(db: Db, phoneNumber: string, purpose: SmsPurpose): Promise<void> {
  if (purpose.kind !== "PHONE_CHANGE") {
    await requireLoginUser(db, phoneNumber);
    return;
  }
  if (await findUserByPhone(db, phoneNumber)) throw errors.phoneTaken();
}

export async function requestSmsCode(
  deps: { db: Db; sms: SmsProvider; captcha: CaptchaProvider },
  props: RequestSmsCodeProps,
  now: Date,
): Promise<SmsCodesResult> {
  const { db } = deps;
  const { phoneNumber, address } = props;
  const purpose = props.purpose ?? LOGIN_PURPOSE;
  await checkRecipient(db, phoneNumber, purpose);
  await refuseWhenLocked(db, phoneNumber, now);
  await checkCooldown(db, phoneNumber, now);
  await checkAddressLimit(db, address, now);
  if (await smsNeedsChallenge(db, phoneNumber, address, now)) {
    if (!(await deps.captcha.verify(props.captcha, { phoneNumber, address }, now))) {
      throw errors.requestCaptchaFailed();
    }
  }
  if ((await countAttempt(db, SMS_CODES_GUARD, phoneNumber, now)) === null) {
    throw await lockedError(db, SMS_CODES_GUARD, phoneNumber, now);
  }
  const code = generateCode();
  const oid = newOid();
  // Committed before the gateway is called: a slow gateway holds no connection or lock.
  await db.insert(smsCodes).values({
    oid,
    phoneNumber,
    address,
    codeHash: hashCode(oid, code, purpose),
    expiresAt: addSeconds(now, SMS.codeTtlSeconds),
    createdAt: now,
  });
  try {
    await deps.sms.send(db, { phoneNumber, code, template: TEMPLATES[purpose.kind], now, log: props.log });
  } catch (error) {
    // A code that never left counts toward no cool-down, address limit or daily cap.
    await db.delete(smsCodes).where(eq(smsCodes.oid, oid));
    await returnAttempt(db, SMS_CODES_GUARD, phoneNumber);
    throw error;
  }
  return { cooldownSeconds: SMS.cooldownSeconds, expiresInSeconds: SMS.codeTtlSeconds };
}

/** Checks the latest login (or reset) code for the phone and consumes it; returns its active user. */
export async function consumeSmsCode(
  db: Db,
  props: { phoneNumber: string; smsCode: string; address: string },
  now: Date,
  purpose: { kind: "LOGIN" | "PASSWORD_RESET" } = LOGIN_PURPOSE,
): Promise<UserRow> {
  await consumeCode(db, props, purpose, now);
  return requireLoginUser(db, props.phoneNumber);
}

/**
 * Checks the latest code for the phone against the purpose and consumes it. The latest code counts:
 * asking for another (for any purpose) makes the earlier ones useless.
 */
export async function consumeCode(
  db: Db,
  props: { phoneNumber: string; smsCode: string; address: string },
  purpose: SmsPurpose,
  now: Date,
): Promise<void> {
  await refuseWhenLocked(db, props.phoneNumber, now);
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phoneNumber, props.phoneNumber), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!latest) throw errors.smsCodeWrong();
  if (latest.expiresAt <= now) throw errors.smsCodeExpired();
  // The guess is counted before it is judged, in one conditional update: parallel guesses cannot
  // all pass a limit they read before any of them counted.
  const counted = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.oid, latest.oid), lt(smsCodes.attempts, SMS.maxAttempts)))
    .returning({ attempts: smsCodes.attempts });
  if (counted.length === 0) throw errors.smsAttemptsExceeded();
  if (hashCode(latest.oid, props.smsCode, purpose) !== latest.codeHash) {
    await recordLoginFailure(db, {
      kind: "SMS",
      phoneNumber: props.phoneNumber,
      address: props.address,
      now,
    });
    const failures = await countAttempt(db, SMS_FAILURES_GUARD, props.phoneNumber, now);
    if (failures === null) throw await lockedError(db, SMS_FAILURES_GUARD, props.phoneNumber, now);
    if (failures >= SMS_FAILURES_GUARD.max) await lock(db, SMS_FAILURES_GUARD, props.phoneNumber, now);
    throw errors.smsCodeWrong();
  }
  const consumed = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.oid, latest.oid), isNull(smsCodes.consumedAt)))
    .returning({ oid: smsCodes.oid });
  // A concurrent request consumed it first: the code is single use.
  if (consumed.length === 0) throw errors.smsCodeWrong();
}
