import type { ChapterNode, ComposeBody } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { bookWithTeam } from "../../test/book-workspace.ts";
import { buildChapter, buildSection } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

type Tree = { items: ChapterNode[]; total: number };

/** 第一章 [1.1, 1.2], 第二章 [2.1], 第三章 [] */
async function composedBook() {
  const team = await bookWithTeam(context);
  const one = await buildChapter(context.db, { book: team.book, name: "第一章" });
  const two = await buildChapter(context.db, { book: team.book, name: "第二章" });
  const three = await buildChapter(context.db, { book: team.book, name: "第三章" });
  const s11 = await buildSection(context.db, { chapter: one, name: "1.1" });
  const s12 = await buildSection(context.db, { chapter: one, name: "1.2" });
  const s21 = await buildSection(context.db, { chapter: two, name: "2.1" });
  return { ...team, one, two, three, s11, s12, s21 };
}

const compose = (url: string, token: string, body: unknown) =>
  call<Tree>(context.app, "PUT", `${url}/chapters/compose`, { token, body });
const tree = async (url: string, token: string) =>
  (await call<Tree>(context.app, "GET", `${url}/chapters`, { token })).body.data;
/** "第一章(1.1,1.2)" with positions checked to be dense and ordered. */
function outline(data: Tree): string[] {
  return data.items.map((chapter, index) => {
    expect(chapter.position).toBe(index);
    chapter.sections.forEach((section, sectionIndex) => {
      expect(section.position).toBe(sectionIndex);
      expect(section.chapterOid).toBe(chapter.oid);
    });
    return `${chapter.name}(${chapter.sections.map((section) => section.name).join(",")})`;
  });
}

describe("PUT /books/:b/chapters/compose", () => {
  it("reorders chapters and sections and moves sections between the book's chapters", async () => {
    const { url, editorToken, one, two, three, s11, s12, s21 } = await composedBook();
    const body: ComposeBody = {
      chapters: [
        { oid: three.oid, sectionOids: [s12.oid] },
        { oid: one.oid, sectionOids: [s21.oid, s11.oid] },
        { oid: two.oid, sectionOids: [] },
      ],
    };
    const response = await compose(url, editorToken, body);
    expect(response.status).toBe(200);
    expect(outline(response.body.data)).toEqual(["第三章(1.2)", "第一章(2.1,1.1)", "第二章()"]);
    expect(response.body.data.total).toBe(3);
    expect(outline(await tree(url, editorToken))).toEqual(["第三章(1.2)", "第一章(2.1,1.1)", "第二章()"]);
  });

  it("accepts the order as it is", async () => {
    const { url, editorToken, one, two, three, s11, s12, s21 } = await composedBook();
    const response = await compose(url, editorToken, {
      chapters: [
        { oid: one.oid, sectionOids: [s11.oid, s12.oid] },
        { oid: two.oid, sectionOids: [s21.oid] },
        { oid: three.oid, sectionOids: [] },
      ],
    });
    expect(outline(response.body.data)).toEqual(["第一章(1.1,1.2)", "第二章(2.1)", "第三章()"]);
  });

  it("refuses anything but the whole book, each chapter and section once, and changes nothing", async () => {
    const book = await composedBook();
    const other = await composedBook();
    const { one, two, three, s11, s12, s21 } = book;
    const cases: [label: string, chapters: ComposeBody["chapters"], code: string, message: string][] = [
      [
        "a duplicated chapter",
        [
          { oid: one.oid, sectionOids: [s11.oid, s12.oid] },
          { oid: one.oid, sectionOids: [s21.oid] },
          { oid: three.oid, sectionOids: [] },
        ],
        "err.order.duplicate",
        "提交的顺序中有重复的章节或文件，请刷新后重试",
      ],
      [
        "a duplicated section",
        [
          { oid: one.oid, sectionOids: [s11.oid, s12.oid] },
          { oid: two.oid, sectionOids: [s21.oid, s11.oid] },
          { oid: three.oid, sectionOids: [] },
        ],
        "err.order.duplicate",
        "提交的顺序中有重复的章节或文件，请刷新后重试",
      ],
      [
        "a missing chapter",
        [
          { oid: one.oid, sectionOids: [s11.oid, s12.oid] },
          { oid: two.oid, sectionOids: [s21.oid] },
        ],
        "err.order.mismatch",
        "提交的顺序与当前目录不一致，请刷新后重试",
      ],
      [
        "a missing section",
        [
          { oid: one.oid, sectionOids: [s11.oid] },
          { oid: two.oid, sectionOids: [s21.oid] },
          { oid: three.oid, sectionOids: [] },
        ],
        "err.order.mismatch",
        "提交的顺序与当前目录不一致，请刷新后重试",
      ],
      [
        "a section of another book",
        [
          { oid: one.oid, sectionOids: [s11.oid, s12.oid, other.s11.oid] },
          { oid: two.oid, sectionOids: [s21.oid] },
          { oid: three.oid, sectionOids: [] },
        ],
        "err.order.foreign",
        "小节只能在本教材的章节之间移动",
      ],
      [
        "a chapter of another book",
        [
          { oid: one.oid, sectionOids: [s11.oid, s12.oid] },
          { oid: two.oid, sectionOids: [s21.oid] },
          { oid: three.oid, sectionOids: [] },
          { oid: other.three.oid, sectionOids: [] },
        ],
        "err.order.foreign",
        "小节只能在本教材的章节之间移动",
      ],
    ];
    for (const [label, chapters, code, message] of cases) {
      const response = await compose(book.url, book.editorToken, { chapters });
      expect({ label, status: response.status, body: response.body }).toMatchObject({
        label,
        status: 400,
        body: { errorCode: code, errorMessage: message },
      });
    }
    expect(outline(await tree(book.url, book.editorToken))).toEqual([
      "第一章(1.1,1.2)",
      "第二章(2.1)",
      "第三章()",
    ]);
    expect(outline(await tree(other.url, other.editorToken))).toEqual([
      "第一章(1.1,1.2)",
      "第二章(2.1)",
      "第三章()",
    ]);
  });

  it("keeps a committed chapter's sections: moving out, in or within answers err.chapter.committed", async () => {
    const { url, chiefToken, editorToken, one, two, three, s11, s12, s21 } = await composedBook();
    await call(context.app, "PUT", `${url}/chapters/committed`, {
      token: chiefToken,
      body: { oids: [one.oid] },
    });
    const attempts: ComposeBody["chapters"][] = [
      [
        { oid: one.oid, sectionOids: [s11.oid] },
        { oid: two.oid, sectionOids: [s21.oid, s12.oid] },
        { oid: three.oid, sectionOids: [] },
      ],
      [
        { oid: one.oid, sectionOids: [s11.oid, s12.oid, s21.oid] },
        { oid: two.oid, sectionOids: [] },
        { oid: three.oid, sectionOids: [] },
      ],
      [
        { oid: one.oid, sectionOids: [s12.oid, s11.oid] },
        { oid: two.oid, sectionOids: [s21.oid] },
        { oid: three.oid, sectionOids: [] },
      ],
    ];
    for (const chapters of attempts) {
      const response = await compose(url, editorToken, { chapters });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        errorCode: "err.chapter.committed",
        errorMessage: "章节已提交，不能编辑",
      });
    }
    // The committed chapter itself may still move among the others.
    const moved = await compose(url, editorToken, {
      chapters: [
        { oid: two.oid, sectionOids: [s21.oid] },
        { oid: one.oid, sectionOids: [s11.oid, s12.oid] },
        { oid: three.oid, sectionOids: [] },
      ],
    });
    expect(outline(moved.body.data)).toEqual(["第二章(2.1)", "第一章(1.1,1.2)", "第三章()"]);
  });

  it("answers validation messages, 401 and 403", async () => {
    const { url, editorToken, memberToken, one } = await composedBook();
    const empty = await compose(url, editorToken, { chapters: [] });
    expect(empty.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { chapters: "必填项，请输入" },
    });
    const noSections = await compose(url, editorToken, { chapters: [{ oid: one.oid }] });
    expect(noSections.body).toMatchObject({
      errorCode: "err.validate.failed",
      errors: { "chapters.0.sectionOids": "格式不正确" },
    });
    expect(
      (await call(context.app, "PUT", `${url}/chapters/compose`, { body: { chapters: [] } })).status,
    ).toBe(401);
    const refused = await compose(url, memberToken, { chapters: [{ oid: one.oid, sectionOids: [] }] });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe("err.privilege.required");
  });
});
