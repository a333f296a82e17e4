// What the shell does with a failed call (shell §8): a pure mapping from the error to one action.
import { CAPTCHA_FAILED_MESSAGE } from "@textbook/shared";
import type { ApiError } from "../../api/client.ts";

/** Code that sends the user back to the root route (shell §4). */
export const AUTH_FAILED = "AUTH_FAILED";

export type ErrorAction =
  | { type: "login" }
  | { type: "root" }
  | { type: "privilegeChanged" }
  /** A password someone else chose must be changed first: the login's 修改密码 step. */
  | { type: "passwordChange" }
  | { type: "panel"; messages: string[] }
  /** A refusal of what was typed: a message, never the crash panel (a form shows it by its field). */
  | { type: "invalid"; messages: string[] };

const CAPTCHA_CODES: readonly string[] = [
  "err.login.captchaCheckedFailed",
  "err.request.captchaCheckedFailed",
];

export function errorActionFor(error: Pick<ApiError, "errorCode" | "message" | "errors">): ErrorAction {
  if (error.errorCode === "err.login.required") return { type: "login" };
  if (error.errorCode === AUTH_FAILED) return { type: "root" };
  if (error.errorCode === "err.privilege.changed") return { type: "privilegeChanged" };
  if (error.errorCode === "err.password.changeRequired") return { type: "passwordChange" };
  if (CAPTCHA_CODES.includes(error.errorCode)) {
    return { type: "panel", messages: [CAPTCHA_FAILED_MESSAGE] };
  }
  const fieldMessages = Object.values(error.errors);
  if (error.errorCode === "err.validate.failed") {
    return { type: "invalid", messages: fieldMessages.length > 0 ? fieldMessages : [error.message] };
  }
  return { type: "panel", messages: [error.message, ...fieldMessages].filter(Boolean) };
}

/** The path to come back to after logging in again; never the login page itself. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  if (location.pathname === "/login") return `/login${location.search}`;
  const redirectPath = location.pathname + location.search + location.hash;
  return `/login?${new URLSearchParams({ redirectPath })}`;
}
