// Login and session calls (shell §7 Login calls; docs/api-contract.md). The login form handles its
// own failures, so its calls bypass the global error panel.
import {
  type AccountLoginBody,
  type CaptchaChallenge,
  type CaptchaParams,
  type ClientConfig,
  HEADERS,
  type LoginResult,
  type PartnerLoginResult,
  type PublicKey,
  passportCalls,
  type SmsCodesResult,
  type SmsLoginBody,
  systemCalls,
  userCalls,
} from "@textbook/shared";
import { call } from "./call.ts";

export function fetchPublicKey(): Promise<PublicKey> {
  return call(passportCalls.publicKey, { bypassError: true });
}

/** A challenge is bound to the phone it is solved for. */
export function fetchCaptchaChallenge(phoneNumber: string): Promise<CaptchaChallenge> {
  return call(passportCalls.captchaChallenge, { query: { phoneNumber }, bypassError: true });
}

/** The captcha travels as a JSON header here (shell §7 getSmsCodes). */
export function requestSmsCode(phoneNumber: string, captcha?: CaptchaParams): Promise<SmsCodesResult> {
  return call(passportCalls.smsCodes, {
    body: { phoneNumber },
    headers: captcha ? { [HEADERS.captcha]: JSON.stringify(captcha) } : undefined,
    bypassError: true,
  });
}

export function accountLogin(body: AccountLoginBody): Promise<LoginResult> {
  return call(passportCalls.accountLogin, { body, bypassError: true });
}

export function smsLogin(body: SmsLoginBody): Promise<LoginResult> {
  return call(passportCalls.smsLogin, { body, bypassError: true });
}

export function logout(): Promise<null> {
  return call(passportCalls.logout);
}

export function switchOrg(orgOid: string, options: { bypassError?: boolean } = {}): Promise<LoginResult> {
  return call(passportCalls.switchOrg, { body: { orgOid }, bypassError: options.bypassError });
}

/** Checks a stored token explicitly (the loading route), so a stale one never reaches the panel. */
export function fetchLoginInfo(token: string): Promise<LoginResult> {
  return call(passportCalls.loginInfo, { token, bypassError: true });
}

export function exchangeHandoffToken(token: string): Promise<LoginResult> {
  return call(userCalls.exchangeToken, { body: { token }, bypassError: true });
}

export function partnerLogin(ticket: string): Promise<PartnerLoginResult> {
  return call(passportCalls.partnerLogin, { body: { ticket }, bypassError: true });
}

/** Operator-configured links; public, because the login page shows them before any session. */
export function fetchClientConfig(): Promise<ClientConfig> {
  return call(systemCalls.clientConfig, { bypassError: true });
}
