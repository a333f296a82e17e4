import { describe, expect, test } from "vitest";
import * as rules from "./rules.ts";

describe("required", () => {
  test("non-empty after trimming", () => {
    expect(rules.required("  ")).toBe("必填项，请输入");
    expect(rules.required(undefined)).toBe("必填项，请输入");
    expect(rules.required(" a ")).toBeNull();
  });
});

describe("numberRequired", () => {
  test.each(["0", "7", "10000", 42])("accepts %s", (value) => expect(rules.numberRequired(value)).toBeNull());
  test.each(["", "01", "1.5", "-1", "10001", "abc", " "])("refuses %s", (value) =>
    expect(rules.numberRequired(value)).toBe("请输入有效的数值"),
  );
});

test("orgRequired needs an organisation with an id", () => {
  expect(rules.orgRequired(null)).toBe("请选择机构");
  expect(rules.orgRequired({ oid: "" })).toBe("请选择机构");
  expect(rules.orgRequired({ oid: "abc" })).toBeNull();
});

test("url is optional and must start with http or https", () => {
  expect(rules.url("")).toBeNull();
  expect(rules.url("https://example.com")).toBeNull();
  expect(rules.url("http://example.com")).toBeNull();
  expect(rules.url("ftp://example.com")).toBe("无效的链接地址");
  expect(rules.url("example.com")).toBe("无效的链接地址");
});

describe("phoneNumber", () => {
  test("empty", () => expect(rules.phoneNumber("")).toBe("请输入手机号"));
  test.each(["23800000001", "1380000000", "138000000012", "1380000000a"])("refuses %s", (value) =>
    expect(rules.phoneNumber(value)).toBe("手机号格式错误"),
  );
  test("11 digits starting with 1", () => expect(rules.phoneNumber("13800000001")).toBeNull());
});

describe("password", () => {
  test("empty", () => expect(rules.password("")).toBe("请输入密码"));
  test.each(["Abc1234", "abcdefghijklmnopqrstu1", "abcdefgh", "12345678", "!!!!!!!!"])(
    "refuses %s",
    (value) => expect(rules.password(value)).toBe("密码格式错误"),
  );
  test.each(["Demo2026!", "abcd1234", "abcd!@#$", "1234!@#$", "a1a1a1a1a1a1a1a1a1a1"])(
    "accepts %s",
    (value) => expect(rules.password(value)).toBeNull(),
  );
});

test("code is 1 to 100 lowercase letters, digits, underscore, hyphen", () => {
  expect(rules.code("a_b-1")).toBeNull();
  expect(rules.code("x".repeat(100))).toBeNull();
  expect(rules.code("x".repeat(101))).not.toBeNull();
  expect(rules.code("Abc")).not.toBeNull();
  expect(rules.code("")).not.toBeNull();
});

describe("smsCode", () => {
  test("empty", () => expect(rules.smsCode(" ")).toBe("请输入验证码"));
  test.each(["123", "12345", "12a4"])("refuses %s", (value) =>
    expect(rules.smsCode(value)).toBe("验证码格式错误"),
  );
  test("exactly 4 digits", () => expect(rules.smsCode("0123")).toBeNull());
});

test("numeric comparisons have default messages", () => {
  expect(rules.compare("gt", 5)(5)).toBe("输入的值应大于 5");
  expect(rules.compare("gt", 5)(6)).toBeNull();
  expect(rules.compare("gte", 5)(4)).toBe("输入的值应大于或等于 5");
  expect(rules.compare("lt", 5)(5)).toBe("输入的值应小于 5");
  expect(rules.compare("lte", 5)(6)).toBe("输入的值应小于或等于 5");
  expect(rules.compare("lte", 5, "custom")(6)).toBe("custom");
  expect(rules.between(1, 3)(3)).toBeNull();
  expect(rules.between(1, 3)(4)).toBe("输入的值应在 1 到 3 之间");
  expect(rules.between(1, 3, { exclusive: true })(3)).toBe("输入的值应大于 1 且小于 3");
});

test("requiredCount", () => {
  expect(rules.requiredCount(2)(["a"])).toBe("至少选择 2 个选项");
  expect(rules.requiredCount(2)(["a", "b"])).toBeNull();
});

test("delete confirmation needs the exact phrase", () => {
  expect(rules.deleteConfirmation("确认删除章节")).toBeNull();
  expect(rules.deleteConfirmation("确认删除章节 ")).not.toBeNull();
  expect(rules.deleteConfirmation("")).not.toBeNull();
});

test("find needs a non-empty search word", () => {
  expect(rules.searchWord("")).not.toBeNull();
  expect(rules.searchWord("x")).toBeNull();
});
