// POST /books/{id}/parse-word-task and /import-word-task: who may, the proposal, the written tree
// and its documents, the report, and every kind of bad input (a clear message, nothing written).
import { type UserTask, WORD_IMPORT_TEXTS, type WordProposal } from "@textbook/shared";
import { and, asc, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachments, chapters, contentFiles, sections, userTasks } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { bookWithTeam } from "../../test/book-workspace.ts";
import { waitForTask } from "../../test/tasks.ts";
import { readObject } from "../attachments/read-object.ts";
import { storeGeneratedFile } from "../attachments/store-generated.ts";
import {
  EQUATIONS,
  FLOATING_IMAGE,
  handWrittenDocx,
  heading1,
  nestedTables,
  paragraph,
  TEXT_BOX_AND_COMMENT,
  testPng,
  textbookDocx,
} from "./test-word-files.ts";

const PROBLEMS = WORD_IMPORT_TEXTS.problems;
let context: TestContext;
let team: Awaited<ReturnType<typeof bookWithTeam>>;

beforeAll(async () => {
  context = await createTestApp({ env: { LIBREOFFICE_PATH: "off" } });
  await context.app.tasks.start();
  team = await bookWithTeam(context);
});
afterAll(() => context.close());

/** The file as an uploaded attachment of its uploader (stored directly: bad files never pass an upload's sniffing). */
async function uploaded(bytes: Buffer, name = "教材.docx") {
  const row = await storeGeneratedFile(context, {
    bookOid: null,
    orgOid: team.org.oid,
    ownerOid: team.chief.oid,
    name,
    type: "DOCUMENT",
    contentType: "application/octet-stream",
    body: bytes,
  });
  return row.oid;
}

async function finished(answer: { status: number; body: { data: UserTask } }) {
  expect(answer.status).toBe(200);
  return waitForTask(
    context.db,
    answer.body.data.oid,
    (task) => task.state === "DONE" || task.state === "FAILED",
  );
}

function parseAs(token: string | undefined, attachmentOid: string) {
  return call<UserTask>(context.app, "POST", `${team.url}/parse-word-task`, {
    token,
    body: { attachmentOid },
  });
}

const parse = (attachmentOid: string) => parseAs(team.chiefToken, attachmentOid);

function importTree(parseTaskOid: string, tree: unknown, target: object = { kind: "append" }) {
  return call<UserTask>(context.app, "POST", `${team.url}/import-word-task`, {
    token: team.chiefToken,
    body: { parseTaskOid, tree, target },
  });
}

/** The proposal as the dialog submits it when the user changes nothing. */
function wholeTree(proposal: WordProposal) {
  return proposal.chapters.map((chapter) => ({
    title: chapter.title,
    sections: chapter.sections.map((section) => ({
      title: section.title,
      files: section.files.map((file) => ({ title: file.title, from: [file.id] })),
    })),
  }));
}

async function bookChapters() {
  return context.db
    .select({ oid: chapters.oid, name: chapters.name })
    .from(chapters)
    .where(eq(chapters.bookOid, team.book.oid))
    .orderBy(asc(chapters.position));
}

async function parsed(bytes: Buffer, name?: string) {
  const task = await finished(await parse(await uploaded(bytes, name)));
  expect(task.errorMessage).toBeNull();
  return { oid: task.oid, proposal: task.output?.wordProposal as WordProposal };
}

type Json = { type: string; attrs?: Record<string, unknown>; content?: Json[]; text?: string };
const nodesOf = (json: Json, type: string): Json[] => [
  ...(json.type === type ? [json] : []),
  ...(json.content ?? []).flatMap((child) => nodesOf(child, type)),
];

describe("who may", () => {
  it("those who may change the book's structure; a member is refused and no task is made", async () => {
    const file = await uploaded(await textbookDocx());
    expect((await parseAs(undefined, file)).status).toBe(401);
    const refused = await parseAs(team.memberToken, file);
    expect(refused.status).toBe(403);
    const made = await context.db.select().from(userTasks).where(eq(userTasks.creatorOid, team.member.oid));
    expect(made).toEqual([]);
  });
});

describe("parse and import", () => {
  it("proposes chapters by Heading 1 and sections by Heading 2, then writes them with their content", async () => {
    const before = await bookChapters();
    const { oid, proposal } = await parsed(await textbookDocx());
    expect(proposal.chapters.map((chapter) => chapter.title)).toEqual(["第1章 细胞", "第2章 细胞"]);
    expect(proposal.chapters[0]?.sections.map((section) => section.title)).toEqual([
      "第1节 细胞的结构",
      "第2节 细胞的结构",
    ]);
    expect([proposal.images, proposal.tables]).toEqual([1, 1]);
    expect(proposal.words).toBeGreaterThan(400);
    // The parse wrote nothing.
    expect(await bookChapters()).toEqual(before);

    const tree = wholeTree(proposal);
    tree[0] = { ...tree[0], title: "第一章 细胞（改）" } as (typeof tree)[number];
    const task = await finished(await importTree(oid, tree));
    expect(task.errorMessage).toBeNull();
    const after = await bookChapters();
    expect(after.slice(before.length).map((chapter) => chapter.name)).toEqual([
      "第一章 细胞（改）",
      "第2章 细胞",
    ]);
    const [first] = await context.db
      .select({ oid: sections.oid, name: sections.name })
      .from(sections)
      .where(eq(sections.chapterOid, after[before.length]?.oid ?? ""))
      .orderBy(asc(sections.position));
    const [file] = await context.db
      .select({ content: contentFiles.content, name: contentFiles.name })
      .from(contentFiles)
      .where(eq(contentFiles.sectionOid, first?.oid ?? ""));
    const doc = file?.content as Json;
    expect(nodesOf(doc, "heading")[0]).toMatchObject({
      attrs: { level: 3, align: "center" },
      content: [{ text: "一、细胞膜" }],
    });
    const [image] = nodesOf(doc, "imageBlock");
    const [picture] = await context.db
      .select()
      .from(attachments)
      .where(and(eq(attachments.oid, String(image?.attrs?.fileOid)), eq(attachments.bookOid, team.book.oid)));
    expect(picture?.type).toBe("IMAGE");
    expect(
      nodesOf(doc, "caption").map((caption) => [caption.attrs?.type, caption.content?.[0]?.text]),
    ).toEqual([
      ["IMAGE", "细胞结构示意"],
      ["TABLE", "常见元素"],
    ]);
    // Numbered by the book: the first figure and table of the book's next chapter, each with an oid.
    for (const caption of nodesOf(doc, "caption")) {
      expect(caption.attrs).toMatchObject({ index: 1, chapterIndex: before.length + 1, sectionIndex: 1 });
      expect(caption.attrs?.oid).toEqual(expect.any(String));
    }
    const cells = nodesOf(doc, "tableHeader").length;
    expect(cells).toBe(3);
    expect(nodesOf(doc, "tableCell").some((cell) => cell.attrs?.rowspan === 2)).toBe(true);
    expect(nodesOf(doc, "popup")[0]?.attrs?.desc).toBe("细胞膜由磷脂双分子层构成。");
    expect(nodesOf(doc, "link")[0]?.attrs).toMatchObject({ type: "URL", url: "https://www.moe.gov.cn/" });
    const marks = JSON.stringify(doc);
    for (const mark of ["bold", "italic", "strike", "highlight", "superscript", "subscript"]) {
      expect(marks).toContain(`"type":"${mark}"`);
    }
    expect(marks).toContain('"color":"#C00000"');
    expect(nodesOf(doc, "orderedList")[0]?.content?.[0]?.content?.[1]?.type).toBe("orderedList");
    // The report is the task's download, and the output says what was not mapped.
    expect(task.output?.attachmentOid).toBeTruthy();
    expect(task.output?.wordImport?.unmapped).toEqual({ 下划线: 1 });
    const [report] = await context.db
      .select()
      .from(attachments)
      .where(eq(attachments.oid, task.output?.attachmentOid ?? ""));
    const sheet = new ExcelJS.Workbook();
    await sheet.xlsx.load(
      (await readObject(context.storage, report?.objectKey ?? "")) as unknown as ArrayBuffer,
    );
    const lines: string[][] = [];
    sheet.worksheets[0]?.eachRow((row) => lines.push([1, 2, 3].map((n) => row.getCell(n).text)));
    // The file's second block (after its Heading 3) is the one with the underline.
    expect(lines.slice(1)).toEqual([
      ["下划线", "第 1 章 / 第 1 节 / 第 1 个文件 / 第 2 段", WORD_IMPORT_TEXTS.report.details.underline],
    ]);
  });

  it("puts the sections into a chosen chapter and takes merged and renamed files", async () => {
    const [target] = await bookChapters();
    const { oid, proposal } = await parsed(await textbookDocx({ images: 0, tables: 0 }));
    const ids = proposal.chapters.flatMap((chapter) =>
      chapter.sections.flatMap((s) => s.files.map((f) => f.id)),
    );
    const tree = [
      { title: "x", sections: [{ title: "合并的节", files: [{ title: "合并", from: ids.slice(0, 2) }] }] },
    ];
    const task = await finished(await importTree(oid, tree, { kind: "chapter", chapterOid: target?.oid }));
    expect(task.errorMessage).toBeNull();
    const names = await context.db
      .select({ name: sections.name })
      .from(sections)
      .where(eq(sections.chapterOid, target?.oid ?? ""));
    expect(names.map((row) => row.name)).toContain("合并的节");
  });

  it("maps equations to LaTeX, floating pictures, text boxes; reports comments, nested tables; reads strict OOXML", async () => {
    const body = `${heading1("公式")}${EQUATIONS}${TEXT_BOX_AND_COMMENT}${FLOATING_IMAGE}${nestedTables(10)}${paragraph("完")}`;
    const { oid, proposal } = await parsed(handWrittenDocx(body, { strict: true, media: await testPng() }));
    expect(proposal.notes).toContain(PROBLEMS.strict);
    const task = await finished(await importTree(oid, wholeTree(proposal)));
    expect(task.errorMessage).toBeNull();
    const unmapped = task.output?.wordImport?.unmapped ?? {};
    expect(unmapped).toMatchObject({ 批注: 1, 文本框: 1, 嵌套表格: 9 });
    const [chapter] = (await bookChapters()).slice(-1);
    const [file] = await context.db
      .select({ content: contentFiles.content })
      .from(contentFiles)
      .innerJoin(sections, eq(sections.oid, contentFiles.sectionOid))
      .where(eq(sections.chapterOid, chapter?.oid ?? ""));
    const doc = file?.content as Json;
    expect(nodesOf(doc, "inlineMath")[0]?.attrs?.latex).toBe("x=\\frac{-b\\pm \\sqrt{{b}^{2}-4ac}}{2a}");
    expect(nodesOf(doc, "displayMath")[0]?.attrs?.latex).toBe("\\sum _{i=1}^{n}{i}");
    expect(nodesOf(doc, "floatingImage")[0]?.attrs?.fileOid).toBeTruthy();
    expect(JSON.stringify(doc)).toContain("文本框里的话");
  });
});

describe("bad input: a clear message, nothing written", () => {
  const cases: [string, () => Promise<Buffer>, string, string][] = [
    ["not a Word file", async () => Buffer.from("这不是 Word 文档"), "教材.docx", PROBLEMS.notWord],
    [
      "a password-protected .docx (an OLE compound file)",
      async () => Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(512)]),
      "教材.docx",
      PROBLEMS.encrypted,
    ],
    [
      "a corrupt .docx",
      async () => Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(100, 7)]),
      "教材.docx",
      PROBLEMS.corrupt,
    ],
    [
      "a .doc without LibreOffice",
      async () => Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(512)]),
      "教材.doc",
      PROBLEMS.docNeedsLibreOffice,
    ],
  ];
  for (const [name, bytes, fileName, message] of cases) {
    it(name, async () => {
      const before = await bookChapters();
      const task = await finished(await parse(await uploaded(await bytes(), fileName)));
      expect([task.state, task.errorMessage]).toEqual(["FAILED", message]);
      expect(await bookChapters()).toEqual(before);
    });
  }

  it("an image over the upload limit is reported and left out; the rest is imported", async () => {
    const huge = Buffer.alloc(21 * 1024 * 1024, 1);
    const body = `${heading1("大图")}${FLOATING_IMAGE}`;
    const { oid, proposal } = await parsed(handWrittenDocx(body, { media: huge }));
    const task = await finished(await importTree(oid, wholeTree(proposal)));
    expect(task.errorMessage).toBeNull();
    expect(task.output?.wordImport).toMatchObject({ images: 0, unmapped: { 图片: 1 } });
  });

  it("a failure while writing leaves the book as it was, without the pictures stored for it", async () => {
    const [target] = await bookChapters();
    await context.db
      .update(chapters)
      .set({ committed: true })
      .where(eq(chapters.oid, target?.oid ?? ""));
    const { oid, proposal } = await parsed(await textbookDocx());
    const pictures = () =>
      context.db.select().from(attachments).where(eq(attachments.bookOid, team.book.oid));
    const [chaptersBefore, picturesBefore] = [await bookChapters(), (await pictures()).length];
    const task = await finished(
      await importTree(oid, wholeTree(proposal), { kind: "chapter", chapterOid: target?.oid }),
    );
    expect(task.state).toBe("FAILED");
    expect(await bookChapters()).toEqual(chaptersBefore);
    expect((await pictures()).length).toBe(picturesBefore);
    await context.db
      .update(chapters)
      .set({ committed: false })
      .where(eq(chapters.oid, target?.oid ?? ""));
  });

  it("an import of a parse that is not done or not of this book is refused at once", async () => {
    const answer = await importTree("nonexistent", [
      { title: "a", sections: [{ title: "b", files: [{ title: "c", from: ["c0s0f0"] }] }] },
    ]);
    expect(answer.status).toBe(400);
  });
});
