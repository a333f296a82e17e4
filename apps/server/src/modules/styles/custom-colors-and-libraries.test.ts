// A book's custom colours (deduplicated, limited) and custom libraries (a block's style under a
// name: node types and attributes from the document schema, renamed, sorted, deleted).
import {
  CUSTOM_COLORS_MAX,
  CUSTOM_LIBRARIES_MAX,
  type CustomColor,
  type CustomLibrary,
} from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customColors, customLibraries } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { styledBook } from "./test-support.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

describe("custom colours", () => {
  const add = (url: string, token: string, color: string) =>
    call<CustomColor>(context.app, "POST", `${url}/custom-colors`, { token, body: { color } });
  const list = (url: string, token: string) =>
    call<{ items: CustomColor[] }>(context.app, "GET", `${url}/custom-colors`, { token });

  it("answer the colour the book already has instead of adding it twice", async () => {
    const { url, chiefToken, viewerToken } = await styledBook(context);
    const first = await add(url, chiefToken, "#00838f");
    expect(first.body.data.color).toBe("#00838F");
    expect((await add(url, chiefToken, " #00838F ")).body.data).toEqual(first.body.data);
    context.clock.advance(1);
    const rgb = await add(url, chiefToken, "rgb(1, 2, 3)");
    expect((await add(url, chiefToken, "RGB(1,2,3)")).body.data.oid).toBe(rgb.body.data.oid);
    expect((await list(url, viewerToken)).body.data.items.map((item) => item.color)).toEqual([
      "#00838F",
      "rgb(1,2,3)",
    ]);
  });

  it("refuse an invalid colour and more than the limit, and are deleted", async () => {
    const { url, chiefToken, book } = await styledBook(context);
    const invalid = await add(url, chiefToken, "#12345");
    expect([invalid.status, invalid.body.errors.color]).toEqual([
      400,
      "颜色格式错误，请使用十六进制、rgb(a) 或 hsl(a)",
    ]);
    await context.db.insert(customColors).values(
      Array.from({ length: CUSTOM_COLORS_MAX }, (_, index) => ({
        bookOid: book.oid,
        color: `#0000${index.toString(16).padStart(2, "0").toUpperCase()}`,
      })),
    );
    const over = await add(url, chiefToken, "#FFFFFF");
    expect([over.status, over.body.errorCode, over.body.errorMessage]).toEqual([
      400,
      "err.customColor.limit",
      `自定义颜色最多保存 ${CUSTOM_COLORS_MAX} 个，请先删除不用的颜色`,
    ]);
    // At the limit, a colour the book has is still answered.
    expect((await add(url, chiefToken, "#000000")).status).toBe(200);
    const [first] = (await list(url, chiefToken)).body.data.items;
    const removed = await call(context.app, "DELETE", `${url}/custom-colors/${first?.oid}`, {
      token: chiefToken,
    });
    expect(removed.status).toBe(200);
    expect((await add(url, chiefToken, "#FFFFFF")).status).toBe(200);
    const again = await call(context.app, "DELETE", `${url}/custom-colors/${first?.oid}`, {
      token: chiefToken,
    });
    expect(again.status).toBe(404);
  });

  it("are changed only by those who may change the look, and only in their book", async () => {
    const { url, chiefToken, editorToken, memberToken, other } = await styledBook(context);
    const color = (await add(url, chiefToken, "#336699")).body.data;
    for (const token of [editorToken, memberToken, other.chiefToken]) {
      expect((await add(url, token, "#112233")).status).toBe(403);
      expect((await call(context.app, "DELETE", `${url}/custom-colors/${color.oid}`, { token })).status).toBe(
        403,
      );
    }
    expect((await list(url, other.chiefToken)).status).toBe(403);
    const elsewhere = await call(context.app, "DELETE", `${other.url}/custom-colors/${color.oid}`, {
      token: other.chiefToken,
    });
    expect(elsewhere.status).toBe(404);
  });
});

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
