// Password login: the password arrives RSA-encrypted; failures feed the captcha risk and the
// per-account lockout (login-guards.ts). Nothing about the account's state is told before the
// password is right.
import type { CaptchaParams, LoginResult } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import { errors } from "../../http/errors.ts";
import { findUserByPhone, type UserRow } from "../users/repository.ts";
import { loginNeedsChallenge, recordLoginFailure } from "./captcha/risk.ts";
import type { CaptchaProvider } from "./captcha/slide-captcha.ts";
import {
  admitSuccess,
  countAttempt,
  lock,
  lockedUntil,
  minutesLeft,
  PASSWORD_GUARD,
} from "./login-guards.ts";
import { startSession } from "./login-result.ts";
import { upgradePasswordHash, verifyPassword } from "./passwords.ts";
import { decryptPassword, type LoginKey } from "./rsa-keys.ts";

export interface AccountLoginProps {
  phoneNumber: string;
  /** base64 RSA-OAEP ciphertext. */
  password: string;
  captcha: CaptchaParams | null;
  address: string;
}

export type AccountLoginDeps = { db: Db; captcha: CaptchaProvider; loginKey: () => Promise<LoginKey> };

export async function accountLogin(
  deps: AccountLoginDeps,
  props: AccountLoginProps,
  now: Date,
): Promise<LoginResult> {
  const user = await verifyAccountLogin(deps, props, now);
  return startSession(deps.db, { user, fromProject: user.fromProject, now });
}

/**
 * The password login's checks (captcha, lockout, password, state) without the session: the
 * editor's login and the reader's (modules/readers) each start their own kind of session after it.
 */
export async function verifyAccountLogin(
  deps: AccountLoginDeps,
  props: AccountLoginProps,
  now: Date,
): Promise<UserRow> {
  const { db } = deps;
  const { phoneNumber, address } = props;
  if (await loginNeedsChallenge(db, phoneNumber, address, now)) {
    const binding = { phoneNumber, address };
    if (!(await deps.captcha.verify(props.captcha, binding, now))) throw errors.loginCaptchaFailed();
  }
  const password = decryptPassword(await deps.loginKey(), props.password);
  const lockedError = (until: Date | null) =>
    until ? errors.loginLocked(minutesLeft(until, now), until) : errors.loginFailed();
  const running = await lockedUntil(db, [PASSWORD_GUARD.kind], phoneNumber, now);
  if (running) throw lockedError(running);
  // The outcome is judged first and committed after, each by one conditional statement: parallel
  // guesses get at most `max` answers that say anything about the password, while parallel right
  // logins all pass.
  /** Counts a failure; answers the lock instead once the window is full. */
  const failed = async () => {
    await recordLoginFailure(db, { kind: "PASSWORD", phoneNumber, address, now });
    const failures = await countAttempt(db, PASSWORD_GUARD, phoneNumber, now);
    if (failures === null) return lockedError(await lock(db, PASSWORD_GUARD, phoneNumber, now));
    if (failures >= PASSWORD_GUARD.max) await lock(db, PASSWORD_GUARD, phoneNumber, now);
    return null;
  };
  const user = await findUserByPhone(db, phoneNumber);
  if (!user) throw (await failed()) ?? errors.phoneUnopened();
  if (!(await verifyPassword(password, user.passwordHash))) throw (await failed()) ?? errors.loginFailed();
  if (!(await admitSuccess(db, PASSWORD_GUARD, phoneNumber, now))) {
    throw lockedError(await lock(db, PASSWORD_GUARD, phoneNumber, now));
  }
  if (user.state !== "ACTIVE") throw errors.userInactive();
  await upgradePasswordHash(db, user, password);
  return user;
}
