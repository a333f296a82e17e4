import { DOMParser } from "@xmldom/xmldom";
import { expect, test } from "vitest";
import { ommlToLatex } from "./omml-to-latex.ts";

function latexOf(omml: string): string {
  const document = new DOMParser().parseFromString(
    `<m:oMath xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math">${omml}</m:oMath>`,
    "text/xml",
  );
  return ommlToLatex(document.documentElement as unknown as Element);
}

const r = (text: string) => `<m:r><m:t>${text}</m:t></m:r>`;

test("fractions, roots with a degree, scripts and symbols", () => {
  expect(latexOf(`<m:f><m:num>${r("a")}</m:num><m:den>${r("b")}</m:den></m:f>${r("×2")}`)).toBe(
    "\\frac{a}{b}\\times 2",
  );
  expect(latexOf(`<m:rad><m:deg>${r("3")}</m:deg><m:e>${r("x")}</m:e></m:rad>`)).toBe("\\sqrt[3]{x}");
  expect(
    latexOf(`<m:sSubSup><m:e>${r("x")}</m:e><m:sub>${r("i")}</m:sub><m:sup>${r("2")}</m:sup></m:sSubSup>`),
  ).toBe("{x}_{i}^{2}");
});

test("delimiters with their characters, functions, accents and matrices", () => {
  const brackets = `<m:d><m:dPr><m:begChr m:val="["/><m:endChr m:val="]"/></m:dPr><m:e>${r("a")}</m:e><m:e>${r("b")}</m:e></m:d>`;
  expect(latexOf(brackets)).toBe("\\left[a,b\\right]");
  expect(latexOf(`<m:func><m:fName>${r("sin")}</m:fName><m:e>${r("x")}</m:e></m:func>`)).toBe("\\sin {x}");
  expect(latexOf(`<m:acc><m:accPr><m:chr m:val="\u20d7"/></m:accPr><m:e>${r("v")}</m:e></m:acc>`)).toBe(
    "\\vec{v}",
  );
  const matrix = `<m:m><m:mr><m:e>${r("1")}</m:e><m:e>${r("0")}</m:e></m:mr><m:mr><m:e>${r("0")}</m:e><m:e>${r("1")}</m:e></m:mr></m:m>`;
  expect(latexOf(matrix)).toBe("\\begin{matrix}1&0\\\\0&1\\end{matrix}");
});

test("an element it does not know keeps its text", () => {
  expect(latexOf(`<m:groupChr><m:e>${r("y")}</m:e></m:groupChr>`)).toBe("y");
});
