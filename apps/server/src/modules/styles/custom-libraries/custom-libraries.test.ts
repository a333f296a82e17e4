// A book's custom libraries: a block's style under a name (node types and attributes from the
// document schema), renamed, sorted, deleted.
import { CUSTOM_LIBRARIES_MAX, type CustomLibrary } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customLibraries } from "../../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import { styledBook } from "../test/style-world.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

describe("custom libraries", () => {
  const create = (url: string, token: string, body: unknown) =>
    call<CustomLibrary>(context.app, "POST", `${url}/custom-libraries`, { token, body });
  const list = (url: string, token: string) =>
    call<{ items: CustomLibrary[] }>(context.app, "GET", `${url}/custom-libraries`, { token });

  it("keep a block's style attributes that its node type declares, never its identity", async () => {
    const { url, chiefToken } = await styledBook(context);
    const saved = await create(url, chiefToken, {
      name: "缩进段落",
      nodeType: "paragraph",
      attrs: { indent: 2, lineSpacing: 1.8, oid: "p-1", version: 2, fontWeight: "bold" },
    });
    expect(saved.body.data).toMatchObject({
      name: "缩进段落",
      nodeType: "paragraph",
      attrs: { indent: 2, lineSpacing: 1.8 },
      position: 0,
    });
  });

  it("are limited per book", async () => {
    const { url, chiefToken, book } = await styledBook(context);
    await context.db.insert(customLibraries).values(
      Array.from({ length: CUSTOM_LIBRARIES_MAX }, (_, position) => ({
        bookOid: book.oid,
        name: `样式 ${position}`,
        nodeType: "paragraph",
        attrs: { indent: 2 },
        position,
      })),
    );
    const over = await create(url, chiefToken, {
      name: "再一个",
      nodeType: "paragraph",
      attrs: { indent: 1 },
    });
    expect([over.status, over.body.errorCode, over.body.errorMessage]).toEqual([
      400,
      "err.customLibrary.limit",
      `我的样式最多保存 ${CUSTOM_LIBRARIES_MAX} 个，请先删除不用的样式`,
    ]);
    expect((await list(url, chiefToken)).body.data.items).toHaveLength(CUSTOM_LIBRARIES_MAX);
  });

  it("refuse a node type the schema does not have, a value its attribute refuses, and no style at all", async () => {
    const { url, chiefToken } = await styledBook(context);
    const unknownType = await create(url, chiefToken, {
      name: "样式",
      nodeType: "marquee",
      attrs: { speed: 1 },
    });
    expect([unknownType.status, unknownType.body.errors]).toEqual([400, { nodeType: "不支持的块类型" }]);
    const badValue = await create(url, chiefToken, {
      name: "样式",
      nodeType: "heading",
      attrs: { align: "middle" },
    });
    expect(badValue.body.errors).toEqual({ "attrs.align": "样式属性“align”的值无效" });
    const nothing = await create(url, chiefToken, {
      name: "样式",
      nodeType: "paragraph",
      attrs: { oid: "x" },
    });
    expect(nothing.body.errors).toEqual({ attrs: "该块没有可保存的样式" });
  });

  it("are renamed, sorted and deleted with dense positions", async () => {
    const { url, chiefToken, viewerToken } = await styledBook(context);
    const made = [];
    for (const name of ["甲", "乙", "丙"]) {
      made.push(
        (await create(url, chiefToken, { name, nodeType: "heading", attrs: { align: "center" } })).body.data,
      );
    }
    const [a, b, c] = made as [CustomLibrary, CustomLibrary, CustomLibrary];
    const renamed = await call<CustomLibrary>(context.app, "PUT", `${url}/custom-libraries/${b.oid}`, {
      token: chiefToken,
      body: { name: "乙二" },
    });
    expect(renamed.body.data).toMatchObject({ name: "乙二", attrs: { align: "center" } });
    const sorted = await call<{ items: CustomLibrary[] }>(
      context.app,
      "POST",
      `${url}/custom-libraries/sort`,
      {
        token: chiefToken,
        body: { oids: [c.oid, a.oid, b.oid] },
      },
    );
    expect(sorted.body.data.items.map((item) => [item.name, item.position])).toEqual([
      ["丙", 0],
      ["甲", 1],
      ["乙二", 2],
    ]);
    await call(context.app, "DELETE", `${url}/custom-libraries/${a.oid}`, { token: chiefToken });
    expect((await list(url, viewerToken)).body.data.items.map((item) => [item.name, item.position])).toEqual([
      ["丙", 0],
      ["乙二", 1],
    ]);
  });

  it("are changed only by those who may change the look, and only in their book", async () => {
    const { url, chiefToken, editorToken, memberToken, other } = await styledBook(context);
    const library = (
      await create(url, chiefToken, { name: "样式", nodeType: "bulletList", attrs: { listType: "square" } })
    ).body.data;
    for (const token of [editorToken, memberToken, other.chiefToken]) {
      expect(
        (await create(url, token, { name: "样式", nodeType: "paragraph", attrs: { indent: 1 } })).status,
      ).toBe(403);
      const rename = await call(context.app, "PUT", `${url}/custom-libraries/${library.oid}`, {
        token,
        body: { name: "改" },
      });
      expect(rename.status).toBe(403);
      const sort = await call(context.app, "POST", `${url}/custom-libraries/sort`, {
        token,
        body: { oids: [library.oid] },
      });
      expect(sort.status).toBe(403);
    }
    const elsewhere = await call(context.app, "PUT", `${other.url}/custom-libraries/${library.oid}`, {
      token: other.chiefToken,
      body: { name: "改" },
    });
    expect(elsewhere.status).toBe(404);
  });
});
