// Whether a failed call asks for the slide challenge (DESIGN §4 risk-based captcha).
import { ApiError } from "../../api/client.ts";

const CAPTCHA_CODES = new Set(["err.request.captchaCheckedFailed", "err.login.captchaCheckedFailed"]);
/** A failure that asks for a slide challenge (DESIGN §4 risk-based captcha). */
export function isCaptchaRequired(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || !CAPTCHA_CODES.has(error.errorCode)) return false;
  const data = error.data as { captchaRequired?: unknown } | null | undefined;
  return data?.captchaRequired === true;
}
