// When the risk-based captcha asks for a slide challenge. Counts live in the database so every
// instance agrees.
import { LOGIN } from "@textbook/shared";
import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { type LOGIN_FAILURE_KINDS, loginFailures, smsCodes } from "../../../db/schema/index.ts";
import { addSeconds } from "../../../http/clock.ts";

export const CAPTCHA_RISK = {
  /** Window over which SMS requests are counted. */
  smsWindowSeconds: 10 * 60,
  /** Earlier SMS requests for one phone within the window after which a challenge is required. */
  smsRequestsPerPhone: 2,
  smsRequestsPerAddress: 5,
  /** Window over which failed logins are counted. */
  failureWindowSeconds: 15 * 60,
  smsLoginFailuresPerPhone: 3,
  passwordFailuresPerPhone: LOGIN.failuresBeforeChallenge,
  passwordFailuresPerAddress: 10,
} as const;

export type LoginFailureKind = (typeof LOGIN_FAILURE_KINDS)[number];

async function countSmsRequests(db: Db, column: "phoneNumber" | "address", value: string, since: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes[column], value), gt(smsCodes.createdAt, since)));
  return row?.total ?? 0;
}

async function countFailures(
  db: Db,
  kind: LoginFailureKind,
  column: "phoneNumber" | "address",
  value: string,
  since: Date,
) {
  const [row] = await db
    .select({ total: count() })
    .from(loginFailures)
    .where(
      and(eq(loginFailures.kind, kind), eq(loginFailures[column], value), gt(loginFailures.createdAt, since)),
    );
  return row?.total ?? 0;
}

export async function smsNeedsChallenge(
  db: Db,
  phoneNumber: string,
  address: string,
  now: Date,
): Promise<boolean> {
  const since = addSeconds(now, -CAPTCHA_RISK.smsWindowSeconds);
  if ((await countSmsRequests(db, "phoneNumber", phoneNumber, since)) >= CAPTCHA_RISK.smsRequestsPerPhone)
    return true;
  if ((await countSmsRequests(db, "address", address, since)) >= CAPTCHA_RISK.smsRequestsPerAddress)
    return true;
  const failureSince = addSeconds(now, -CAPTCHA_RISK.failureWindowSeconds);
  return (
    (await countFailures(db, "SMS", "phoneNumber", phoneNumber, failureSince)) >=
    CAPTCHA_RISK.smsLoginFailuresPerPhone
  );
}

export async function loginNeedsChallenge(
  db: Db,
  phoneNumber: string,
  address: string,
  now: Date,
): Promise<boolean> {
  const since = addSeconds(now, -CAPTCHA_RISK.failureWindowSeconds);
  if (
    (await countFailures(db, "PASSWORD", "phoneNumber", phoneNumber, since)) >=
    CAPTCHA_RISK.passwordFailuresPerPhone
  ) {
    return true;
  }
  return (
    (await countFailures(db, "PASSWORD", "address", address, since)) >=
    CAPTCHA_RISK.passwordFailuresPerAddress
  );
}

export async function recordLoginFailure(
  db: Db,
  props: { kind: LoginFailureKind; phoneNumber: string; address: string; now: Date },
): Promise<void> {
  await db.insert(loginFailures).values({
    kind: props.kind,
    phoneNumber: props.phoneNumber,
    address: props.address,
    createdAt: props.now,
  });
}
