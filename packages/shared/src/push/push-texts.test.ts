import { expect, test } from "vitest";
import { pushTargetSummary } from "./push-texts.ts";

test("a push's names: up to three in full, more as the first three and the count", () => {
  expect(pushTargetSummary([])).toBe("");
  expect(pushTargetSummary(["高一（1）班", "高一（2）班", "高一（3）班"])).toBe(
    "高一（1）班、高一（2）班、高一（3）班",
  );
  expect(pushTargetSummary(["甲", "乙", "丙", "丁"])).toBe("甲、乙、丙 等 4 个");
});
