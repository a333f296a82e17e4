// The theme: three page items at once, refused while a style task runs.
import { applyStyleItems, type CustomStyles } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookStyles, userTasks } from "../../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import { styledBook } from "../test/style-world.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

describe("POST theme", () => {
  const theme = (url: string, token: string, themeColor: string) =>
    call<CustomStyles>(context.app, "POST", `${url}/theme`, { token, body: { themeColor } });
  const pageItems = (styles: CustomStyles) => styles.items.map((item) => [item.itemKey, item.itemValue]);

  it("sets the theme colour and the component backgrounds that follow from it, keeping the rest", async () => {
    const { url, chiefToken, chief, book } = await styledBook(context);
    const { items } = applyStyleItems([{ itemKey: "paragraph.font.size", itemValue: "20" }]);
    await context.db.insert(bookStyles).values({ bookOid: book.oid, items, version: 3 });
    const first = await theme(url, chiefToken, "rgb(51, 102, 153)");
    expect(pageItems(first.body.data)).toEqual([
      ["page.theme.color", "#336699FF"],
      ["page.component.light", "#3366991F"],
      ["page.component.dark", "#33669929"],
      ["paragraph.font.size", "20"],
    ]);
    expect(first.body.data).toMatchObject({ version: 4, updatedBy: { oid: chief.oid } });
    const second = await theme(url, chiefToken, "#00838F");
    expect(pageItems(second.body.data)).toEqual([
      ["page.theme.color", "#00838FFF"],
      ["page.component.light", "#00838F1F"],
      ["page.component.dark", "#00838F29"],
      ["paragraph.font.size", "20"],
    ]);
    expect(second.body.data.version).toBe(5);
    const read = await call<CustomStyles>(context.app, "GET", `${url}/custom-styles`, { token: chiefToken });
    expect(read.body.data).toEqual(second.body.data);
  });

  it("refuses a colour that cannot be a theme, and runs only when no style task does", async () => {
    const { url, chiefToken, chief, book } = await styledBook(context);
    expect((await theme(url, chiefToken, "teal")).body.errorCode).toBe("err.validate.failed");
    const transparent = await theme(url, chiefToken, "rgba(0, 0, 0, 0.5)");
    expect(transparent.body.errors).toEqual({ themeColor: "主题色需要是不透明的颜色" });
    await context.db
      .insert(userTasks)
      .values({ type: "CUSTOM_STYLE_UPDATE", title: "更新", creatorOid: chief.oid, bookOid: book.oid });
    const busy = await theme(url, chiefToken, "#336699");
    expect([busy.status, busy.body.errorCode]).toEqual([409, "err.book.customStyleInProgress"]);
  });

  it("is set only by those who may change the look", async () => {
    const { url, editorToken, memberToken, viewerToken, other } = await styledBook(context);
    for (const token of [editorToken, memberToken, viewerToken, other.chiefToken]) {
      expect((await theme(url, token, "#336699")).status).toBe(403);
    }
  });
});
