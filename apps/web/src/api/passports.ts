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
  type SmsCodesResult,
  type SmsLoginBody,
} from "@textbook/shared";
import { request } from "./client.ts";

export function fetchPublicKey(): Promise<PublicKey> {
  return request<PublicKey>("/passports/public-key", { bypassError: true });
}

/** A challenge is bound to the phone it is solved for. */
export function fetchCaptchaChallenge(phoneNumber: string): Promise<CaptchaChallenge> {
  return request<CaptchaChallenge>("/captcha/challenge", { query: { phoneNumber }, bypassError: true });
}

/** The captcha travels as a JSON header here (shell §7 getSmsCodes). */
export function requestSmsCode(phoneNumber: string, captcha?: CaptchaParams): Promise<SmsCodesResult> {
  return request<SmsCodesResult>("/passports/sms-codes", {
    method: "POST",
    body: { phoneNumber },
    headers: captcha ? { [HEADERS.captcha]: JSON.stringify(captcha) } : undefined,
    bypassError: true,
  });
}

export function accountLogin(body: AccountLoginBody): Promise<LoginResult> {
  return request<LoginResult>("/passports/account-login", { method: "POST", body, bypassError: true });
}

export function smsLogin(body: SmsLoginBody): Promise<LoginResult> {
  return request<LoginResult>("/passports/sms-login", { method: "POST", body, bypassError: true });
}

export function logout(): Promise<null> {
  return request<null>("/passports/logout", { method: "POST" });
}

export function switchOrg(orgOid: string, options: { bypassError?: boolean } = {}): Promise<LoginResult> {
  return request<LoginResult>("/passports/switch-org", {
    method: "POST",
    body: { orgOid },
    bypassError: options.bypassError,
  });
}

/** Checks a stored token explicitly (the loading route), so a stale one never reaches the panel. */
export function fetchLoginInfo(token: string): Promise<LoginResult> {
  return request<LoginResult>("/passports/login-info", { token, bypassError: true });
}

export function exchangeHandoffToken(token: string): Promise<LoginResult> {
  return request<LoginResult>("/users/tokens/exchange", {
    method: "POST",
    body: { token },
    bypassError: true,
  });
}

export function partnerLogin(ticket: string): Promise<PartnerLoginResult> {
  return request<PartnerLoginResult>("/passports/zjy-login", {
    method: "POST",
    body: { ticket },
    bypassError: true,
  });
}

/** Operator-configured links; public, because the login page shows them before any session. */
export function fetchClientConfig(): Promise<ClientConfig> {
  return request<ClientConfig>("/systems/client-config", { bypassError: true });
}
