import { expect, test } from "vitest";
import { containsEmoji, stripEmoji, withFullStop } from "./text.ts";

test("emoji detection and filtering", () => {
  expect(containsEmoji("第一章 👍")).toBe(true);
  expect(containsEmoji("👨‍👩‍👧")).toBe(true);
  expect(containsEmoji("第一章")).toBe(false);
  expect(stripEmoji("第一👍章❤️")).toBe("第一章");
  expect(stripEmoji("家庭👨‍👩‍👧成员")).toBe("家庭成员");
});

test("a description gets a full stop unless it ends with punctuation", () => {
  expect(withFullStop("光合作用")).toBe("光合作用。");
  expect(withFullStop("光合作用。")).toBe("光合作用。");
  expect(withFullStop("What is it?")).toBe("What is it?");
  expect(withFullStop("  ")).toBe("");
});
