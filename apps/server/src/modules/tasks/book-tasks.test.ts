import type { UserTask } from "@textbook/shared";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { books, chapters, contentFiles, sections, userTasks } from "../../db/schema/index.ts";
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
import type { OrgRow, UserRow } from "../users/repository.ts";

let context: TestContext;
let org: OrgRow;
let editor: UserRow;
let editorToken: string;

beforeAll(async () => {
  ({ context, org, editor, editorToken } = await createTaskTestApp());
});
afterAll(() => context.close());

/** A book the editor edits, with one chapter of two sections holding files. */
async function sourceBook(name = "源教材") {
  const book = await buildBook(context.db, { org, name, members: [{ user: editor, role: "BOOK_EDITOR" }] });
  const chapter = await buildChapter(context.db, { book, name: "第一章 声音" });
  const first = await buildSection(context.db, { chapter, name: "1.1 声音的产生" });
  await buildFile(context.db, { section: first, name: "正文", text: "声音由振动产生" });
  await buildFile(context.db, { section: first, name: "阅读", type: "READING", text: "蝙蝠" });
  const second = await buildSection(context.db, { chapter, name: "1.2 声音的传播" });
  await buildFile(context.db, { section: second, name: "正文", text: "声音需要介质" });
  return { book, chapter, first, second };
}

async function targetBook(role: "BOOK_EDITOR" | "BOOK_MEMBER" = "BOOK_EDITOR") {
  const book = await buildBook(context.db, { org, name: "目标教材", members: [{ user: editor, role }] });
  const chapter = await buildChapter(context.db, { book, name: "已有章" });
  await buildSection(context.db, { chapter, name: "已有节" });
  return { book, chapter };
}

/** The chapter's sections with their files' names and text, in order. */
async function treeOf(chapterOid: string) {
  const rows = await context.db
    .select({
      section: sections.name,
      sectionOid: sections.oid,
      file: contentFiles.name,
      content: contentFiles.content,
    })
    .from(sections)
    .leftJoin(contentFiles, eq(contentFiles.sectionOid, sections.oid))
    .where(eq(sections.chapterOid, chapterOid))
    .orderBy(asc(sections.position), asc(contentFiles.position));
  return rows.map((row) => ({
    section: row.section,
    file: row.file,
    text: row.content ? JSON.stringify(row.content).match(/"text":"([^"]*)"/)?.[1] : null,
  }));
}

const sectionCopyUrl = (source: Awaited<ReturnType<typeof sourceBook>>) =>
  `/api/books/${source.book.oid}/chapters/${source.chapter.oid}/sections/${source.first.oid}/copy`;

describe("POST /books/export", () => {
  it("answers 401 without login and 400 without a book", async () => {
    expect((await call(context.app, "POST", "/api/books/export", { body: { bookOid: "x" } })).status).toBe(
      401,
    );
    const response = await call(context.app, "POST", "/api/books/export", { token: editorToken, body: {} });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { bookOid: "必填项，请输入" },
    });
  });

  it("refuses a book member without the export right (403) and an unknown book (404)", async () => {
    const member = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    const book = await buildBook(context.db, { org, members: [{ user: member, role: "BOOK_MEMBER" }] });
    const token = await sessionFor(context.db, member, context.clock, org.oid);
    const refused = await call(context.app, "POST", "/api/books/export", {
      token,
      body: { bookOid: book.oid },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe("err.privilege.required");
    const missing = await call(context.app, "POST", "/api/books/export", {
      token,
      body: { bookOid: "nope" },
    });
    expect(missing.status).toBe(404);
    expect(await context.db.select().from(userTasks).where(eq(userTasks.creatorOid, member.oid))).toEqual([]);
  });

  it("answers the new task", async () => {
    const { book } = await sourceBook("导出用教材");
    const response = await call<UserTask>(context.app, "POST", "/api/books/export", {
      token: editorToken,
      body: { bookOid: book.oid },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: "EXPORT",
      title: "导出《导出用教材》",
      book: { oid: book.oid, name: "导出用教材" },
      creator: { oid: editor.oid },
    });
    await waitForState(context.db, response.body.data.oid, "DONE");
  });
});

describe("POST /books/:b/chapters/:c/sections/:s/copy", () => {
  it("answers 401 without login and 400 with the missing fields", async () => {
    const source = await sourceBook();
    expect((await call(context.app, "POST", sectionCopyUrl(source), { body: {} })).status).toBe(401);
    const response = await call(context.app, "POST", sectionCopyUrl(source), {
      token: editorToken,
      body: {},
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      targetBookOid: "必填项，请输入",
      targetChapterOid: "必填项，请输入",
    });
  });

  it("copies the section with its files to the end of the target chapter", async () => {
    const source = await sourceBook();
    const target = await targetBook();
    const response = await call<UserTask>(context.app, "POST", sectionCopyUrl(source), {
      token: editorToken,
      body: { targetBookOid: target.book.oid, targetChapterOid: target.chapter.oid },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: "COPY",
      title: "复制小节“1.1 声音的产生”到《目标教材》",
      book: { oid: target.book.oid },
    });
    const done = await waitForState(context.db, response.body.data.oid, "DONE");
    expect(await treeOf(target.chapter.oid)).toEqual([
      { section: "已有节", file: null, text: null },
      { section: "1.1 声音的产生", file: "正文", text: "声音由振动产生" },
      { section: "1.1 声音的产生", file: "阅读", text: "蝙蝠" },
    ]);
    const [copied] = await context.db
      .select()
      .from(sections)
      .where(eq(sections.oid, done.output?.sectionOid ?? ""));
    expect(copied).toMatchObject({ chapterOid: target.chapter.oid, name: "1.1 声音的产生", position: 1 });
    expect(copied?.oid).not.toBe(source.first.oid);
    expect(done.output).toMatchObject({ bookOid: target.book.oid, chapterOid: target.chapter.oid });
    // The source is untouched.
    expect((await treeOf(source.chapter.oid)).map((row) => row.section)).toEqual([
      "1.1 声音的产生",
      "1.1 声音的产生",
      "1.2 声音的传播",
    ]);
  });

  it("refuses a target chapter of another book, a committed one, and a missing one", async () => {
    const source = await sourceBook();
    const target = await targetBook();
    const elsewhere = await targetBook();
    const committed = await buildChapter(context.db, { book: target.book, committed: true });
    const copy = (targetChapterOid: string) =>
      call(context.app, "POST", sectionCopyUrl(source), {
        token: editorToken,
        body: { targetBookOid: target.book.oid, targetChapterOid },
      });
    const mismatch = await copy(elsewhere.chapter.oid);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({
      errorCode: "err.copy.targetChapterMismatch",
      errorMessage: "目标章节不属于目标教材",
    });
    const closed = await copy(committed.oid);
    expect(closed.status).toBe(403);
    expect(closed.body).toMatchObject({
      errorCode: "err.chapter.committed",
      errorMessage: "章节已提交，不能编辑",
    });
    expect((await copy("noSuchChapter")).status).toBe(404);
    expect(await context.db.select().from(userTasks).where(eq(userTasks.bookOid, target.book.oid))).toEqual(
      [],
    );
  });

  it("needs view on the source and editStructure on the target (403), and the section in its path (404)", async () => {
    const source = await sourceBook();
    const readOnly = await targetBook("BOOK_MEMBER");
    const refused = await call(context.app, "POST", sectionCopyUrl(source), {
      token: editorToken,
      body: { targetBookOid: readOnly.book.oid, targetChapterOid: readOnly.chapter.oid },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe("err.privilege.required");

    const stranger = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    const strangerToken = await sessionFor(context.db, stranger, context.clock, org.oid);
    const own = await buildBook(context.db, {
      org,
      members: [{ user: stranger, role: "BOOK_CHIEF_EDITOR" }],
    });
    const ownChapter = await buildChapter(context.db, { book: own });
    const unseen = await call(context.app, "POST", sectionCopyUrl(source), {
      token: strangerToken,
      body: { targetBookOid: own.oid, targetChapterOid: ownChapter.oid },
    });
    expect(unseen.status).toBe(403);

    const target = await targetBook();
    const wrongPath = `/api/books/${source.book.oid}/chapters/${target.chapter.oid}/sections/${source.first.oid}/copy`;
    const misplaced = await call(context.app, "POST", wrongPath, {
      token: editorToken,
      body: { targetBookOid: target.book.oid, targetChapterOid: target.chapter.oid },
    });
    expect(misplaced.status).toBe(404);
  });

  it("fails with a clear message when the target chapter was committed before the task ran", async () => {
    const source = await sourceBook();
    const target = await targetBook();
    await context.app.tasks.stop();
    const response = await call<UserTask>(context.app, "POST", sectionCopyUrl(source), {
      token: editorToken,
      body: { targetBookOid: target.book.oid, targetChapterOid: target.chapter.oid },
    });
    await context.db.update(chapters).set({ committed: true }).where(eq(chapters.oid, target.chapter.oid));
    await context.app.tasks.start();
    const failed = await waitForState(context.db, response.body.data.oid, "FAILED");
    expect(failed).toMatchObject({ errorMessage: "目标章节已提交，不能复制到该章节", output: null });
    expect((await treeOf(target.chapter.oid)).map((row) => row.section)).toEqual(["已有节"]);
  });
});

describe("POST /books/:b/chapters/:c/copy", () => {
  it("appends a copy of the whole chapter to the target book", async () => {
    const source = await sourceBook();
    const target = await targetBook();
    const url = `/api/books/${source.book.oid}/chapters/${source.chapter.oid}/copy`;
    expect((await call(context.app, "POST", url, { body: { targetBookOid: target.book.oid } })).status).toBe(
      401,
    );
    const invalid = await call(context.app, "POST", url, { token: editorToken, body: {} });
    expect(invalid.body.errors).toEqual({ targetBookOid: "必填项，请输入" });

    const response = await call<UserTask>(context.app, "POST", url, {
      token: editorToken,
      body: { targetBookOid: target.book.oid },
    });
    expect(response.body.data).toMatchObject({ type: "COPY", title: "复制章节“第一章 声音”到《目标教材》" });
    const done = await waitForState(context.db, response.body.data.oid, "DONE");
    const chapterOid = done.output?.chapterOid ?? "";
    const [copied] = await context.db.select().from(chapters).where(eq(chapters.oid, chapterOid));
    expect(copied).toMatchObject({
      bookOid: target.book.oid,
      name: "第一章 声音",
      position: 1,
      committed: false,
    });
    expect(await treeOf(chapterOid)).toEqual([
      { section: "1.1 声音的产生", file: "正文", text: "声音由振动产生" },
      { section: "1.1 声音的产生", file: "阅读", text: "蝙蝠" },
      { section: "1.2 声音的传播", file: "正文", text: "声音需要介质" },
    ]);
    expect(done.output).toMatchObject({ bookOid: target.book.oid, sectionOid: null });
    const details = await call<{ items: { name: string; message: string }[] }>(
      context.app,
      "GET",
      `/api/user-tasks/${done.oid}/details/`,
      { token: editorToken },
    );
    expect(details.body.data.items.map((item) => [item.name, item.message])).toEqual([
      ["1.1 声音的产生", "已复制 2 个文件"],
      ["1.2 声音的传播", "已复制 1 个文件"],
    ]);
  });

  it("fails with a clear message when the target book was locked before the task ran", async () => {
    const source = await sourceBook();
    const target = await targetBook();
    await context.app.tasks.stop();
    const response = await call<UserTask>(
      context.app,
      "POST",
      `/api/books/${source.book.oid}/chapters/${source.chapter.oid}/copy`,
      { token: editorToken, body: { targetBookOid: target.book.oid } },
    );
    await context.db.update(books).set({ state: "LOCKED" }).where(eq(books.oid, target.book.oid));
    await context.app.tasks.start();
    const failed = await waitForState(context.db, response.body.data.oid, "FAILED");
    expect(failed).toMatchObject({ errorMessage: "教材已锁定或停用，不能修改", output: null });
    const left = await context.db.select().from(chapters).where(eq(chapters.bookOid, target.book.oid));
    expect(left.map((chapter) => chapter.name)).toEqual(["已有章"]);
  });

  it("refuses a target book the caller may not change, and a chapter not in the source book", async () => {
    const source = await sourceBook();
    const readOnly = await targetBook("BOOK_MEMBER");
    const url = `/api/books/${source.book.oid}/chapters/${source.chapter.oid}/copy`;
    const refused = await call(context.app, "POST", url, {
      token: editorToken,
      body: { targetBookOid: readOnly.book.oid },
    });
    expect(refused.status).toBe(403);
    const misplaced = await call(
      context.app,
      "POST",
      `/api/books/${readOnly.book.oid}/chapters/${source.chapter.oid}/copy`,
      {
        token: editorToken,
        body: { targetBookOid: source.book.oid },
      },
    );
    expect(misplaced.status).toBe(404);
  });
});
