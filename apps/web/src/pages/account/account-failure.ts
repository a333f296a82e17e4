// How a refused account call is shown: the server's field messages under their fields (the wrong
// current password too), anything else on one line above the buttons.
import { ApiError } from "../../api/client.ts";
import { loginFailure } from "../login/login-failure.ts";

export function accountFailure<F extends string>(error: unknown, fieldNames: readonly F[]) {
  if (error instanceof ApiError && error.errorCode === "err.password.currentWrong") {
    const current = fieldNames.find((name) => name === "currentPassword");
    if (current) return { fields: [{ name: current, errors: [error.message] as [string] }], message: null };
  }
  return loginFailure(error, fieldNames);
}
