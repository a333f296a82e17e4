// @vitest-environment happy-dom
import { expect, test } from "vitest";
import { ApiError } from "../api/client.ts";
import { serverFieldErrors, serverFieldsOf } from "./form-errors.ts";

const refusal = (errors: Record<string, string>, errorCode = "err.validate.failed") =>
  new ApiError({ status: 400, errorCode, message: "提交的内容有误", errors });

test("a field gets its own message and its items' messages", () => {
  const error = refusal({
    "phoneNumbers.0": "19900000000 不是本机构的成员",
    "phoneNumbers.2": "12345：手机号格式错误",
    role: "格式不正确",
  });
  expect(serverFieldErrors(error, "phoneNumbers")).toEqual([
    "19900000000 不是本机构的成员",
    "12345：手机号格式错误",
  ]);
  expect(serverFieldsOf(error, ["phoneNumbers", "role", "name"])).toEqual([
    { name: "phoneNumbers", errors: ["19900000000 不是本机构的成员", "12345：手机号格式错误"] },
    { name: "role", errors: ["格式不正确"] },
  ]);
});

test("other refusals and other errors name no field", () => {
  expect(serverFieldErrors(refusal({ role: "x" }, "err.privilege.required"), "role")).toEqual([]);
  expect(serverFieldErrors(new Error("x"), "role")).toEqual([]);
  expect(serverFieldErrors(refusal({ phoneNumbersExtra: "x" }), "phoneNumbers")).toEqual([]);
});
