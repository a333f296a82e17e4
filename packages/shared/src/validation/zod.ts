// zod types built on the shared rules, so a server refusal says exactly what the form would.
import { z } from "zod";
import { LOGIN, PAGINATION } from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { phoneNumber, type RuleResult, smsCode, url } from "./rules.ts";

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

/** shell §5 url: optional (empty is no link), else http or https; answers null when empty. */
export const zOptionalUrl = ruled(url)
  .pipe(z.string().max(2000, M.tooLong.replace("{n}", "2000")))
  .nullable()
  .default(null)
  .transform((value) => value || null);

/**
 * Free-form JSON nests at most this deep. PostgreSQL's jsonb parser runs out of stack on a few
 * thousand levels (a 500 instead of an answer); no setting or attribute of the product comes near.
 */
export const JSON_MAX_DEPTH = 64;

/** Whether a parsed JSON value nests no deeper than `limit` (iterative: the value may be hostile). */
export function jsonDepthWithin(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== "object") continue;
    if (depth >= limit) return false;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return true;
}

/** A JSON object of any keys (settings, style attributes) whose nesting stays within JSON_MAX_DEPTH. */
export const zJsonRecord = z
  .record(z.string(), z.unknown())
  .refine((value) => jsonDepthWithin(value, JSON_MAX_DEPTH), M.tooDeep);
