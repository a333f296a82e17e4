// A refusal the server words per field (err.validate.failed with `errors`) belongs under the
// form's fields, not in a dialog. Keys name a field (`role`) or an item of a list field
// (`phoneNumbers.1`).
import { ApiError } from "../api/client.ts";

/** The server's messages for the form field `name` and its items, in the server's order. */
export function serverFieldErrors(error: unknown, name: string): string[] {
  if (!(error instanceof ApiError) || error.errorCode !== "err.validate.failed") return [];
  return Object.entries(error.errors)
    .filter(([key]) => key === name || key.startsWith(`${name}.`))
    .map(([, message]) => message);
}

/** Ready for antd's form.setFields: each named field with the server's messages for it. */
export function serverFieldsOf<F extends string>(
  error: unknown,
  names: readonly F[],
): { name: F; errors: string[] }[] {
  return names
    .map((name) => ({ name, errors: serverFieldErrors(error, name) }))
    .filter((field) => field.errors.length > 0);
}
