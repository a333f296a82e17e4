import { expect, test } from "vitest";
import { readPhoneLines } from "./phone-lines.ts";

test("one phone per line: blank lines skipped, repeats kept once, bad lines named", () => {
  expect(readPhoneLines(" 13800000001\n\n13800000002\r\n13800000001\n2380000000\n1380000000x\n")).toEqual({
    phones: ["13800000001", "13800000002"],
    errors: ["第 5 行：手机号格式错误", "第 6 行：手机号格式错误"],
  });
});

test("more phones than one push takes is refused", () => {
  const text = Array.from({ length: 501 }, (_, index) => String(13800000000 + index)).join("\n");
  expect(readPhoneLines(text).errors).toEqual(["一次最多推送 500 个手机号"]);
});
