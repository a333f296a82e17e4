// zod types built on the shared rules, so a server refusal says exactly what the form would.
import { z } from "zod";
import { LOGIN, PAGINATION } from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { phoneNumber, type RuleResult, smsCode } from "./rules.ts";

/** A string checked by a shared rule; the rule's message becomes the field message. */
export function ruled(rule: (value: string) => RuleResult) {
  return z
    .string({ error: M.required })
    .trim()
    .superRefine((value, context) => {
      const message = rule(value);
      if (message) context.addIssue({ code: "custom", message });
    });
}

export const zRequiredText = (max = 255) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(max, M.tooLong.replace("{n}", String(max)));

/** A list's optional search keyword. */
export const zKeyword = z.string().trim().max(PAGINATION.keywordMaxLength).optional();

export const zPhoneNumber = ruled(phoneNumber);
export const zSmsCode = ruled(smsCode);
export const zLoginPassword = z
  .string({ error: M.passwordEmpty })
  .min(1, M.passwordEmpty)
  .max(4096, M.passwordInvalid);
export const zLoginPasswordPlain = z
  .string({ error: M.passwordEmpty })
  .trim()
  .min(1, M.passwordEmpty)
  .max(LOGIN.passwordFieldMaxLength, M.passwordInvalid);
export const zOid = z.string({ error: M.required }).trim().min(1, M.required).max(64, M.invalidType);
/** The largest value of a PostgreSQL integer column (a file's version). */
export const DB_INTEGER_MAX = 2_147_483_647;
/** A file version a client says it edited: beyond the column's range it can match nothing. */
export const zVersion = z.number().int().min(0).max(DB_INTEGER_MAX, M.invalidType);
