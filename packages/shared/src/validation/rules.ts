// Validation rules of shell §5. Each rule returns the message to show, or null when the value passes.
// The web forms and the server's zod schemas (see ./zod.ts) both call these, so they never drift.
import { SMS } from "../constants.ts";
import { formatMessage, VALIDATION_MESSAGES as M } from "../messages.ts";

export type RuleResult = string | null;

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === "";
}

export function required(value: string | null | undefined): RuleResult {
  return isBlank(value) ? M.required : null;
}

/** Integer written without decimal point or leading zero, from 0 to 10000. */
export function numberRequired(value: string | number | null | undefined): RuleResult {
  const text = value === null || value === undefined ? "" : String(value).trim();
  if (!/^(0|[1-9]\d*)$/.test(text)) return M.numberRequired;
  return Number(text) <= 10000 ? null : M.numberRequired;
}

export function orgRequired(org: { oid?: string | null } | null | undefined): RuleResult {
  return org && !isBlank(org.oid) ? null : M.orgRequired;
}

/** Optional; when present must start with http or https. */
export function url(value: string | null | undefined): RuleResult {
  if (isBlank(value)) return null;
  return /^https?:\/\//i.test((value ?? "").trim()) ? null : M.url;
}

export const PHONE_PATTERN = /^1\d{10}$/;

export function phoneNumber(value: string | null | undefined): RuleResult {
  if (isBlank(value)) return M.phoneEmpty;
  return PHONE_PATTERN.test((value ?? "").trim()) ? null : M.phoneInvalid;
}

export function isValidPhone(value: string | null | undefined): boolean {
  return phoneNumber(value) === null;
}

/** 8 to 20 characters with at least two kinds of: digits, letters, other characters. */
export function password(value: string | null | undefined): RuleResult {
  if (isBlank(value)) return M.passwordEmpty;
  const text = value ?? "";
  if (text.length < 8 || text.length > 20) return M.passwordInvalid;
  const kinds = [/\d/, /[A-Za-z]/, /[^\dA-Za-z]/].filter((kind) => kind.test(text)).length;
  return kinds >= 2 ? null : M.passwordInvalid;
}

export function code(value: string | null | undefined): RuleResult {
  return /^[a-z0-9_-]{1,100}$/.test(value ?? "") ? null : M.code;
}

export const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS.codeLength}}$`);

export function smsCode(value: string | null | undefined): RuleResult {
  if (isBlank(value)) return M.smsCodeEmpty;
  return SMS_CODE_PATTERN.test((value ?? "").trim()) ? null : M.smsCodeInvalid;
}

type Comparison = "gt" | "gte" | "lt" | "lte";
const COMPARE: Record<Comparison, (value: number, limit: number) => boolean> = {
  gt: (value, limit) => value > limit,
  gte: (value, limit) => value >= limit,
  lt: (value, limit) => value < limit,
  lte: (value, limit) => value <= limit,
};

export function compare(kind: Comparison, limit: number, message?: string) {
  return (value: number): RuleResult =>
    COMPARE[kind](value, limit) ? null : (message ?? formatMessage(M[kind], { n: limit }));
}

export function between(min: number, max: number, { exclusive = false } = {}) {
  return (value: number): RuleResult => {
    const inside = exclusive ? value > min && value < max : value >= min && value <= max;
    if (inside) return null;
    return formatMessage(exclusive ? M.exclusiveBetween : M.between, { min, max });
  };
}

export function requiredCount(n: number) {
  return (selected: readonly unknown[] | null | undefined): RuleResult =>
    (selected?.length ?? 0) >= n ? null : formatMessage(M.requiredCount, { n });
}

export const DELETE_CONFIRM_PHRASE = "确认删除章节";

export function deleteConfirmation(value: string | null | undefined): RuleResult {
  return value === DELETE_CONFIRM_PHRASE ? null : M.deleteConfirm;
}

export function searchWord(value: string | null | undefined): RuleResult {
  return value ? null : M.searchWordRequired;
}
