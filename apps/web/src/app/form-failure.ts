// A form's failed save: the server's messages per field go under those fields; any other refusal
// (no permission, a conflict, the network) is reported the app's usual way.
import { serverFieldsOf } from "./form-errors.ts";
import { failureReason, reportFailure } from "./global/report-failure.ts";

export function showFormFailure<F extends string>(
  form: { setFields: (fields: { name: F; errors: string[] }[]) => void },
  error: unknown,
  names: readonly F[],
) {
  const fields = serverFieldsOf(error, names);
  if (fields.length > 0) form.setFields(fields);
  else reportFailure(error, failureReason(error));
}
