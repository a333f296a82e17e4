import { z } from "zod";
import { ORG_ROLES } from "../dictionaries.ts";
import { formatMessage, VALIDATION_MESSAGES as M } from "../messages.ts";
import { zLoginPassword, zOid, zPhoneNumber, zSmsCode } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import {
  handoffTokenSchema,
  loginResultSchema,
  smsCodesBodySchema,
  smsCodesResultSchema,
  tokenExchangeBodySchema,
} from "./passports.ts";

/** PUT /users/:id/orgs/:orgId — replaces the user's roles in that organisation. */
export const updateOrgRolesBodySchema = z.object({
  roles: z
    .array(z.enum(ORG_ROLES, { error: M.invalidType }), { error: M.required })
    .min(1, formatMessage(M.requiredCount, { n: 1 }))
    .max(ORG_ROLES.length),
});
export type UpdateOrgRolesBody = z.infer<typeof updateOrgRolesBodySchema>;

export const userOrgPathSchema = z.object({ id: zOid, orgId: zOid });

/** PUT /users/me/password: both passwords RSA-OAEP encrypted like the login's. */
export const changeMyPasswordBodySchema = z.object({
  currentPassword: zLoginPassword,
  newPassword: zLoginPassword,
});
export type ChangeMyPasswordBody = z.infer<typeof changeMyPasswordBodySchema>;

/** PUT /users/:id/phone-number: the code sent to the new phone; an administrator changing someone else's sends none. */
export const updatePhoneNumberBodySchema = z.object({
  phoneNumber: zPhoneNumber,
  smsCode: zSmsCode.optional(),
});
export type UpdatePhoneNumberBody = z.infer<typeof updatePhoneNumberBodySchema>;

export const userCalls = defineCalls("users", {
  createToken: {
    method: "POST",
    path: "/users/tokens",
    summary: "A one-time token that opens this session's user in the management system (120 s)",
    data: handoffTokenSchema,
  },
  exchangeToken: {
    method: "POST",
    path: "/users/tokens/exchange",
    summary: "Trade a one-time token for a new session in the same organisation",
    body: tokenExchangeBodySchema,
    data: loginResultSchema,
  },
  updateOrgRoles: {
    method: "PUT",
    path: "/users/:id/orgs/:orgId",
    summary: "Replace a member's roles in an organisation",
    params: userOrgPathSchema,
    body: updateOrgRolesBodySchema,
    data: z.null(),
  },
  changeMyPassword: {
    method: "PUT",
    path: "/users/me/password",
    summary: "Change one's own password (current and new, RSA-encrypted); ends the user's other sessions",
    body: changeMyPasswordBodySchema,
    data: z.null(),
  },
  phoneChangeCodes: {
    method: "POST",
    path: "/users/me/phone-number-codes",
    summary: "Send a code to the new phone number one's own is to become (captcha header as for login codes)",
    body: smsCodesBodySchema,
    data: smsCodesResultSchema,
  },
  updatePhoneNumber: {
    method: "PUT",
    path: "/users/:id/phone-number",
    summary:
      "Change a user's phone number: one's own with the new phone's code (answers a fresh session), another's as their administrator (answers null)",
    params: z.object({ id: zOid }),
    body: updatePhoneNumberBodySchema,
    data: loginResultSchema.nullable(),
  },
});
