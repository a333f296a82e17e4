import { ERROR_MESSAGES } from "@textbook/shared";
import { expect, test } from "vitest";
import { AUTH_FAILED, errorActionFor, loginPathFor } from "./error-action.ts";

const failure = (errorCode: string, message = "服务器说明", errors: Record<string, string> = {}) => ({
  errorCode,
  message,
  errors,
});

test("err.login.required goes to login, AUTH_FAILED to root, err.privilege.changed to its dialog", () => {
  expect(errorActionFor(failure("err.login.required"))).toEqual({ type: "login" });
  expect(errorActionFor(failure(AUTH_FAILED))).toEqual({ type: "root" });
  expect(errorActionFor(failure("err.privilege.changed"))).toEqual({ type: "privilegeChanged" });
});

test("err.password.changeRequired goes to the login's 修改密码 step", () => {
  expect(errorActionFor(failure("err.password.changeRequired"))).toEqual({ type: "passwordChange" });
});

test("captcha failures ask for the smart verification again", () => {
  for (const code of ["err.login.captchaCheckedFailed", "err.request.captchaCheckedFailed"]) {
    expect(errorActionFor(failure(code, "x"))).toEqual({ type: "panel", messages: ["请重新进行智能验证"] });
  }
  expect(ERROR_MESSAGES["err.login.captchaCheckedFailed"]).toBe("请重新进行智能验证");
});

test("err.validate.failed lists each field message as a refusal of the input, never as a crash", () => {
  const action = errorActionFor(
    failure("err.validate.failed", "提交的内容有误", { name: "必填项，请输入", url: "无效的链接地址" }),
  );
  expect(action).toEqual({ type: "invalid", messages: ["必填项，请输入", "无效的链接地址"] });
  expect(errorActionFor(failure("err.validate.failed", "提交的内容有误"))).toEqual({
    type: "invalid",
    messages: ["提交的内容有误"],
  });
});

test("any other code shows its message and every message in errors", () => {
  expect(
    errorActionFor(failure("err.privilege.required", "当前账号没有相关权限", { book: "无权编辑" })),
  ).toEqual({
    type: "panel",
    messages: ["当前账号没有相关权限", "无权编辑"],
  });
});

test("the login path keeps where the user was, but never nests the login page", () => {
  expect(loginPathFor({ pathname: "/f/books/list", search: "?page=2", hash: "" })).toBe(
    "/login?redirectPath=%2Ff%2Fbooks%2Flist%3Fpage%3D2",
  );
  expect(loginPathFor({ pathname: "/login", search: "?redirectPath=%2Ff", hash: "" })).toBe(
    "/login?redirectPath=%2Ff",
  );
});
