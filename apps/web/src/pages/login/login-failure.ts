// How a failed login call is shown (shell §8): field messages under their fields, anything else
// inline above the submit button.
import { HTTP_MESSAGES } from "@textbook/shared";
import { ApiError } from "../../api/client.ts";

export interface LoginFailure<F extends string> {
  /** Ready for form.setFields. */
  fields: { name: F; errors: [string] }[];
  message: string | null;
}

export function loginFailure<F extends string>(error: unknown, fieldNames: readonly F[]): LoginFailure<F> {
  if (!(error instanceof ApiError)) {
    return {
      fields: [],
      message: error instanceof Error && error.message ? error.message : HTTP_MESSAGES.network,
    };
  }
  const fields: LoginFailure<F>["fields"] = [];
  const others: string[] = [];
  for (const [name, text] of Object.entries(error.errors)) {
    const field = fieldNames.find((known) => known === name);
    if (field) fields.push({ name: field, errors: [text] });
    else others.push(text);
  }
  // A validation failure that only names our fields says nothing more than those fields do.
  const generic = error.errorCode === "err.validate.failed" && fields.length > 0;
  const message = [generic ? null : error.message, ...others].filter(Boolean).join("；");
  return { fields, message: message || null };
}

/** Seconds the server says to wait (err.sms.tooFrequent data), if any. */
export function secondsLeftOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as { secondsLeft?: unknown } | null | undefined;
  return typeof data?.secondsLeft === "number" && data.secondsLeft > 0 ? data.secondsLeft : null;
}
