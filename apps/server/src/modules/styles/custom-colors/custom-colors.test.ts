// A book's custom colours: deduplicated, limited, deleted.
import { CUSTOM_COLORS_MAX, type CustomColor } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customColors } from "../../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import { styledBook } from "../test/style-world.ts";

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
