import type { ChapterNode } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { books } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { bookWithTeam } from "../../test/book-workspace.ts";
import { buildChapter, buildFile, buildSection, buildUser, sessionFor } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

type Tree = { items: ChapterNode[]; total: number };

async function bookWithChapters() {
  const team = await bookWithTeam(context);
  const first = await buildChapter(context.db, { book: team.book, name: "第一章" });
  const second = await buildChapter(context.db, { book: team.book, name: "第二章" });
  const third = await buildChapter(context.db, { book: team.book, name: "第三章" });
  const section = await buildSection(context.db, { chapter: first, name: "第一节" });
  const file = await buildFile(context.db, { section, name: "正文一" });
  return { ...team, first, second, third, section, file };
}

const tree = async (url: string, token: string) =>
  (await call<Tree>(context.app, "GET", `${url}/chapters`, { token })).body.data;
const names = (data: Tree) => data.items.map((chapter) => `${chapter.position}:${chapter.name}`);
const updatedAtOf = async (bookOid: string) =>
  (await context.db.select({ updatedAt: books.updatedAt }).from(books).where(eq(books.oid, bookOid)))[0]
    ?.updatedAt;

describe("GET /books/:b/chapters", () => {
  it("answers the whole ordered tree: chapters > sections > files", async () => {
    const { url, first, second, third, section, file, memberToken } = await bookWithChapters();
    const response = await call<Tree>(context.app, "GET", `${url}/chapters`, { token: memberToken });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      total: 3,
      items: [
        {
          oid: first.oid,
          bookOid: first.bookOid,
          name: "第一章",
          position: 0,
          committed: false,
          sections: [
            {
              oid: section.oid,
              chapterOid: first.oid,
              name: "第一节",
              position: 0,
              files: [
                {
                  oid: file.oid,
                  name: "正文一",
                  type: "CONTENT",
                  position: 0,
                  version: 1,
                  updatedAt: file.updatedAt.toISOString(),
                },
              ],
            },
          ],
        },
        {
          oid: second.oid,
          bookOid: first.bookOid,
          name: "第二章",
          position: 1,
          committed: false,
          sections: [],
        },
        {
          oid: third.oid,
          bookOid: first.bookOid,
          name: "第三章",
          position: 2,
          committed: false,
          sections: [],
        },
      ],
    });
  });

  it("answers 401 without login, 404 for an unknown book, 403 for an organisation member outside the book", async () => {
    const { url, org } = await bookWithChapters();
    expect((await call(context.app, "GET", `${url}/chapters`)).status).toBe(401);
    const { chiefToken } = await bookWithTeam(context);
    const unknown = await call(context.app, "GET", "/api/books/nosuchbook/chapters", { token: chiefToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      errorCode: "err.resource.notFound",
      errorMessage: "请求的内容不存在",
    });
    const outsider = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    const token = await sessionFor(context.db, outsider, context.clock, org.oid);
    const refused = await call(context.app, "GET", `${url}/chapters`, { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      errorCode: "err.privilege.required",
      errorMessage: "当前账号没有相关权限",
    });
  });
});

describe("GET /books/:b/chapters/:c", () => {
  it("answers one chapter with its sections, and 404 for a chapter of another book", async () => {
    const { url, first, section, memberToken } = await bookWithChapters();
    const response = await call<ChapterNode>(context.app, "GET", `${url}/chapters/${first.oid}`, {
      token: memberToken,
    });
    expect(response.body.data).toMatchObject({
      oid: first.oid,
      name: "第一章",
      sections: [{ oid: section.oid }],
    });
    const other = await bookWithChapters();
    const foreign = await call(context.app, "GET", `${url}/chapters/${other.first.oid}`, {
      token: memberToken,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorCode).toBe("err.resource.notFound");
  });
});

describe("POST /books/:b/chapters", () => {
  it("appends a chapter and bumps the book's updatedAt", async () => {
    const { url, book, editorToken } = await bookWithChapters();
    context.clock.advance(60);
    const response = await call<ChapterNode>(context.app, "POST", `${url}/chapters`, {
      token: editorToken,
      body: { name: "  第四章  " },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      oid: expect.any(String),
      bookOid: book.oid,
      name: "第四章",
      position: 3,
      committed: false,
      sections: [],
    });
    expect(await updatedAtOf(book.oid)).toEqual(context.clock.now());
    expect(names(await tree(url, editorToken))).toEqual(["0:第一章", "1:第二章", "2:第三章", "3:第四章"]);
  });

  it("keeps positions dense when chapters are added at the same time", async () => {
    const { url, editorToken } = await bookWithChapters();
    await Promise.all(
      ["甲", "乙", "丙", "丁"].map((name) =>
        call(context.app, "POST", `${url}/chapters`, { token: editorToken, body: { name } }),
      ),
    );
    const positions = (await tree(url, editorToken)).items.map((chapter) => chapter.position);
    expect(positions).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("refuses changes to a locked book with err.book.readOnly", async () => {
    const { url, book, chiefToken } = await bookWithChapters();
    await context.db.update(books).set({ state: "LOCKED" }).where(eq(books.oid, book.oid));
    const response = await call(context.app, "POST", `${url}/chapters`, {
      token: chiefToken,
      body: { name: "x" },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      errorCode: "err.book.readOnly",
      errorMessage: "教材已锁定或停用，不能修改",
    });
    expect((await tree(url, chiefToken)).total).toBe(3);
  });

  it("answers the field message for an empty or over-long name", async () => {
    const { url, editorToken } = await bookWithChapters();
    const empty = await call(context.app, "POST", `${url}/chapters`, {
      token: editorToken,
      body: { name: "  " },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { name: "必填项，请输入" },
    });
    const long = await call(context.app, "POST", `${url}/chapters`, {
      token: editorToken,
      body: { name: "章".repeat(201) },
    });
    expect(long.body.errors).toEqual({ name: "最多 200 个字符" });
  });

  it("refuses a book member without the structure right", async () => {
    const { url, memberToken } = await bookWithChapters();
    const response = await call(context.app, "POST", `${url}/chapters`, {
      token: memberToken,
      body: { name: "x" },
    });
    expect(response.status).toBe(403);
    expect(response.body.errorCode).toBe("err.privilege.required");
  });
});

describe("PUT /books/:b/chapters/:c", () => {
  it("renames a chapter", async () => {
    const { url, second, editorToken } = await bookWithChapters();
    const response = await call<ChapterNode>(context.app, "PUT", `${url}/chapters/${second.oid}`, {
      token: editorToken,
      body: { name: "第二章 新名" },
    });
    expect(response.body.data).toMatchObject({ oid: second.oid, name: "第二章 新名", position: 1 });
  });
});

describe("PUT /books/:b/chapters/batch-delete", () => {
  it("deletes with the exact phrase; the rest close ranks", async () => {
    const { url, first, third, editorToken } = await bookWithChapters();
    const response = await call(context.app, "PUT", `${url}/chapters/batch-delete`, {
      token: editorToken,
      body: { oids: [first.oid], confirmPhrase: "确认删除章节" },
    });
    expect(response.body).toMatchObject({ errorCode: "0", data: null });
    const after = await tree(url, editorToken);
    expect(names(after)).toEqual(["0:第二章", "1:第三章"]);
    expect(after.items[1]?.oid).toBe(third.oid);
  });

  it("refuses a wrong or missing phrase and changes nothing", async () => {
    const { url, first, editorToken } = await bookWithChapters();
    for (const confirmPhrase of ["确认删除", " 确认删除章节", undefined, "确".repeat(101)]) {
      const response = await call(context.app, "PUT", `${url}/chapters/batch-delete`, {
        token: editorToken,
        body: { oids: [first.oid], confirmPhrase },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        errorCode: "err.validate.failed",
        errors: { confirmPhrase: "请输入“确认删除章节”" },
      });
    }
    expect((await tree(url, editorToken)).total).toBe(3);
  });

  it("answers 404 for a chapter of another book and deletes nothing", async () => {
    const { url, first, editorToken } = await bookWithChapters();
    const other = await bookWithChapters();
    const response = await call(context.app, "PUT", `${url}/chapters/batch-delete`, {
      token: editorToken,
      body: { oids: [first.oid, other.first.oid], confirmPhrase: "确认删除章节" },
    });
    expect(response.status).toBe(404);
    expect((await tree(url, editorToken)).total).toBe(3);
    expect((await tree(other.url, other.editorToken)).total).toBe(3);
  });
});

describe("committed chapters", () => {
  it("commit and revert answer the tree; the chief editor may, the editor may not", async () => {
    const { url, first, chiefToken, editorToken } = await bookWithChapters();
    const refused = await call(context.app, "PUT", `${url}/chapters/committed`, {
      token: editorToken,
      body: { oids: [first.oid] },
    });
    expect(refused.status).toBe(403);
    const committed = await call<Tree>(context.app, "PUT", `${url}/chapters/committed`, {
      token: chiefToken,
      body: { oids: [first.oid] },
    });
    expect(committed.body.data.items.map((chapter) => chapter.committed)).toEqual([true, false, false]);
    const reverted = await call<Tree>(context.app, "PUT", `${url}/chapters/reverted`, {
      token: chiefToken,
      body: { oids: [first.oid] },
    });
    expect(reverted.body.data.items.map((chapter) => chapter.committed)).toEqual([false, false, false]);
  });

  it("answers the field message for an empty list, and 404 for a foreign chapter", async () => {
    const { url, chiefToken } = await bookWithChapters();
    const empty = await call(context.app, "PUT", `${url}/chapters/committed`, {
      token: chiefToken,
      body: { oids: [] },
    });
    expect(empty.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { oids: "必填项，请输入" },
    });
    const other = await bookWithChapters();
    const foreign = await call(context.app, "PUT", `${url}/chapters/committed`, {
      token: chiefToken,
      body: { oids: [other.first.oid] },
    });
    expect(foreign.status).toBe(404);
    expect((await tree(other.url, other.chiefToken)).items[0]?.committed).toBe(false);
  });

  it("makes the chapter and everything under it read-only, with err.chapter.committed", async () => {
    const { url, first, section, file, chiefToken } = await bookWithChapters();
    await call(context.app, "PUT", `${url}/chapters/committed`, {
      token: chiefToken,
      body: { oids: [first.oid] },
    });
    const chapterUrl = `${url}/chapters/${first.oid}`;
    const sectionUrl = `${chapterUrl}/sections/${section.oid}`;
    const attempts: [method: "POST" | "PUT", path: string, body: unknown][] = [
      ["PUT", chapterUrl, { name: "改名" }],
      ["PUT", `${url}/chapters/batch-delete`, { oids: [first.oid], confirmPhrase: "确认删除章节" }],
      ["POST", `${chapterUrl}/sections`, { name: "新节" }],
      ["PUT", sectionUrl, { name: "改名" }],
      ["PUT", `${chapterUrl}/sections/batch-delete`, { oids: [section.oid], confirmPhrase: "确认删除章节" }],
      ["POST", `${sectionUrl}/files`, { name: "新文件", type: "CONTENT" }],
      ["PUT", `${sectionUrl}/files/${file.oid}`, { name: "改名" }],
      ["PUT", `${sectionUrl}/files/order`, { fileOids: [file.oid] }],
      ["PUT", `${sectionUrl}/files/deleted`, { oids: [file.oid] }],
      ["POST", `${sectionUrl}/files/${file.oid}/copy`, { targetSectionOid: section.oid }],
    ];
    const before = await tree(url, chiefToken);
    for (const [method, path, body] of attempts) {
      const response = await call(context.app, method, path, { token: chiefToken, body });
      expect({ path, status: response.status, body: response.body }).toMatchObject({
        path,
        status: 403,
        body: { errorCode: "err.chapter.committed", errorMessage: "章节已提交，不能编辑" },
      });
    }
    expect(await tree(url, chiefToken)).toEqual(before);
  });
});
