import { validateDocument } from "@textbook/schema";
import type { FileNode, SectionNode } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { books, contentFiles } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { bookWithTeam } from "../../test/book-workspace.ts";
import { buildBook, buildChapter, buildFile, buildSection } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function sectionWithFiles() {
  const team = await bookWithTeam(context);
  const chapter = await buildChapter(context.db, { book: team.book });
  const section = await buildSection(context.db, { chapter });
  const first = await buildFile(context.db, { section, name: "甲", text: "甲的正文" });
  const second = await buildFile(context.db, { section, name: "乙" });
  const third = await buildFile(context.db, { section, name: "丙" });
  const filesUrl = `${team.url}/chapters/${chapter.oid}/sections/${section.oid}/files`;
  return { ...team, chapter, section, first, second, third, filesUrl };
}

const fileNames = async (context: TestContext, sectionOid: string) =>
  (
    await context.db
      .select({ name: contentFiles.name, position: contentFiles.position })
      .from(contentFiles)
      .where(eq(contentFiles.sectionOid, sectionOid))
      .orderBy(contentFiles.position)
  ).map((file) => `${file.position}:${file.name}`);
const contentOf = async (oid: string) =>
  (await context.db.select().from(contentFiles).where(eq(contentFiles.oid, oid)))[0]?.content;

describe("POST files", () => {
  it("creates a content file with an empty valid document at the end of the section", async () => {
    const { filesUrl, section, editorToken } = await sectionWithFiles();
    const response = await call<FileNode>(context.app, "POST", filesUrl, {
      token: editorToken,
      body: { name: "思维导图一" },
    });
    expect(response.body.data).toEqual({
      oid: expect.any(String),
      name: "思维导图一",
      type: "CONTENT",
      position: 3,
      version: 1,
      updatedAt: context.clock.now().toISOString(),
    });
    expect(validateDocument(await contentOf(response.body.data.oid)).textContent).toBe("");
    expect(await fileNames(context, section.oid)).toEqual(["0:甲", "1:乙", "2:丙", "3:思维导图一"]);
  });

  it("refuses the types no screen opens (activities, readings and mind maps are blocks of content files)", async () => {
    const { filesUrl, section, editorToken } = await sectionWithFiles();
    for (const type of ["ACTIVITY", "READING", "MIND_MAP"]) {
      const refused = await call(context.app, "POST", filesUrl, {
        token: editorToken,
        body: { name: "x", type },
      });
      expect(refused.body).toMatchObject({
        errorCode: "err.validate.failed",
        errors: { type: "格式不正确" },
      });
    }
    const explicit = await call<FileNode>(context.app, "POST", filesUrl, {
      token: editorToken,
      body: { name: "正文", type: "CONTENT" },
    });
    expect(explicit.body.data.type).toBe("CONTENT");
    expect(await fileNames(context, section.oid)).toEqual(["0:甲", "1:乙", "2:丙", "3:正文"]);
  });

  it("answers field messages for a missing name and an unknown type; 401; 403 for a book member", async () => {
    const { filesUrl, editorToken, memberToken } = await sectionWithFiles();
    const invalid = await call(context.app, "POST", filesUrl, {
      token: editorToken,
      body: { type: "VIDEO" },
    });
    expect(invalid.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { name: "必填项，请输入", type: "格式不正确" },
    });
    const body = { name: "x", type: "CONTENT" };
    expect((await call(context.app, "POST", filesUrl, { body })).status).toBe(401);
    expect((await call(context.app, "POST", filesUrl, { token: memberToken, body })).status).toBe(403);
  });
});

describe("PUT files/:f", () => {
  it("renames a file and keeps its content; 404 for a file of another section", async () => {
    const { filesUrl, first, editorToken } = await sectionWithFiles();
    const response = await call<FileNode>(context.app, "PUT", `${filesUrl}/${first.oid}`, {
      token: editorToken,
      body: { name: "甲（改）" },
    });
    expect(response.body.data).toMatchObject({ oid: first.oid, name: "甲（改）", position: 0, version: 1 });
    expect(await contentOf(first.oid)).toEqual(first.content);
    const other = await sectionWithFiles();
    const foreign = await call(context.app, "PUT", `${filesUrl}/${other.first.oid}`, {
      token: editorToken,
      body: { name: "x" },
    });
    expect(foreign.status).toBe(404);
  });
});

describe("PUT files/order", () => {
  it("puts the section's files in the given order and answers the section", async () => {
    const { filesUrl, section, first, second, third, editorToken } = await sectionWithFiles();
    const response = await call<SectionNode>(context.app, "PUT", `${filesUrl}/order`, {
      token: editorToken,
      body: { fileOids: [third.oid, first.oid, second.oid] },
    });
    expect(response.body.data).toMatchObject({ oid: section.oid });
    expect(response.body.data.files.map((file) => `${file.position}:${file.name}`)).toEqual([
      "0:丙",
      "1:甲",
      "2:乙",
    ]);
    expect(await fileNames(context, section.oid)).toEqual(["0:丙", "1:甲", "2:乙"]);
  });

  it("refuses a duplicate, a missing or a foreign file and changes nothing", async () => {
    const { filesUrl, section, first, second, third, editorToken } = await sectionWithFiles();
    const other = await sectionWithFiles();
    const cases: [string[], string][] = [
      [[first.oid, first.oid, second.oid, third.oid], "err.order.duplicate"],
      [[first.oid, second.oid], "err.order.mismatch"],
      [[first.oid, second.oid, other.third.oid], "err.order.mismatch"],
    ];
    for (const [fileOids, code] of cases) {
      const response = await call(context.app, "PUT", `${filesUrl}/order`, {
        token: editorToken,
        body: { fileOids },
      });
      expect(response.status).toBe(400);
      expect(response.body.errorCode).toBe(code);
    }
    expect(await fileNames(context, section.oid)).toEqual(["0:甲", "1:乙", "2:丙"]);
  });
});

describe("PUT files/deleted", () => {
  it("deletes files; the others close ranks; a foreign file answers 404 and deletes nothing", async () => {
    const { filesUrl, section, second, editorToken } = await sectionWithFiles();
    const other = await sectionWithFiles();
    const foreign = await call(context.app, "PUT", `${filesUrl}/deleted`, {
      token: editorToken,
      body: { oids: [second.oid, other.second.oid] },
    });
    expect(foreign.status).toBe(404);
    expect(await fileNames(context, section.oid)).toHaveLength(3);
    const response = await call(context.app, "PUT", `${filesUrl}/deleted`, {
      token: editorToken,
      body: { oids: [second.oid] },
    });
    expect(response.body).toMatchObject({ errorCode: "0", data: null });
    expect(await fileNames(context, section.oid)).toEqual(["0:甲", "1:丙"]);
    const empty = await call(context.app, "PUT", `${filesUrl}/deleted`, {
      token: editorToken,
      body: { oids: [] },
    });
    expect(empty.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { oids: "必填项，请输入" },
    });
  });
});

describe("POST files/:f/copy", () => {
  it("copies name, type and content to the end of a section of the same book", async () => {
    const { filesUrl, first, chapter, editorToken } = await sectionWithFiles();
    const target = await buildSection(context.db, { chapter });
    await buildFile(context.db, { section: target, name: "已有" });
    const response = await call<FileNode>(context.app, "POST", `${filesUrl}/${first.oid}/copy`, {
      token: editorToken,
      body: { targetSectionOid: target.oid },
    });
    expect(response.body.data).toMatchObject({ name: "甲", type: "CONTENT", position: 1, version: 1 });
    expect(response.body.data.oid).not.toBe(first.oid);
    expect(await contentOf(response.body.data.oid)).toEqual(first.content);
    expect(await fileNames(context, target.oid)).toEqual(["0:已有", "1:甲"]);
  });

  it("copies into another book where the caller edits the structure, and bumps that book", async () => {
    const source = await sectionWithFiles();
    const targetBook = await buildBook(context.db, {
      org: source.org,
      members: [{ user: source.editor, role: "BOOK_EDITOR" }],
      updatedAt: new Date(Date.UTC(2025, 0, 1)),
    });
    const targetSection = await buildSection(context.db, {
      chapter: await buildChapter(context.db, { book: targetBook }),
    });
    context.clock.advance(30);
    const response = await call<FileNode>(
      context.app,
      "POST",
      `${source.filesUrl}/${source.first.oid}/copy`,
      {
        token: source.editorToken,
        body: { targetSectionOid: targetSection.oid },
      },
    );
    expect(response.body.data).toMatchObject({ name: "甲", position: 0 });
    expect(await contentOf(response.body.data.oid)).toEqual(source.first.content);
    const [target] = await context.db.select().from(books).where(eq(books.oid, targetBook.oid));
    expect(target?.updatedAt).toEqual(context.clock.now());
  });

  it("refuses a target book without the structure right (403), an unknown section (404), a committed chapter", async () => {
    const source = await sectionWithFiles();
    const viewOnly = await buildBook(context.db, {
      org: source.org,
      members: [{ user: source.editor, role: "BOOK_MEMBER" }],
    });
    const viewOnlySection = await buildSection(context.db, {
      chapter: await buildChapter(context.db, { book: viewOnly }),
    });
    const copyUrl = `${source.filesUrl}/${source.first.oid}/copy`;
    const refused = await call(context.app, "POST", copyUrl, {
      token: source.editorToken,
      body: { targetSectionOid: viewOnlySection.oid },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe("err.privilege.required");
    const unknown = await call(context.app, "POST", copyUrl, {
      token: source.editorToken,
      body: { targetSectionOid: "nosuchsection" },
    });
    expect(unknown.status).toBe(404);
    const committed = await buildSection(context.db, {
      chapter: await buildChapter(context.db, { book: source.book, committed: true }),
    });
    const intoCommitted = await call(context.app, "POST", copyUrl, {
      token: source.editorToken,
      body: { targetSectionOid: committed.oid },
    });
    expect(intoCommitted.status).toBe(403);
    expect(intoCommitted.body.errorCode).toBe("err.chapter.committed");
    expect(await fileNames(context, viewOnlySection.oid)).toEqual([]);
    expect(await fileNames(context, committed.oid)).toEqual([]);
    const missing = await call(context.app, "POST", copyUrl, { token: source.editorToken, body: {} });
    expect(missing.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { targetSectionOid: "必填项，请输入" },
    });
  });
});
