import type { SectionNode } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { bookWithTeam } from "../../test/book-workspace.ts";
import { buildChapter, buildFile, buildSection } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

type Sections = { items: SectionNode[]; total: number };

async function chapterWithSections() {
  const team = await bookWithTeam(context);
  const chapter = await buildChapter(context.db, { book: team.book, name: "第一章" });
  const first = await buildSection(context.db, { chapter, name: "第一节" });
  const second = await buildSection(context.db, { chapter, name: "第二节" });
  const third = await buildSection(context.db, { chapter, name: "第三节" });
  const file = await buildFile(context.db, { section: first, name: "正文" });
  return {
    ...team,
    chapter,
    first,
    second,
    third,
    file,
    sectionsUrl: `${team.url}/chapters/${chapter.oid}/sections`,
  };
}

const listed = async (sectionsUrl: string, token: string) =>
  (await call<Sections>(context.app, "GET", sectionsUrl, { token })).body.data.items.map(
    (section) => `${section.position}:${section.name}`,
  );

describe("GET sections", () => {
  it("lists a chapter's sections in order with their files", async () => {
    const { sectionsUrl, chapter, first, file, memberToken } = await chapterWithSections();
    const response = await call<Sections>(context.app, "GET", sectionsUrl, { token: memberToken });
    expect(response.body.data.total).toBe(3);
    expect(response.body.data.items[0]).toEqual({
      oid: first.oid,
      chapterOid: chapter.oid,
      name: "第一节",
      position: 0,
      files: [
        {
          oid: file.oid,
          name: "正文",
          type: "CONTENT",
          position: 0,
          version: 1,
          updatedAt: file.updatedAt.toISOString(),
        },
      ],
    });
    expect(await listed(sectionsUrl, memberToken)).toEqual(["0:第一节", "1:第二节", "2:第三节"]);
  });

  it("answers one section, 404 for a section of another chapter, 404 for a chapter of another book", async () => {
    const { url, sectionsUrl, chapter, second, memberToken } = await chapterWithSections();
    const one = await call<SectionNode>(context.app, "GET", `${sectionsUrl}/${second.oid}`, {
      token: memberToken,
    });
    expect(one.body.data).toMatchObject({ oid: second.oid, name: "第二节", position: 1, files: [] });
    const otherChapter = await buildChapter(context.db, { book: { oid: chapter.bookOid } });
    const wrongChapter = await call(
      context.app,
      "GET",
      `${url}/chapters/${otherChapter.oid}/sections/${second.oid}`,
      {
        token: memberToken,
      },
    );
    expect(wrongChapter.status).toBe(404);
    const other = await chapterWithSections();
    const foreign = await call(context.app, "GET", `${url}/chapters/${other.chapter.oid}/sections`, {
      token: memberToken,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorCode).toBe("err.resource.notFound");
    expect((await call(context.app, "GET", sectionsUrl)).status).toBe(401);
  });
});

describe("POST and PUT sections", () => {
  it("appends a section and renames it", async () => {
    const { sectionsUrl, chapter, editorToken } = await chapterWithSections();
    const created = await call<SectionNode>(context.app, "POST", sectionsUrl, {
      token: editorToken,
      body: { name: "第四节" },
    });
    expect(created.body.data).toEqual({
      oid: expect.any(String),
      chapterOid: chapter.oid,
      name: "第四节",
      position: 3,
      files: [],
    });
    const renamed = await call<SectionNode>(context.app, "PUT", `${sectionsUrl}/${created.body.data.oid}`, {
      token: editorToken,
      body: { name: "第四节 新名" },
    });
    expect(renamed.body.data).toMatchObject({ name: "第四节 新名", position: 3 });
  });

  it("answers the field message for an empty name and 403 for a book member", async () => {
    const { sectionsUrl, editorToken, memberToken } = await chapterWithSections();
    const empty = await call(context.app, "POST", sectionsUrl, { token: editorToken, body: {} });
    expect(empty.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { name: "必填项，请输入" },
    });
    const refused = await call(context.app, "POST", sectionsUrl, { token: memberToken, body: { name: "x" } });
    expect(refused.status).toBe(403);
  });
});

describe("PUT sections/batch-delete", () => {
  it("deletes with the phrase, files included; the rest close ranks", async () => {
    const { sectionsUrl, first, third, editorToken } = await chapterWithSections();
    const response = await call(context.app, "PUT", `${sectionsUrl}/batch-delete`, {
      token: editorToken,
      body: { oids: [first.oid, third.oid], confirmPhrase: "确认删除章节" },
    });
    expect(response.body).toMatchObject({ errorCode: "0", data: null });
    expect(await listed(sectionsUrl, editorToken)).toEqual(["0:第二节"]);
  });

  it("refuses the wrong phrase, and a section of another chapter, changing nothing", async () => {
    const { sectionsUrl, first, editorToken } = await chapterWithSections();
    const wrong = await call(context.app, "PUT", `${sectionsUrl}/batch-delete`, {
      token: editorToken,
      body: { oids: [first.oid], confirmPhrase: "删除" },
    });
    expect(wrong.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { confirmPhrase: "请输入“确认删除章节”" },
    });
    const other = await chapterWithSections();
    const foreign = await call(context.app, "PUT", `${sectionsUrl}/batch-delete`, {
      token: editorToken,
      body: { oids: [first.oid, other.first.oid], confirmPhrase: "确认删除章节" },
    });
    expect(foreign.status).toBe(404);
    expect(await listed(sectionsUrl, editorToken)).toEqual(["0:第一节", "1:第二节", "2:第三节"]);
    expect(await listed(other.sectionsUrl, other.editorToken)).toHaveLength(3);
  });
});
