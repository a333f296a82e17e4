// Password login: the password arrives RSA-encrypted; failures feed the captcha risk.
import type { CaptchaParams, LoginResult } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import { errors } from "../../http/errors.ts";
import { findUserByPhone } from "../users/repository.ts";
import { loginNeedsChallenge, recordLoginFailure } from "./captcha/risk.ts";
import type { CaptchaProvider } from "./captcha/slide-captcha.ts";
import { startSession } from "./login-result.ts";
import { verifyPassword } from "./passwords.ts";
import { decryptPassword, type LoginKey } from "./rsa-keys.ts";

export interface AccountLoginProps {
  phoneNumber: string;
  /** base64 RSA-OAEP ciphertext. */
  password: string;
  captcha: CaptchaParams | null;
  address: string;
}

export async function accountLogin(
  deps: { db: Db; captcha: CaptchaProvider; loginKey: () => Promise<LoginKey> },
  props: AccountLoginProps,
  now: Date,
): Promise<LoginResult> {
  const { db } = deps;
  if (await loginNeedsChallenge(db, props.phoneNumber, props.address, now)) {
    if (!(await deps.captcha.verify(props.captcha, now))) throw errors.loginCaptchaFailed();
  }
  const password = decryptPassword(await deps.loginKey(), props.password);
  const failed = () =>
    recordLoginFailure(db, { kind: "PASSWORD", phoneNumber: props.phoneNumber, address: props.address, now });
  const user = await findUserByPhone(db, props.phoneNumber);
  if (!user) {
    await failed();
    throw errors.phoneUnopened();
  }
  if (user.state !== "ACTIVE") throw errors.userInactive();
  if (!(await verifyPassword(password, user.passwordHash))) {
    await failed();
    throw errors.loginFailed();
  }
  return startSession(db, { user, fromProject: user.fromProject, now });
}
