// A user's own account (issue 15 §1): 修改密码 (also the forced change after login), 修改手机号 and
// 忘记密码. Every form shows its own failures under its fields, so the calls bypass the error panel.
// Passwords arrive here already sealed with the login key (pages/account/seal-password.ts).
import {
  type CaptchaParams,
  type ChangeMyPasswordBody,
  HEADERS,
  type LoginResult,
  type PasswordResetBody,
  passportCalls,
  type SmsCodesResult,
  type UpdatePhoneNumberBody,
  userCalls,
} from "@textbook/shared";
import { call } from "./call.ts";

const captchaHeaders = (captcha?: CaptchaParams) =>
  captcha ? { [HEADERS.captcha]: JSON.stringify(captcha) } : undefined;

export function changeMyPassword(body: ChangeMyPasswordBody): Promise<null> {
  return call(userCalls.changeMyPassword, { body, bypassError: true });
}

/** The code goes to the new phone, like the login's code with its captcha header. */
export function requestPhoneChangeCode(
  phoneNumber: string,
  captcha?: CaptchaParams,
): Promise<SmsCodesResult> {
  return call(userCalls.phoneChangeCodes, {
    body: { phoneNumber },
    headers: captchaHeaders(captcha),
    bypassError: true,
  });
}

/** One's own number answers the fresh session (the old ones end); another user's answers null. */
export function updatePhoneNumber(userOid: string, body: UpdatePhoneNumberBody): Promise<LoginResult | null> {
  return call(userCalls.updatePhoneNumber, { params: { id: userOid }, body, bypassError: true });
}

export function requestPasswordResetCode(
  phoneNumber: string,
  captcha?: CaptchaParams,
): Promise<SmsCodesResult> {
  return call(passportCalls.passwordResetCodes, {
    body: { phoneNumber },
    headers: captchaHeaders(captcha),
    bypassError: true,
  });
}

export function resetPassword(body: PasswordResetBody): Promise<null> {
  return call(passportCalls.passwordResets, { body, bypassError: true });
}
