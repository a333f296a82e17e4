// SMS codes: cool-down per phone, limit per address, expiry, wrong-attempt limit, single use.
import { createHash, randomInt } from "node:crypto";
import { type CaptchaParams, SMS, type SmsCodesResult } from "@textbook/shared";
import { and, asc, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.ts";
import { newOid } from "../../../db/oid.ts";
import { smsCodes } from "../../../db/schema/index.ts";
import { addSeconds, secondsBetween } from "../../../http/clock.ts";
import { errors } from "../../../http/errors.ts";
import { findUserByPhone, type UserRow } from "../../users/repository.ts";
import { recordLoginFailure, smsNeedsChallenge } from "../captcha/risk.ts";
import type { CaptchaProvider } from "../captcha/slide-captcha.ts";
import type { SmsProvider } from "./provider.ts";

const HOUR_SECONDS = 3600;

function hashCode(codeOid: string, code: string): string {
  return createHash("sha256").update(`${codeOid}:${code}`).digest("hex");
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

export interface RequestSmsCodeProps {
  phoneNumber: string;
  address: string;
  captcha: CaptchaParams | null;
  log: FastifyBaseLogger;
}

export async function requestSmsCode(
  deps: { db: Db; sms: SmsProvider; captcha: CaptchaProvider },
  props: RequestSmsCodeProps,
  now: Date,
): Promise<SmsCodesResult> {
  const { db } = deps;
  await requireLoginUser(db, props.phoneNumber);
  await checkCooldown(db, props.phoneNumber, now);
  await checkAddressLimit(db, props.address, now);
  if (await smsNeedsChallenge(db, props.phoneNumber, props.address, now)) {
    if (!(await deps.captcha.verify(props.captcha, now))) throw errors.requestCaptchaFailed();
  }
  const code = generateCode();
  await db.transaction(async (tx) => {
    const oid = newOid();
    await tx.insert(smsCodes).values({
      oid,
      phoneNumber: props.phoneNumber,
      address: props.address,
      codeHash: hashCode(oid, code),
      expiresAt: addSeconds(now, SMS.codeTtlSeconds),
      createdAt: now,
    });
    await deps.sms.send(tx, { phoneNumber: props.phoneNumber, code, template: "login", now, log: props.log });
  });
  return { cooldownSeconds: SMS.cooldownSeconds, expiresInSeconds: SMS.codeTtlSeconds };
}

/** Checks the latest code for the phone and consumes it; returns the user it logs in. */
export async function consumeSmsCode(
  db: Db,
  props: { phoneNumber: string; smsCode: string; address: string },
  now: Date,
): Promise<UserRow> {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phoneNumber, props.phoneNumber), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!latest) throw errors.smsCodeWrong();
  if (latest.expiresAt <= now) throw errors.smsCodeExpired();
  if (latest.attempts >= SMS.maxAttempts) throw errors.smsAttemptsExceeded();
  if (hashCode(latest.oid, props.smsCode) !== latest.codeHash) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.oid, latest.oid));
    await recordLoginFailure(db, {
      kind: "SMS",
      phoneNumber: props.phoneNumber,
      address: props.address,
      now,
    });
    throw errors.smsCodeWrong();
  }
  const consumed = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.oid, latest.oid), isNull(smsCodes.consumedAt)))
    .returning({ oid: smsCodes.oid });
  // A concurrent request consumed it first: the code is single use.
  if (consumed.length === 0) throw errors.smsCodeWrong();
  return requireLoginUser(db, props.phoneNumber);
}
