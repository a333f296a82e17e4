// Style libraries: kept per organisation (any of its books lists them, no other organisation's
// book sees or touches them), created from the body or the book's look, updated all or nothing,
// sorted densely, limited, and applied to another book through the custom-styles call.
import { type CustomStyles, STYLE_LIBRARIES_MAX, type StyleLibrary, type UserTask } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { styleLibraries } from "../../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import { buildBook } from "../../../test/factories.ts";
import { waitForState } from "../../../test/tasks.ts";
import { styledBook } from "../test/style-world.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
  await context.app.tasks.start();
});
afterAll(() => context.close());

type List = { items: StyleLibrary[]; total: number };
const libraries = (url: string, token: string) =>
  call<List>(context.app, "GET", `${url}/style-libraries`, { token });
const create = (url: string, token: string, body: unknown) =>
  call<StyleLibrary>(context.app, "POST", `${url}/style-libraries`, { token, body });

describe("style libraries", () => {
  it("are created, renamed, restyled, sorted and deleted, with dense positions", async () => {
    const { url, chiefToken, chief } = await styledBook(context);
    const first = await create(url, chiefToken, {
      name: "蓝色主题",
      items: [{ itemKey: "paragraph.font.size", itemValue: "22" }],
    });
    expect(first.body.data).toMatchObject({
      name: "蓝色主题",
      position: 0,
      creator: { oid: chief.oid, fullName: "王主编" },
      items: [{ itemKey: "paragraph.font.size", itemValue: "22" }],
    });
    const second = (await create(url, chiefToken, { name: "绿色主题", items: [] })).body.data;
    const third = (await create(url, chiefToken, { name: "红色主题", items: [] })).body.data;

    const put = (oid: string, body: unknown) =>
      call<StyleLibrary>(context.app, "PUT", `${url}/style-libraries/${oid}`, { token: chiefToken, body });
    expect((await put(first.body.data.oid, { name: "深蓝主题" })).body.data).toMatchObject({
      name: "深蓝主题",
      items: [{ itemValue: "22" }],
    });
    const restyled = await put(first.body.data.oid, {
      items: [{ itemKey: "video.layout", itemValue: "layout-002" }],
    });
    expect(restyled.body.data.items.map((item) => item.itemKey)).toEqual(["video.layout"]);
    const refused = await put(first.body.data.oid, {
      items: [
        { itemKey: "paragraph.font.size", itemValue: "24" },
        { itemKey: "paragraph.color", itemValue: "red-ish" },
      ],
    });
    expect([refused.status, Object.keys(refused.body.errors)]).toEqual([400, ["paragraph.color"]]);
    expect((await put(first.body.data.oid, {})).body.errorCode).toBe("err.validate.failed");

    const sort = (oids: string[]) =>
      call<List>(context.app, "PUT", `${url}/style-libraries/sort`, { token: chiefToken, body: { oids } });
    const sorted = await sort([third.oid, first.body.data.oid, second.oid]);
    expect(sorted.body.data.items.map((item) => [item.name, item.position])).toEqual([
      ["红色主题", 0],
      ["深蓝主题", 1],
      ["绿色主题", 2],
    ]);
    expect((await sort([third.oid, third.oid, second.oid])).body.errorCode).toBe("err.order.duplicate");
    expect((await sort([third.oid, second.oid])).body.errorCode).toBe("err.order.mismatch");

    const removed = await call(context.app, "DELETE", `${url}/style-libraries/${first.body.data.oid}`, {
      token: chiefToken,
    });
    expect(removed.body.data).toBeNull();
    expect(
      (await libraries(url, chiefToken)).body.data.items.map((item) => [item.name, item.position]),
    ).toEqual([
      ["红色主题", 0],
      ["绿色主题", 1],
    ]);
  });

  it("take the book's current look when no items are sent, and apply to another book of the organisation", async () => {
    const { url, chiefToken, chief, org, image } = await styledBook(context);
    const saved = await call<UserTask>(context.app, "POST", `${url}/custom-styles`, {
      token: chiefToken,
      body: {
        items: [
          { itemKey: "paragraph.font.size", itemValue: "21" },
          // The book's uploaded image as the chapter header background: the look carries it along.
          {
            itemKey: "chapter.header.background",
            itemValue: "/api/files/old-link",
            attachmentOid: image.oid,
          },
        ],
      },
    });
    await waitForState(context.db, saved.body.data.oid, "DONE");
    const library = (await create(url, chiefToken, { name: "本书样式" })).body.data;
    expect(library.items.map((item) => [item.itemKey, item.attachmentOid])).toEqual([
      ["paragraph.font.size", ""],
      ["chapter.header.background", image.oid],
    ]);

    const sibling = await buildBook(context.db, {
      org,
      members: [{ user: chief, role: "BOOK_CHIEF_EDITOR" }],
    });
    const siblingUrl = `/api/books/${sibling.oid}`;
    const seen = (await libraries(siblingUrl, chiefToken)).body.data.items;
    expect(seen.map((item) => item.oid)).toContain(library.oid);
    const applied = await call<UserTask>(context.app, "POST", `${siblingUrl}/custom-styles`, {
      token: chiefToken,
      body: { items: library.items },
    });
    await waitForState(context.db, applied.body.data.oid, "DONE");
    const look = await call<CustomStyles>(context.app, "GET", `${siblingUrl}/custom-styles`, {
      token: chiefToken,
    });
    expect(look.body.data.items).toEqual(library.items);
  });

  it("stay with their organisation: another organisation's book neither sees nor touches them", async () => {
    const { url, chiefToken, other } = await styledBook(context);
    const library = (await create(url, chiefToken, { name: "本机构样式", items: [] })).body.data;
    const otherUrl = other.url;
    expect(
      (await libraries(otherUrl, other.chiefToken)).body.data.items.map((item) => item.oid),
    ).not.toContain(library.oid);
    const renamed = await call(context.app, "PUT", `${otherUrl}/style-libraries/${library.oid}`, {
      token: other.chiefToken,
      body: { name: "偷改" },
    });
    expect(renamed.status).toBe(404);
    const deleted = await call(context.app, "DELETE", `${otherUrl}/style-libraries/${library.oid}`, {
      token: other.chiefToken,
    });
    expect(deleted.status).toBe(404);
    // Nor through this organisation's book: its chief is no member there.
    expect((await libraries(url, other.chiefToken)).status).toBe(403);
  });

  it("are limited per organisation", async () => {
    const { url, chiefToken, org, chief } = await styledBook(context);
    const now = context.clock.now();
    await context.db.insert(styleLibraries).values(
      Array.from({ length: STYLE_LIBRARIES_MAX }, (_, position) => ({
        orgOid: org.oid,
        name: `样式${position}`,
        position,
        creatorOid: chief.oid,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const over = await create(url, chiefToken, { name: "多一个", items: [] });
    expect([over.status, over.body.errorCode, over.body.errorMessage]).toEqual([
      400,
      "err.styleLibrary.limit",
      `样式库最多保存 ${STYLE_LIBRARIES_MAX} 个，请先删除不用的样式库`,
    ]);
  });

  it("are read by any viewer and changed only by those who may change the look", async () => {
    const { url, chiefToken, editorToken, memberToken, viewerToken } = await styledBook(context);
    const library = (await create(url, chiefToken, { name: "样式", items: [] })).body.data;
    expect((await libraries(url, viewerToken)).body.data.total).toBe(1);
    for (const token of [editorToken, memberToken, viewerToken]) {
      expect((await create(url, token, { name: "样式", items: [] })).status).toBe(403);
      const rename = await call(context.app, "PUT", `${url}/style-libraries/${library.oid}`, {
        token,
        body: { name: "改" },
      });
      expect(rename.status).toBe(403);
      expect(
        (await call(context.app, "DELETE", `${url}/style-libraries/${library.oid}`, { token })).status,
      ).toBe(403);
      const sort = await call(context.app, "PUT", `${url}/style-libraries/sort`, {
        token,
        body: { oids: [library.oid] },
      });
      expect(sort.status).toBe(403);
    }
  });
});
