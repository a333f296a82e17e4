// Login and session calls (shell §7 Login calls). Request and response shapes shared by web and server.
import { z } from "zod";
import { ORG_ROLES, ORG_TYPES, SYS_ROLES, USER_STATES } from "../dictionaries.ts";
import { zLoginPassword, zOid, zPhoneNumber, zSmsCode } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";

/** Captcha parameters (shell §3); `data` carries the solved challenge. */
export const captchaParamsSchema = z.object({
  sceneId: z.string().max(64).optional(),
  certifyId: z.string().max(128).optional(),
  deviceToken: z.string().max(256).optional(),
  data: z.string().max(4096).optional(),
});
export type CaptchaParams = z.infer<typeof captchaParamsSchema>;

export const accountLoginBodySchema = z.object({
  phoneNumber: zPhoneNumber,
  /** RSA-OAEP (SHA-256) ciphertext of the password, base64, made with the key from GET /passports/public-key. */
  password: zLoginPassword,
  captcha: captchaParamsSchema.optional(),
});
export type AccountLoginBody = z.infer<typeof accountLoginBodySchema>;

export const smsCodesBodySchema = z.object({ phoneNumber: zPhoneNumber });
export type SmsCodesBody = z.infer<typeof smsCodesBodySchema>;

export const smsCodesResultSchema = z.object({
  cooldownSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SmsCodesResult = z.infer<typeof smsCodesResultSchema>;

export const smsLoginBodySchema = z.object({ phoneNumber: zPhoneNumber, smsCode: zSmsCode });
export type SmsLoginBody = z.infer<typeof smsLoginBodySchema>;

/** POST /passports/password-resets: the code from POST /passports/password-reset-codes and the new password. */
export const passwordResetBodySchema = z.object({
  phoneNumber: zPhoneNumber,
  smsCode: zSmsCode,
  /** RSA-OAEP ciphertext of the new password, like the login's; the server checks the shell §5 rule. */
  password: zLoginPassword,
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

export const switchOrgBodySchema = z.object({ orgOid: zOid });
export type SwitchOrgBody = z.infer<typeof switchOrgBodySchema>;

export const partnerLoginBodySchema = z.object({ ticket: z.string().trim().min(1).max(4096) });
export type PartnerLoginBody = z.infer<typeof partnerLoginBodySchema>;

export const tokenExchangeBodySchema = z.object({ token: z.string().trim().min(1).max(256) });
export type TokenExchangeBody = z.infer<typeof tokenExchangeBodySchema>;

export const publicKeySchema = z.object({ publicKey: z.string(), algorithm: z.literal("RSA-OAEP-256") });
export type PublicKey = z.infer<typeof publicKeySchema>;

export const sessionUserSchema = z.object({
  oid: z.string(),
  fullName: z.string(),
  state: z.enum(USER_STATES),
  phoneNumber: z.string(),
  sysRoles: z.array(z.enum(SYS_ROLES)),
  fullAvatarUrl: z.string().nullable(),
  zjyKgUserId: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const currentOrgSchema = z.object({
  oid: z.string(),
  type: z.enum(ORG_TYPES),
  name: z.string(),
  useSubjectResourceEnabled: z.boolean(),
  level: z.number().int(),
});
export type CurrentOrg = z.infer<typeof currentOrgSchema>;

/** Login response (shell §3). currentOrg is null when the user belongs to no organisation. */
export const loginResultSchema = z.object({
  user: sessionUserSchema,
  currentOrg: currentOrgSchema.nullable(),
  currentOrgRoles: z.array(z.enum(ORG_ROLES)),
  token: z.string(),
  fromProject: z.boolean(),
  /** A password someone else chose (the first admin's, an administrator's): every call but changing it is refused. */
  mustChangePassword: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const partnerLoginResultSchema = z.object({
  fromProject: z.literal(true),
  tokenData: loginResultSchema,
});
export type PartnerLoginResult = z.infer<typeof partnerLoginResultSchema>;

export const handoffTokenSchema = z.object({ token: z.string(), expiresInSeconds: z.number().int() });
export type HandoffToken = z.infer<typeof handoffTokenSchema>;

/** GET /captcha/challenge: a challenge is bound to the phone it is solved for (and the address). */
export const captchaChallengeQuerySchema = z.object({ phoneNumber: zPhoneNumber });
export type CaptchaChallengeQuery = z.infer<typeof captchaChallengeQuerySchema>;

/** Slide challenge of the self-hosted captcha (GET /captcha/challenge). */
export const captchaChallengeSchema = z.object({
  certifyId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  pieceY: z.number().int(),
  /** PNG data URL of the noisy background with the notch; no coordinates travel. */
  background: z.string(),
  /** PNG data URL of the piece to drag. */
  piece: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** What the browser sends as captcha `data` after sliding: final x and the drag track. */
export const captchaAnswerSchema = z.object({
  x: z.number(),
  /** [ms since the press, x, y] per pointer move. */
  track: z.array(z.tuple([z.number(), z.number(), z.number()])).max(500),
});
export type CaptchaAnswer = z.infer<typeof captchaAnswerSchema>;

/** Returned in `data` with a captcha failure so the browser knows to show the slide challenge. */
export const captchaRequiredSchema = z.object({ captchaRequired: z.literal(true) });

export const heartbeatSchema = z.object({ serverTime: z.string() });

export const passportCalls = defineCalls("passports", {
  publicKey: {
    method: "GET",
    path: "/passports/public-key",
    summary: "The key the login form encrypts the password with (SPKI PEM, RSA-OAEP-256)",
    data: publicKeySchema,
  },
  captchaChallenge: {
    method: "GET",
    path: "/captcha/challenge",
    summary: "A slide challenge for the phone about to log in (PNG data URLs, no coordinates)",
    query: captchaChallengeQuerySchema,
    data: captchaChallengeSchema,
  },
  smsCodes: {
    method: "POST",
    path: "/passports/sms-codes",
    summary: "Send a login code by SMS (a solved captcha travels in the x-captcha header)",
    body: smsCodesBodySchema,
    data: smsCodesResultSchema,
  },
  accountLogin: {
    method: "POST",
    path: "/passports/account-login",
    summary: "Log in with the phone number and the RSA-encrypted password",
    body: accountLoginBodySchema,
    data: loginResultSchema,
  },
  smsLogin: {
    method: "POST",
    path: "/passports/sms-login",
    summary: "Log in with the phone number and the SMS code",
    body: smsLoginBodySchema,
    data: loginResultSchema,
  },
  partnerLogin: {
    method: "POST",
    path: "/passports/zjy-login",
    summary: "Log in with a partner platform's signed ticket",
    body: partnerLoginBodySchema,
    data: partnerLoginResultSchema,
  },
  logout: {
    method: "POST",
    path: "/passports/logout",
    summary: "End the session (also with a stale roles version)",
    data: z.null(),
  },
  switchOrg: {
    method: "POST",
    path: "/passports/switch-org",
    summary: "Make another of the user's organisations the current one (same token)",
    body: switchOrgBodySchema,
    data: loginResultSchema,
  },
  heartbeat: {
    method: "GET",
    path: "/passports/heartbeat",
    summary: "Keep the session alive",
    data: heartbeatSchema,
  },
  loginInfo: {
    method: "GET",
    path: "/passports/login-info",
    summary: "The session of the token sent",
    data: loginResultSchema,
  },
  passwordResetCodes: {
    method: "POST",
    path: "/passports/password-reset-codes",
    summary: "Send a password-reset code by SMS (same limits and captcha header as the login code)",
    body: smsCodesBodySchema,
    data: smsCodesResultSchema,
  },
  passwordResets: {
    method: "POST",
    path: "/passports/password-resets",
    summary: "Set a new password with the phone's reset code; ends every session of the user",
    body: passwordResetBodySchema,
    data: z.null(),
  },
});
