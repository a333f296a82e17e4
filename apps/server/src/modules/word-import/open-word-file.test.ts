import { WORD_IMPORT_TEXTS } from "@textbook/shared";
import { expect, test } from "vitest";
import { openWordFile } from "./open-word-file.ts";
import { handWrittenDocx, paragraph } from "./test-word-files.ts";

const PROBLEMS = WORD_IMPORT_TEXTS.problems;
const COMPOUND_FILE = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(512)]);

test("a .doc goes through the converter when there is one; its failure is a message", async () => {
  const converted = handWrittenDocx(paragraph("旧格式"));
  const opened = await openWordFile(COMPOUND_FILE, "doc", async () => converted);
  expect(opened.problem).toBeUndefined();
  expect(opened.parts?.["word/document.xml"]).toBeDefined();
  expect((await openWordFile(COMPOUND_FILE, "doc", async () => null)).problem).toBe(
    PROBLEMS.docConvertFailed,
  );
  expect((await openWordFile(COMPOUND_FILE, "doc", null)).problem).toBe(PROBLEMS.docNeedsLibreOffice);
});

test("a ZIP without word/document.xml (a spreadsheet, say) is no Word file", async () => {
  const { zipSync, strToU8 } = await import("fflate");
  const sheet = Buffer.from(zipSync({ "xl/workbook.xml": strToU8("<workbook/>") }));
  expect((await openWordFile(sheet, "docx", null)).problem).toBe(PROBLEMS.notWord);
});

test("strict OOXML is read under the Transitional namespaces", async () => {
  const opened = await openWordFile(handWrittenDocx(paragraph("严格"), { strict: true }), "docx", null);
  expect(opened.strict).toBe(true);
  const xml = new TextDecoder().decode(opened.parts?.["word/document.xml"]);
  expect(xml).toContain("http://schemas.openxmlformats.org/wordprocessingml/2006/main");
  expect(xml).not.toContain("purl.oclc.org");
});
