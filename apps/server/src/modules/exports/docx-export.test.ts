// The DOCX export of a demo-like book: one Word document with the title, a contents field, the
// chapters and sections as headings, the text, the table, the embedded picture, the formula's LaTeX,
// the exercise's questions and the answer key at the end.
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../test/app.ts";
import { createTaskTestApp } from "../../test/task-test-app.ts";
import type { OrgRow, UserRow } from "../users/repository.ts";
import { buildExportBook, exportedFile } from "./test/export-world.ts";

let context: TestContext;
let token: string;
let editor: UserRow;
let org: OrgRow;

beforeAll(async () => {
  ({ context, org, editor, editorToken: token } = await createTaskTestApp());
});
afterAll(() => context.close());

describe("DOCX export", () => {
  it("writes the book as one Word document, pictures embedded, exercises static, the answer key last", async () => {
    const book = await buildExportBook(context, org, editor);
    const { fileName, bytes } = await exportedFile(context, token, book.oid, "DOCX");
    expect(fileName).toBe("信息技术基础.docx");
    const entries = unzipSync(new Uint8Array(bytes));
    const xml = strFromU8(entries["word/document.xml"] as Uint8Array);
    // The contents field comes filled (Word refreshes its page numbers on opening), then the body.
    const contentsEnd = xml.indexOf("</w:sdt>");
    const contents = xml.slice(0, contentsEnd);
    expect(contents).toContain('<w:docPartGallery w:val="Table of Contents"/>');
    expect(contents).toContain("第一章 计算机概述");
    expect(contents).toContain("参考答案");
    const body = xml.slice(contentsEnd);
    // Text in reading order: chapter heading, the body text, the table, the exercise, the answer key.
    const order = [
      "第一章 计算机概述",
      "第一节 组成",
      "运算器、控制器、存储器",
      "存储器对比",
      "中央处理器的英文缩写是？",
      "参考答案",
      "（1）外存",
    ];
    const positions = order.map((text) => body.indexOf(text));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(body).toContain('<w:pStyle w:val="Heading1"/>');
    expect(body).toContain("<w:tbl>");
    expect(body).toContain("E = mc^2 + \\frac{a}{b}");
    const media = Object.keys(entries).filter((name) => name.startsWith("word/media/"));
    // The picture and the video's cover are one attachment: one file, drawn twice.
    expect(media).toHaveLength(1);
    expect(body.split("<w:drawing>").length - 1).toBe(2);
    expect(entries[media[0] as string]?.subarray(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
  });
});
