// POST /books/{b}/note-title-style and /books/{b}/chapters/update-reference: the tasks that number
// every caption of the book again and refresh every cross reference, and how editing waits for them.
import { captionTargets, validateDocument } from "@textbook/schema";
import type { BookDetail, DocumentJson, SavedVersion, UserTask } from "@textbook/shared";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookStyles,
  chapters,
  contentFiles,
  contentRevisions,
  userTaskDetails,
} from "../../db/schema/index.ts";
import { storedContent } from "../../realtime/test/stored-content.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { bookWithTeam } from "../../test/book-workspace.ts";
import { buildChapter, buildFile, buildSection } from "../../test/factories.ts";
import { waitForState } from "../../test/tasks.ts";

let context: TestContext;
beforeAll(async () => {
  // Workers start in the blocking tests, once they have seen the tasks wait.
  context = await createTestApp();
});
afterAll(() => context.close());

type Json = Record<string, unknown>;
const text = (value: string): Json => ({ type: "text", text: value });
const paragraph = (...content: Json[]): Json => ({ type: "paragraph", content });
const figure = (oid: string, attrs: Json = {}): Json => ({
  type: "imageBox",
  attrs: { oid: `box-${oid}` },
  content: [
    { type: "imageBlock" },
    { type: "caption", attrs: { oid, type: "IMAGE", ...attrs }, content: [text(`图 ${oid}`)] },
  ],
});
const table = (oid: string, attrs: Json = {}): Json => ({
  type: "tableBox",
  attrs: { oid: `box-${oid}` },
  content: [
    { type: "caption", attrs: { oid, type: "TABLE", ...attrs }, content: [text(`表 ${oid}`)] },
    {
      type: "table",
      content: [{ type: "tableRow", content: [{ type: "tableCell", content: [paragraph(text("甲"))] }] }],
    },
  ],
});
const reference = (oid: string, target: string, content: string, targetCaptionType = "IMAGE"): Json => ({
  type: "crossReference",
  attrs: { oid, targetOid: `box-${target}`, targetCaptionOid: target, targetCaptionType, content, type: 2 },
});
const doc = (...content: Json[]): DocumentJson => ({ type: "doc", content });

type Team = Awaited<ReturnType<typeof bookWithTeam>>;

const fileA = (secondFigure: Json = {}) =>
  doc(
    figure("a1", { index: 3, chapterIndex: 1, sectionIndex: 1 }),
    table("t1", { index: 1, chapterIndex: 1, sectionIndex: 1 }),
    figure("a2", { index: 4, chapterIndex: 1, sectionIndex: 1, ...secondFigure }),
    paragraph(text("见"), reference("r-a", "d1", "图2-7")),
  );

/**
 * Two chapters: 1.1 holds files A (a figure, a table, a figure, a reference into chapter 2) and B
 * (a figure), 1.2 file C (a figure and a table), 2.1 file D (a figure and references to A's second
 * figure and to a caption deleted since) and E (text only). The stored numbers are stale.
 */
async function captionBook() {
  const team = await bookWithTeam(context);
  const one = await buildChapter(context.db, { book: team.book, name: "第一章" });
  const two = await buildChapter(context.db, { book: team.book, name: "第二章" });
  const s11 = await buildSection(context.db, { chapter: one, name: "1.1" });
  const s12 = await buildSection(context.db, { chapter: one, name: "1.2" });
  const s21 = await buildSection(context.db, { chapter: two, name: "2.1" });
  const file = async (section: { oid: string }, chapterOid: string, name: string, content: DocumentJson) => {
    const row = await buildFile(context.db, { section, name });
    await context.db.update(contentFiles).set({ content }).where(eq(contentFiles.oid, row.oid));
    const url = `${team.url}/chapters/${chapterOid}/sections/${section.oid}/files/${row.oid}`;
    return { oid: row.oid, url };
  };
  const files = {
    a: await file(s11, one.oid, "A", fileA()),
    b: await file(s11, one.oid, "B", doc(figure("b1"))),
    c: await file(s12, one.oid, "C", doc(figure("c1"), table("t2"))),
    d: await file(
      s21,
      two.oid,
      "D",
      doc(
        figure("d1", { index: 7, chapterIndex: 2, sectionIndex: 1 }),
        paragraph(reference("r-d", "a2", "图1-4"), text("和"), reference("r-gone", "deleted", "图1-9")),
      ),
    ),
    e: await file(s21, two.oid, "E", doc(paragraph(text("没有图表")))),
  };
  return { team, one, two, files };
}

async function labelsOf(fileOid: string): Promise<string[]> {
  const stored = await storedContent(context.db, fileOid);
  return [...captionTargets(validateDocument(stored?.content)).values()].map((target) => target.label);
}

async function referencesOf(fileOid: string) {
  const stored = await storedContent(context.db, fileOid);
  const references: { oid: string; type: number; content: string }[] = [];
  validateDocument(stored?.content).descendants((node) => {
    if (node.type.name === "crossReference") references.push(node.attrs as (typeof references)[number]);
  });
  return references.map(({ oid, type, content }) => ({ oid, type, content }));
}

const noteTitle = (team: Team, body: unknown, token = team.chiefToken) =>
  call<UserTask>(context.app, "POST", `${team.url}/note-title-style`, { token, body });
const updateReference = (team: Team, token = team.chiefToken) =>
  call<UserTask>(context.app, "POST", `${team.url}/chapters/update-reference`, { token });
const PICTURE = { noteTitleStyle: "CHAPTER", imageTag: "Picture", tableTag: "Table" };

async function save(url: string, token: string) {
  const version = (await storedContent(context.db, url.split("/").at(-1) ?? ""))?.version ?? 0;
  return call<SavedVersion>(context.app, "PUT", `${url}/content`, {
    token,
    body: { content: doc(paragraph(text("新的正文"))), baseVersion: version },
  });
}

describe("who may submit, and what", () => {
  it("needs a login, the right to change the book's styles and a valid setting", async () => {
    const { team } = await captionBook();
    expect((await call(context.app, "POST", `${team.url}/note-title-style`, { body: PICTURE })).status).toBe(
      401,
    );
    const badTag = await noteTitle(team, { ...PICTURE, imageTag: "Bild" });
    expect(badTag.status).toBe(400);
    expect(badTag.body.errorCode).toBe("err.validate.failed");
    expect(Object.keys(badTag.body.errors ?? {})).toEqual(["imageTag"]);
    expect((await noteTitle(team, { ...PICTURE, noteTitleStyle: "BOOK" })).body.errorCode).toBe(
      "err.validate.failed",
    );
    for (const refused of [
      await noteTitle(team, PICTURE, team.memberToken),
      await updateReference(team, team.memberToken),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe("err.privilege.required");
    }
    const missing = await call(context.app, "POST", "/api/books/nope/chapters/update-reference", {
      token: team.chiefToken,
    });
    expect(missing.status).toBe(404);
    expect(await context.db.select().from(bookStyles).where(eq(bookStyles.bookOid, team.book.oid))).toEqual(
      [],
    );
  });
});

describe("while a task waits or runs", () => {
  it("refuses content saves and a second whole-book task with its code; saves work once it is done", async () => {
    const first = await captionBook();
    const second = await captionBook();
    const noteTask = await noteTitle(first.team, PICTURE);
    expect(noteTask.status).toBe(200);
    expect(noteTask.body.data).toMatchObject({
      type: "NOTE_TITLE_UPDATE",
      state: "WAITING",
      title: "更新《测试教材》的题注样式",
    });
    const referenceTask = await updateReference(second.team);
    expect(referenceTask.body.data).toMatchObject({
      type: "REFERENCE_UPDATE",
      title: "更新《测试教材》的引用",
    });

    const refusedSave = await save(first.files.e.url, first.team.chiefToken);
    expect([refusedSave.status, refusedSave.body.errorCode]).toEqual([
      409,
      "err.book.noteTitleTaskInProgress",
    ]);
    const refusedReferenceSave = await save(second.files.e.url, second.team.editorToken);
    expect([refusedReferenceSave.status, refusedReferenceSave.body.errorCode]).toEqual([
      409,
      "err.book.updateReferenceTaskInProgress",
    ]);
    const secondTask = await updateReference(first.team);
    expect([secondTask.status, secondTask.body.errorCode]).toEqual([409, "err.book.noteTitleTaskInProgress"]);
    expect((await noteTitle(second.team, PICTURE)).body.errorCode).toBe(
      "err.book.updateReferenceTaskInProgress",
    );

    // The setting is the book's at once: the book detail gives it to the editor, whose new captions follow it.
    const [stored] = await context.db
      .select()
      .from(bookStyles)
      .where(eq(bookStyles.bookOid, first.team.book.oid));
    expect(stored?.updatedByOid).toBe(first.team.chief.oid);
    const detail = await call<BookDetail>(context.app, "GET", first.team.url, {
      token: first.team.editorToken,
    });
    expect(detail.body.data.noteTitle).toEqual({
      noteTitleStyle: "CHAPTER",
      noteTitleImageTag: "Picture",
      noteTitleTableTag: "Table",
    });

    await context.app.tasks.start();
    await waitForState(context.db, noteTask.body.data.oid, "DONE");
    await waitForState(context.db, referenceTask.body.data.oid, "DONE");
    expect((await save(first.files.e.url, first.team.chiefToken)).status).toBe(200);
    expect((await save(second.files.e.url, second.team.editorToken)).status).toBe(200);
  });
});

describe("NOTE_TITLE_UPDATE", () => {
  it("numbers per chapter with the chosen tags, refreshes references across files, and leaves unchanged files alone", async () => {
    const { team, files } = await captionBook();
    const before = await storedContent(context.db, files.e.oid);
    const task = await noteTitle(team, PICTURE);
    await waitForState(context.db, task.body.data.oid, "DONE");

    expect(await labelsOf(files.a.oid)).toEqual(["Picture1-1", "Table1-1", "Picture1-2"]);
    expect(await labelsOf(files.b.oid)).toEqual(["Picture1-3"]);
    expect(await labelsOf(files.c.oid)).toEqual(["Picture1-4", "Table1-2"]);
    expect(await labelsOf(files.d.oid)).toEqual(["Picture2-1"]);
    expect(await referencesOf(files.a.oid)).toEqual([{ oid: "r-a", type: 2, content: "Picture2-1" }]);
    expect(await referencesOf(files.d.oid)).toEqual([
      { oid: "r-d", type: 2, content: "Picture1-2" },
      { oid: "r-gone", type: 3, content: "引用内容未找到" },
    ]);

    // Saved as content saves are: a new version, the one before kept in the history.
    expect((await storedContent(context.db, files.a.oid))?.version).toBe(2);
    const revisions = await context.db
      .select({ version: contentRevisions.version, authorOid: contentRevisions.authorOid })
      .from(contentRevisions)
      .where(eq(contentRevisions.fileOid, files.a.oid))
      .orderBy(asc(contentRevisions.version));
    expect(revisions).toEqual([
      { version: 1, authorOid: null },
      { version: 2, authorOid: team.chief.oid },
    ]);
    expect(await storedContent(context.db, files.e.oid)).toEqual(before);

    const steps = await context.db
      .select({ name: userTaskDetails.name, state: userTaskDetails.state, message: userTaskDetails.message })
      .from(userTaskDetails)
      .where(eq(userTaskDetails.taskOid, task.body.data.oid))
      .orderBy(asc(userTaskDetails.position));
    expect(steps).toEqual([
      { name: "第一章 › 1.1 › A", state: "DONE", message: "已更新" },
      { name: "第一章 › 1.1 › B", state: "DONE", message: "已更新" },
      { name: "第一章 › 1.2 › C", state: "DONE", message: "已更新" },
      { name: "第二章 › 2.1 › D", state: "DONE", message: "已更新" },
      { name: "第二章 › 2.1 › E", state: "DONE", message: "无需更新" },
    ]);
  });

  it("numbers per section in SECTION style; a second run with the same setting changes nothing", async () => {
    const { team, files } = await captionBook();
    const setting = { noteTitleStyle: "SECTION", imageTag: "图", tableTag: "表" };
    await waitForState(context.db, (await noteTitle(team, setting)).body.data.oid, "DONE");
    expect(await labelsOf(files.a.oid)).toEqual(["图1-1-1", "表1-1-1", "图1-1-2"]);
    expect(await labelsOf(files.b.oid)).toEqual(["图1-1-3"]);
    expect(await labelsOf(files.c.oid)).toEqual(["图1-2-1", "表1-2-1"]);
    expect(await labelsOf(files.d.oid)).toEqual(["图2-1-1"]);
    expect((await referencesOf(files.d.oid))[0]).toEqual({ oid: "r-d", type: 2, content: "图1-1-2" });

    const versions = async () =>
      Promise.all(
        Object.values(files).map(async (file) => (await storedContent(context.db, file.oid))?.version),
      );
    const after = await versions();
    await waitForState(context.db, (await noteTitle(team, setting)).body.data.oid, "DONE");
    expect(await versions()).toEqual(after);
  });
});

describe("REFERENCE_UPDATE", () => {
  it("gives every reference its target's current label, type 3 for a hidden one, and leaves captions and committed chapters alone", async () => {
    const { team, files } = await captionBook();
    const captionsBefore = await labelsOf(files.a.oid);
    // A's second figure is hidden since: references to it read as not found (content §4).
    const hidden = fileA({ hideTitle: "Y" });
    await context.db.update(contentFiles).set({ content: hidden }).where(eq(contentFiles.oid, files.a.oid));
    const task = await updateReference(team);
    await waitForState(context.db, task.body.data.oid, "DONE");
    expect(await referencesOf(files.a.oid)).toEqual([{ oid: "r-a", type: 2, content: "图2-7" }]);
    expect(await labelsOf(files.a.oid)).toEqual(captionsBefore);
    expect(await referencesOf(files.d.oid)).toEqual([
      { oid: "r-d", type: 3, content: "引用内容未找到" },
      { oid: "r-gone", type: 3, content: "引用内容未找到" },
    ]);

    // Chapter 2 committed: its references stay as they are, chapter 1's are still refreshed.
    const again = await captionBook();
    await context.db.update(chapters).set({ committed: true }).where(eq(chapters.oid, again.two.oid));
    const dBefore = await storedContent(context.db, again.files.d.oid);
    const committedTask = await updateReference(again.team);
    await waitForState(context.db, committedTask.body.data.oid, "DONE");
    expect(await storedContent(context.db, again.files.d.oid)).toEqual(dBefore);
    expect(await referencesOf(again.files.a.oid)).toEqual([{ oid: "r-a", type: 2, content: "图2-7" }]);
    const [step] = await context.db
      .select({ message: userTaskDetails.message })
      .from(userTaskDetails)
      .where(
        and(
          eq(userTaskDetails.taskOid, committedTask.body.data.oid),
          eq(userTaskDetails.name, "第二章 › 2.1 › D"),
        ),
      );
    expect(step?.message).toBe("章节已提交，未更新");
  });
});
