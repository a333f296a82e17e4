import type { SignedUrl, UserTask, UserTaskDetail } from "@textbook/shared";
import { applyStyleItems, bookStyleCss } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachments, bookStyles, contentFiles } from "../../db/schema/index.ts";
import { call, type TestContext } from "../../test/app.ts";
import {
  buildBook,
  buildChapter,
  buildFile,
  buildSection,
  buildUser,
  sessionFor,
} from "../../test/factories.ts";
import { createTaskTestApp } from "../../test/task-test-app.ts";
import { waitForState } from "../../test/tasks.ts";
import { storeGeneratedFile } from "../attachments/store-generated.ts";
import { readBookTextCss } from "../book-render/book-look-css.ts";
import { BOOK_READING_CSS } from "../book-render/reading-css.ts";
import type { OrgRow, UserRow } from "../users/repository.ts";
import { exportBookHandler } from "./export-book.ts";
import { buildExportBook, exportedFile } from "./test/export-world.ts";

let context: TestContext;
let token: string;
let editor: UserRow;
let org: OrgRow;

beforeAll(async () => {
  ({ context, org, editor, editorToken: token } = await createTaskTestApp());
});
afterAll(() => context.close());

async function exportBook(bookOid: string) {
  const submitted = await call<UserTask>(context.app, "POST", "/api/books/export", {
    token,
    body: { bookOid },
  });
  expect(submitted.status).toBe(200);
  return submitted.body.data;
}

/** Exports the book, waits for the task and answers the ZIP's entries as the download gives them. */
async function exportedZip(bookOid: string): Promise<Record<string, Uint8Array>> {
  const task = await exportBook(bookOid);
  const done = await waitForState(context.db, task.oid, "DONE");
  const link = await call<SignedUrl>(
    context.app,
    "GET",
    `/api/attachments/${String(done.output?.attachmentOid)}/download-url`,
    { token },
  );
  const download = await context.app.inject({ method: "GET", url: link.body.data.url });
  return unzipSync(new Uint8Array(download.rawPayload));
}

describe("EXPORT task", () => {
  it("writes a ZIP with the manifest, each file's HTML and JSON, one step per chapter", async () => {
    const book = await buildBook(context.db, {
      org,
      name: "物理/必修一",
      members: [{ user: editor, role: "BOOK_EDITOR" }],
    });
    const first = await buildChapter(context.db, { book, name: "第一章 运动" });
    const second = await buildChapter(context.db, { book, name: "第二章 力" });
    const section = await buildSection(context.db, { chapter: first, name: "1.1 位移" });
    const file = await buildFile(context.db, { section, name: "正文" });
    const content = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "位移" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "物体的", marks: [] },
            { type: "text", text: "位置变化", marks: [{ type: "bold" }] },
            { type: "text", text: " <script>x</script>" },
          ],
        },
      ],
    };
    await context.db.update(contentFiles).set({ content }).where(eq(contentFiles.oid, file.oid));
    const reading = await buildFile(context.db, { section, name: "阅读", type: "READING", text: "延伸阅读" });
    await buildSection(context.db, { chapter: second, name: "2.1 重力" });

    const task = await exportBook(book.oid);
    expect(task).toMatchObject({
      type: "EXPORT",
      title: "导出《物理/必修一》",
      state: "WAITING",
      book: { oid: book.oid, name: "物理/必修一" },
    });

    const done = await waitForState(context.db, task.oid, "DONE");
    expect(done).toMatchObject({ progress: 100, result: "SUCCESS" });
    expect(done.output).toMatchObject({ fileName: "物理_必修一.zip", bookOid: book.oid });
    const attachmentOid = done.output?.attachmentOid;
    if (!attachmentOid) throw new Error("no archive");
    const [archive] = await context.db.select().from(attachments).where(eq(attachments.oid, attachmentOid));
    expect(archive).toMatchObject({
      type: "ARCHIVE",
      state: "READY",
      mimeType: "application/zip",
      bookOid: null,
      uploaderOid: editor.oid,
      name: "物理_必修一.zip",
    });

    // The web downloads it through a signed link; only its creator may ask for one.
    const link = await call<SignedUrl>(context.app, "GET", `/api/attachments/${attachmentOid}/download-url`, {
      token,
    });
    expect(link.status).toBe(200);
    const download = await context.app.inject({ method: "GET", url: link.body.data.url });
    expect(download.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(download.rawPayload));
    const stranger = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    const strangerToken = await sessionFor(context.db, stranger, context.clock, org.oid);
    const refused = await call(context.app, "GET", `/api/attachments/${attachmentOid}/download-url`, {
      token: strangerToken,
    });
    expect(refused.status).toBe(403);
    const text = (path: string) => {
      const entry = entries[path];
      if (!entry) throw new Error(`${path} is not in the archive: ${Object.keys(entries).join(", ")}`);
      return strFromU8(entry);
    };
    const manifest = JSON.parse(text("manifest.json"));
    expect(manifest.book).toMatchObject({ oid: book.oid, name: "物理/必修一" });
    expect(manifest.chapters).toEqual([
      {
        oid: first.oid,
        name: "第一章 运动",
        committed: false,
        sections: [
          {
            oid: section.oid,
            name: "1.1 位移",
            files: [
              expect.objectContaining({
                oid: file.oid,
                name: "正文",
                type: "CONTENT",
                html: "chapter-01/section-01/file-01.html",
                json: "chapter-01/section-01/file-01.json",
              }),
              expect.objectContaining({ oid: reading.oid, name: "阅读", type: "READING" }),
            ],
          },
        ],
      },
      {
        oid: second.oid,
        name: "第二章 力",
        committed: false,
        sections: [expect.objectContaining({ name: "2.1 重力", files: [] })],
      },
    ]);
    const html = text("chapter-01/section-01/file-01.html");
    expect(html).toContain("<title>正文</title>");
    // The book's look: its stylesheet (the defaults, as this book sets none), linked from each page.
    expect(manifest.stylesheet).toBe("style.css");
    expect(text("style.css")).toContain("  --tb-paragraph-font-size: 1.125rem;");
    expect(html).toContain('<link rel="stylesheet" href="../../style.css">');
    expect(html).toContain('<article class="tb-book tb-text">');
    expect(html).toContain(">位移</h2>");
    expect(html).toContain("<p>物体的<strong>位置变化</strong> &#60;script&#62;x&#60;/script&#62;</p>");
    expect(JSON.parse(text("chapter-01/section-01/file-01.json"))).toEqual(content);
    expect(text("chapter-01/section-01/file-02.html")).toContain("<p>延伸阅读</p>");

    const details = await call<{ items: UserTaskDetail[] }>(
      context.app,
      "GET",
      `/api/user-tasks/${task.oid}/details/`,
      { token },
    );
    expect(details.body.data.items.map(({ name, state, message }) => ({ name, state, message }))).toEqual([
      { name: "第一章 运动", state: "DONE", message: "已导出 2 个文件" },
      { name: "第二章 力", state: "DONE", message: "已导出 0 个文件" },
    ]);
  });

  it("the archive's style.css is the book's own look, made as the editor makes it", async () => {
    const book = await buildBook(context.db, { org, members: [{ user: editor, role: "BOOK_EDITOR" }] });
    await context.db.insert(bookStyles).values({
      bookOid: book.oid,
      items: applyStyleItems([
        { itemKey: "paragraph.font.size", itemValue: "20" },
        { itemKey: "chapter.header.background", itemValue: "https://cdn.example.com/header.png" },
      ]).items,
      version: 1,
    });
    const css = strFromU8((await exportedZip(book.oid))["style.css"] ?? new Uint8Array());
    expect(css).toBe(
      bookStyleCss([
        { itemKey: "paragraph.font.size", itemValue: "20" },
        { itemKey: "chapter.header.background", itemValue: "https://cdn.example.com/header.png" },
      ]) +
        (await readBookTextCss()) +
        BOOK_READING_CSS,
    );
    expect(css).toContain("--tb-paragraph-font-size: 1.25rem;");
  });

  it("pages show what the editor shows: formulas typeset, captions numbered in their place, tables with borders", async () => {
    const book = await buildBook(context.db, { org, members: [{ user: editor, role: "BOOK_EDITOR" }] });
    await buildChapter(context.db, { book, name: "第一章" });
    const third = await buildChapter(context.db, { book, name: "第二章" });
    const section = await buildSection(context.db, { chapter: third });
    const file = await buildFile(context.db, { section });
    const cell = (text: string) => ({
      type: "tableCell",
      content: [{ type: "paragraph", content: [{ type: "text", text }] }],
    });
    const content = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "数量 " },
            { type: "inlineMath", attrs: { latex: "N = 2^{n}" } },
          ],
        },
        { type: "mathBox", content: [{ type: "displayMath", attrs: { latex: "\\frac{a}{b}" } }] },
        {
          type: "tableBox",
          content: [
            // Stored when the file sat in the first chapter: the editor shows 表2-1 now.
            {
              type: "caption",
              attrs: { oid: "cap-1", type: "TABLE", index: 1, chapterIndex: 1, sectionIndex: 1 },
              content: [{ type: "text", text: "元件" }],
            },
            { type: "table", content: [{ type: "tableRow", content: [cell("电阻"), cell("电容")] }] },
          ],
        },
      ],
    };
    await context.db.update(contentFiles).set({ content }).where(eq(contentFiles.oid, file.oid));
    const entries = await exportedZip(book.oid);
    const html = strFromU8(entries["chapter-02/section-01/file-01.html"] ?? new Uint8Array());

    expect(html).toContain('<link rel="stylesheet" href="../../katex/katex.min.css">');
    expect(html).toMatch(
      /<span class="tb-math" data-type="inlineMath" data-latex="N = 2\^\{n\}"><span class="katex">/,
    );
    expect(html).toContain(
      '<div class="tb-math" data-type="displayMath" data-latex="\\frac{a}{b}"><span class="katex-display">',
    );
    expect(html).toContain('class="mfrac"');
    // No LaTeX source as reading text: only in the attribute that keeps it.
    expect(html.replace(/data-latex="[^"]*"/g, "")).not.toContain("2^{n}");
    expect(html).toContain('<span data-caption-label="">表2-1</span>');
    expect(strFromU8(entries["katex/katex.min.css"] ?? new Uint8Array())).toContain("font-face");
    expect(
      Object.keys(entries).filter((name) => /^katex\/fonts\/KaTeX_.*\.woff2$/.test(name)).length,
    ).toBeGreaterThan(10);
    expect(strFromU8(entries["style.css"] ?? new Uint8Array())).toContain('[data-type="tableBox"] td');
  });

  it("carries the pictures its pages show under assets/, linked from the pages and the JSON, not signed links", async () => {
    const book = await buildExportBook(context, org, editor);
    const { bytes } = await exportedFile(context, token, book.oid, "ZIP");
    const entries = unzipSync(new Uint8Array(bytes));
    const manifest = JSON.parse(strFromU8(entries["manifest.json"] as Uint8Array));
    const [[imageOid, assetPath]] = Object.entries(manifest.assets as Record<string, string>) as [
      [string, string],
    ];
    expect(assetPath).toBe(`assets/${imageOid}.png`);
    expect(entries[assetPath]?.subarray(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
    const page = strFromU8(entries["chapter-01/section-01/file-01.html"] as Uint8Array);
    expect(page).toContain(`src="../../${assetPath}"`);
    expect(page).not.toContain("/api/files/");
    const json = strFromU8(entries["chapter-01/section-01/file-01.json"] as Uint8Array);
    expect(json).toContain(`"src": "../../${assetPath}"`);
    expect(json).not.toContain("sig=");
  });

  it("content that does not fit the schema fails the export with the file's name and keeps no archive", async () => {
    const admin = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_ADMIN"] }] });
    const adminToken = await sessionFor(context.db, admin, context.clock, org.oid);
    const book = await buildBook(context.db, { org });
    const chapter = await buildChapter(context.db, { book });
    const section = await buildSection(context.db, { chapter });
    const file = await buildFile(context.db, { section, name: "坏文件" });
    await context.db
      .update(contentFiles)
      .set({ content: { type: "doc", content: [{ type: "hologram" }] } })
      .where(eq(contentFiles.oid, file.oid));
    const before = await context.db.select({ oid: attachments.oid }).from(attachments);

    const submitted = await call<UserTask>(context.app, "POST", "/api/books/export", {
      token: adminToken,
      body: { bookOid: book.oid },
    });
    const failed = await waitForState(context.db, submitted.body.data.oid, "FAILED");
    expect(failed).toMatchObject({
      result: "FAILED",
      errorMessage: "文件“坏文件”的内容无法导出",
      output: null,
    });
    expect(await context.db.select({ oid: attachments.oid }).from(attachments)).toEqual(before);
  });

  it("discarding an unfinished export removes its archive and the stored bytes", async () => {
    const deps = { db: context.db, storage: context.storage, clock: context.clock };
    const archive = await storeGeneratedFile(deps, {
      bookOid: null,
      orgOid: org.oid,
      ownerOid: editor.oid,
      name: "半成品.zip",
      type: "ARCHIVE",
      contentType: "application/zip",
      body: Buffer.from("PK"),
    });
    await exportBookHandler.discard?.(deps, {
      attachmentOid: archive.oid,
      fileName: "半成品.zip",
      bookOid: null,
      chapterOid: null,
      sectionOid: null,
    });
    expect(await context.db.select().from(attachments).where(eq(attachments.oid, archive.oid))).toEqual([]);
    expect(await context.storage.statObject(archive.objectKey)).toBeNull();
  });
});
