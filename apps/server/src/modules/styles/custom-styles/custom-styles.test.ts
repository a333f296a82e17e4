// Custom styles: the book's look read by any viewer, saved and reset as tasks, checked all or
// nothing, one style task per book at a time, and the task-state GETs.
import type { BookTaskState, CustomStyles, UserTask } from "@textbook/shared";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookStyles, userTaskDetails, userTasks } from "../../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import { waitForState } from "../../../test/tasks.ts";
import { styledBook } from "../test/style-world.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
  await context.app.tasks.start();
});
afterAll(() => context.close());

const styles = (url: string, token: string) =>
  call<CustomStyles>(context.app, "GET", `${url}/custom-styles`, { token });
const save = (url: string, token: string, items: unknown) =>
  call<UserTask>(context.app, "POST", `${url}/custom-styles`, { token, body: { items } });

describe("GET custom-styles", () => {
  it("answers no items at version 0 until the book saves a look, to any viewer only", async () => {
    const { url, viewerToken, other } = await styledBook(context);
    const read = await styles(url, viewerToken);
    expect(read.body.data).toEqual({ items: [], version: 0, updatedAt: null, updatedBy: null });
    const outsider = await styles(url, other.chiefToken);
    expect(outsider.status).toBe(403);
    expect((await call(context.app, "GET", `${url}/custom-styles`)).status).toBe(401);
    expect((await styles("/api/books/missing", viewerToken)).status).toBe(404);
  });
});

describe("POST and DELETE custom-styles", () => {
  it("saves through a task: the items, version + 1 and who saved them; a reset goes back to none", async () => {
    const { url, chief, chiefToken, book } = await styledBook(context);
    const submitted = await save(url, chiefToken, [
      { itemKey: "paragraph.font.size", itemValue: "20" },
      { itemKey: "video.layout", itemValue: "layout-003" },
      { itemKey: "paragraph.no-such-key", itemValue: "1" },
    ]);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      type: "CUSTOM_STYLE_UPDATE",
      title: "更新《测试教材》的高级样式",
      book: { oid: book.oid },
      creator: { oid: chief.oid },
    });
    const done = await waitForState(context.db, submitted.body.data.oid, "DONE");
    expect(done.result).toBe("SUCCESS");
    const saved = (await styles(url, chiefToken)).body.data;
    // The unknown key is ignored; the rest is stored in catalogue order with the catalogue's fields.
    expect(saved.items.map((item) => [item.itemKey, item.itemValue])).toEqual([
      ["paragraph.font.size", "20"],
      ["video.layout", "layout-003"],
    ]);
    expect(saved.items[0]).toMatchObject({ itemType: "CSS", styleVariableName: "--tb-paragraph-font-size" });
    expect(saved.version).toBe(1);
    expect(saved.updatedBy).toEqual({ oid: chief.oid, fullName: "王主编" });

    const steps = await context.db
      .select({ name: userTaskDetails.name, state: userTaskDetails.state, message: userTaskDetails.message })
      .from(userTaskDetails)
      .where(eq(userTaskDetails.taskOid, submitted.body.data.oid))
      .orderBy(asc(userTaskDetails.position));
    expect(steps).toEqual([
      { name: "通知正在编辑的作者保存", state: "DONE", message: "没有正在编辑的作者" },
      { name: "保存全书样式", state: "DONE", message: "已保存 2 项样式" },
    ]);

    const reset = await call<UserTask>(context.app, "DELETE", `${url}/custom-styles`, { token: chiefToken });
    expect(reset.body.data.type).toBe("CUSTOM_STYLE_RESET");
    await waitForState(context.db, reset.body.data.oid, "DONE");
    expect((await styles(url, chiefToken)).body.data).toMatchObject({ items: [], version: 2 });
  });

  it("keeps an image's attachment and signs its link again on every read, so it never goes stale", async () => {
    const { url, chiefToken, image } = await styledBook(context);
    const submitted = await save(url, chiefToken, [
      { itemKey: "chapter.header.background", itemValue: "/api/files/stale-link", attachmentOid: image.oid },
      { itemKey: "page.icon.video.image", itemValue: "/api/files/stale-icon", attachmentOid: image.oid },
      // A colour names no image: an attachment sent with it is dropped.
      { itemKey: "section.header.background", itemValue: "#FF0000", attachmentOid: image.oid },
    ]);
    await waitForState(context.db, submitted.body.data.oid, "DONE");
    const first = (await styles(url, chiefToken)).body.data.items;
    expect(first.map((item) => [item.itemKey, item.attachmentOid])).toEqual([
      ["page.icon.video.image", image.oid],
      ["chapter.header.background", image.oid],
      ["section.header.background", ""],
    ]);
    const links = first.filter((item) => item.attachmentOid).map((item) => item.itemValue);
    for (const link of links) expect(link).toContain(image.oid);
    expect(links.join()).not.toContain("stale");
    // An hour on, the links read are new ones, valid from now.
    context.clock.advance(3600);
    const later = (await styles(url, chiefToken)).body.data.items;
    expect(later.filter((item) => item.attachmentOid).map((item) => item.itemValue)).not.toEqual(links);
    const [stored] = await context.db
      .select({ items: bookStyles.items })
      .from(bookStyles)
      .where(eq(bookStyles.bookOid, submitted.body.data.book?.oid ?? ""));
    expect(stored?.items.find((item) => item.itemKey === "chapter.header.background")?.itemValue).toBe(
      "/api/files/stale-link",
    );
  });

  it("refuses an invalid colour, a value out of range and an image that is not an image, saving nothing", async () => {
    const { url, chiefToken, book, image, video, otherImage } = await styledBook(context);
    const refused = await save(url, chiefToken, [
      { itemKey: "paragraph.font.size", itemValue: "500" },
      { itemKey: "paragraph.color", itemValue: "#12345" },
      { itemKey: "video.layout", itemValue: "layout-003" },
      { itemKey: "page.icon.video.image", itemValue: "/api/files/x.mp4", attachmentOid: video.oid },
      { itemKey: "page.background.image", itemValue: "/api/files/y.png", attachmentOid: otherImage.oid },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe("err.validate.failed");
    expect(refused.body.errors).toEqual({
      "paragraph.font.size": "请输入 10 到 120 之间的数值",
      "paragraph.color": "颜色格式错误，请使用十六进制、rgb(a) 或 hsl(a)",
      "page.icon.video.image": "所选文件不是本教材已上传的图片，请重新选择图片",
      "page.background.image": "所选文件不是本教材已上传的图片，请重新选择图片",
    });
    expect(await context.db.select().from(userTasks).where(eq(userTasks.bookOid, book.oid))).toEqual([]);
    expect(await context.db.select().from(bookStyles).where(eq(bookStyles.bookOid, book.oid))).toEqual([]);

    const withImage = await save(url, chiefToken, [
      { itemKey: "page.background.image", itemValue: "/api/files/y.png", attachmentOid: image.oid },
    ]);
    await waitForState(context.db, withImage.body.data.oid, "DONE");
    expect((await styles(url, chiefToken)).body.data.items).toMatchObject([
      { itemKey: "page.background.image", attachmentOid: image.oid, itemType: "IMAGE" },
    ]);
  });

  it("takes one style task per book at a time", async () => {
    const { url, chiefToken, chief, book } = await styledBook(context);
    await context.db.insert(userTasks).values({
      type: "CUSTOM_STYLE_RESET",
      state: "IN_PROGRESS",
      title: "重置",
      creatorOid: chief.oid,
      bookOid: book.oid,
    });
    const second = await save(url, chiefToken, [{ itemKey: "paragraph.font.size", itemValue: "20" }]);
    expect([second.status, second.body.errorCode]).toEqual([409, "err.book.customStyleInProgress"]);
    const reset = await call(context.app, "DELETE", `${url}/custom-styles`, { token: chiefToken });
    expect(reset.status).toBe(409);
    await context.db.update(userTasks).set({ state: "FAILED" }).where(eq(userTasks.bookOid, book.oid));
    expect((await save(url, chiefToken, [])).status).toBe(200);
  });

  it("lets only those who may change the book's look save or reset it", async () => {
    const { url, editorToken, memberToken, viewerToken, other } = await styledBook(context);
    for (const token of [editorToken, memberToken, viewerToken, other.chiefToken]) {
      const answer = await save(url, token, []);
      expect([answer.status, answer.body.errorCode]).toEqual([403, "err.privilege.required"]);
      expect((await call(context.app, "DELETE", `${url}/custom-styles`, { token })).status).toBe(403);
    }
    expect((await save(url, editorToken, [{ itemKey: "x" }])).body.errorCode).toBe("err.validate.failed");
  });
});

describe("task-state GETs", () => {
  const state = (url: string, path: string, token: string) =>
    call<BookTaskState>(context.app, "GET", `${url}/${path}`, { token });

  it("answer the newest task of their kind and whether one waits or runs", async () => {
    const { url, viewerToken, chief, book, other } = await styledBook(context);
    const paths = [
      "custom-styles/task-state",
      "check-note-title-task-state",
      "check-update-reference-task-state",
    ];
    for (const path of paths) {
      expect((await state(url, path, viewerToken)).body.data).toEqual({
        inProgress: false,
        state: null,
        task: null,
      });
      expect((await state(url, path, other.chiefToken)).status).toBe(403);
    }
    const add = async (
      type: "CUSTOM_STYLE_RESET" | "NOTE_TITLE_UPDATE" | "REFERENCE_UPDATE",
      taskState: "WAITING" | "DONE",
      minutes: number,
    ) => {
      context.clock.advance(minutes * 60);
      const [row] = await context.db
        .insert(userTasks)
        .values({
          type,
          state: taskState,
          title: type,
          creatorOid: chief.oid,
          bookOid: book.oid,
          createdAt: context.clock.now(),
        })
        .returning();
      return row?.oid;
    };
    const styleTask = await add("CUSTOM_STYLE_RESET", "WAITING", 1);
    await add("NOTE_TITLE_UPDATE", "WAITING", 1);
    const newestNoteTitle = await add("NOTE_TITLE_UPDATE", "DONE", 1);
    const reference = await add("REFERENCE_UPDATE", "DONE", 1);

    expect((await state(url, paths[0] as string, viewerToken)).body.data).toMatchObject({
      inProgress: true,
      state: "WAITING",
      task: { oid: styleTask, type: "CUSTOM_STYLE_RESET", creator: { fullName: "王主编" } },
    });
    expect((await state(url, paths[1] as string, viewerToken)).body.data).toMatchObject({
      inProgress: false,
      state: "DONE",
      task: { oid: newestNoteTitle },
    });
    expect((await state(url, paths[2] as string, viewerToken)).body.data).toMatchObject({
      inProgress: false,
      task: { oid: reference, type: "REFERENCE_UPDATE" },
    });
  });
});
