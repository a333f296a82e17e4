import katex from "katex";
import { expect, test } from "vitest";
import { formulaProblem } from "./formula-problem.ts";

/** The Chinese reason for what KaTeX says about `latex`. */
function problemOf(latex: string): string {
  try {
    katex.renderToString(latex, { throwOnError: true, strict: "ignore" });
  } catch (error) {
    if (error instanceof katex.ParseError) return formulaProblem(error.rawMessage, error.position);
  }
  throw new Error(`KaTeX read ${latex}`);
}

test.each([
  ["\\frc{a}{b}", "无法识别的命令 \\frc（第 1 个字符处）"],
  ["{a", "缺少 }，这里是 公式结尾（第 3 个字符处）"],
  ["a}", "多余的 }（第 2 个字符处）"],
  ["x^", "^ 后缺少内容（第 2 个字符处）"],
  ["x^1^2", "同一处有两个上标，请用花括号分组（第 4 个字符处）"],
  ["\\sqrt", "\\sqrt 缺少参数（第 6 个字符处）"],
  ["\\frac{1}", "花括号没有闭合（第 9 个字符处）"],
  ["\\text{\\frac12}", "\\frac 不能用在文本中（第 7 个字符处）"],
])("KaTeX's reason for %s is told in Chinese with its place", (latex, expected) => {
  expect(problemOf(latex)).toBe(expected);
});

test("a reason without a rule keeps KaTeX's words inside a Chinese sentence", () => {
  expect(formulaProblem("Something new")).toBe("无法识别的写法（Something new）");
});
