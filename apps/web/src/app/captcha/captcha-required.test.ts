import { describe, expect, test } from "vitest";
import { ApiError } from "../../api/client.ts";
import { isCaptchaRequired } from "./captcha-required.ts";

function failure(errorCode: string, data: unknown) {
  return new ApiError({ status: 400, errorCode, message: "请重新进行智能验证", data });
}

describe("isCaptchaRequired", () => {
  test("both captcha codes with captchaRequired ask for the challenge", () => {
    expect(isCaptchaRequired(failure("err.request.captchaCheckedFailed", { captchaRequired: true }))).toBe(
      true,
    );
    expect(isCaptchaRequired(failure("err.login.captchaCheckedFailed", { captchaRequired: true }))).toBe(
      true,
    );
  });

  test("other codes, missing data and plain errors do not", () => {
    expect(isCaptchaRequired(failure("err.login.failed", { captchaRequired: true }))).toBe(false);
    expect(isCaptchaRequired(failure("err.login.captchaCheckedFailed", null))).toBe(false);
    expect(isCaptchaRequired(new Error("x"))).toBe(false);
  });
});
