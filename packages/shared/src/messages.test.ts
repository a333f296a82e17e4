import { expect, test } from "vitest";
import { ERROR_MESSAGES, errorMessage, formatMessage, HTTP_MESSAGES } from "./messages.ts";

test("templates fill named placeholders and keep unknown ones", () => {
  expect(formatMessage("{n} 秒后重新获取", { n: 42 })).toBe("42 秒后重新获取");
  expect(formatMessage("{a}-{b}", { a: 1 })).toBe("1-{b}");
});

test("captcha failures ask for smart verification again (shell §8)", () => {
  expect(ERROR_MESSAGES["err.login.captchaCheckedFailed"]).toBe("请重新进行智能验证");
  expect(ERROR_MESSAGES["err.request.captchaCheckedFailed"]).toBe("请重新进行智能验证");
  expect(errorMessage("err.sms.tooFrequent", { seconds: 37 })).toContain("37 秒");
});

test("HTTP status messages (shell §8)", () => {
  expect(HTTP_MESSAGES[400]).toBe("请求错误");
  expect(HTTP_MESSAGES[403]).toBe("当前账号没有相关权限");
  expect(HTTP_MESSAGES[404]).toBe("暂无接口");
  expect(HTTP_MESSAGES[408]).toBe("请求超时(408)");
  expect(HTTP_MESSAGES[500]).toBe("服务器错误(500)");
  expect(HTTP_MESSAGES[501]).toBe("服务器出错了");
  expect(HTTP_MESSAGES[502]).toBe("网络错误(502)");
  expect(HTTP_MESSAGES[503]).toBe("网络不可用(503)");
  expect(HTTP_MESSAGES[504]).toBe("网络超时(504)");
  expect(formatMessage(HTTP_MESSAGES.other, { status: 418 })).toBe("服务器出错了(418)");
  expect(HTTP_MESSAGES.timeout).toBe("网络超时");
  expect(HTTP_MESSAGES.network).toBe("网络错误");
});

test("one term for the extended reading block everywhere a user reads it: 拓展阅读", async () => {
  const catalogue = await import("./index.ts");
  // The text tables; schemas (circular, no user text) are left out.
  const readable = (value: unknown) => {
    try {
      return JSON.stringify(value) ?? "";
    } catch {
      return "";
    }
  };
  const texts = Object.values(catalogue).map(readable).join("\n");
  expect(texts).toContain("拓展阅读");
  expect(texts).not.toContain("延伸阅读");
});
