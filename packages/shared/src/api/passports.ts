// Login and session calls (shell §7 Login calls). Request and response shapes shared by web and server.
import { z } from "zod";
import { ORG_ROLES, ORG_TYPES, SYS_ROLES, USER_STATES } from "../dictionaries.ts";
import { zLoginPassword, zOid, zPhoneNumber, zSmsCode } from "../validation/zod.ts";

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
