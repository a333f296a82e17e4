import type { AttachmentUsages, Page, UsedAttachment, UsedResLib, UserTask } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFiles } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildAttachment, buildFile, buildUser, sessionFor } from "../../test/factories.ts";
import { waitForState } from "../../test/tasks.ts";
import { createdResource, libraryScene, uploadedFile } from "../res-libs/test-scene.ts";
import { rowsOfAttachment } from "../users/org-user-sheets/test-sheets.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
  await context.app.tasks.start();
});
afterAll(() => context.close());

const get = <T>(url: string, token: string) => call<T>(context.app, "GET", url, { token });
const post = <T>(url: string, token: string, body?: unknown) =>
  call<T>(context.app, "POST", url, { token, body });

const imageBox = (fileOid: string, resLibOid?: string) => ({
  type: "imageBox",
  attrs: resLibOid ? { fromResLib: "Y", resLibOid } : { fromResLib: "N" },
  content: [{ type: "imageBlock", attrs: { fileOid } }],
});

/** A book using a local image twice in one file and once in another, a library image and a video. */
async function usedScene() {
  const s = await libraryScene(context);
  const resource = await createdResource(
    context,
    s.assetToken,
    (await uploadedFile(context, s.assetAdmin)).oid,
  );
  const used = await post<UsedResLib>(`/api/books/${s.book.oid}/res-libs/${resource.oid}/use`, s.editorToken);
  const libraryCopy = used.body.data.attachment.attachmentOid;
  const local = await buildAttachment(context.db, { uploader: s.editor, book: s.book });
  const video = await buildAttachment(context.db, { uploader: s.editor, book: s.book, type: "VIDEO" });
  const unused = await buildAttachment(context.db, { uploader: s.editor, book: s.book });
  const second = await buildFile(context.db, { section: s.section, name: "运动" });
  const setContent = (oid: string, content: unknown[]) =>
    context.db
      .update(contentFiles)
      .set({ content: { type: "doc", content } })
      .where(eq(contentFiles.oid, oid));
  await setContent(s.file.oid, [
    imageBox(local.oid),
    imageBox(libraryCopy, resource.oid),
    imageBox(local.oid),
  ]);
  await setContent(second.oid, [
    imageBox(local.oid),
    { type: "videoBox", attrs: { fileOid: video.oid, fromResLib: "N" } },
  ]);
  return { ...s, resource, libraryCopy, local, video, unused, second };
}

describe("GET /books/{id}/used-attachments", () => {
  it("lists the files the documents use in reading order, with source, mark and places", async () => {
    const s = await usedScene();
    const list = await get<Page<UsedAttachment>>(`/api/books/${s.book.oid}/used-attachments`, s.editorToken);
    expect(list.status).toBe(200);
    const items = list.body.data.items;
    expect(items.map((item) => item.attachment.attachmentOid)).toEqual([
      s.local.oid,
      s.libraryCopy,
      s.video.oid,
    ]);
    expect(items[0]).toMatchObject({
      source: "LOCAL",
      markStatus: "UNMARK",
      count: 3,
      places: [
        { fileOid: s.file.oid, count: 2, name: "第一章 / 第一节 / 力" },
        { fileOid: s.second.oid, count: 1, name: "第一章 / 第一节 / 运动" },
      ],
    });
    expect(items[1]).toMatchObject({ source: "RES_LIB", resLibOid: s.resource.oid, count: 1 });
  });

  it("filters by type, source, mark and name, and pages", async () => {
    const s = await usedScene();
    const base = `/api/books/${s.book.oid}/used-attachments`;
    const oids = async (query: string) =>
      (await get<Page<UsedAttachment>>(`${base}?${query}`, s.editorToken)).body.data.items.map(
        (item) => item.attachment.attachmentOid,
      );
    expect(await oids("type=VIDEO")).toEqual([s.video.oid]);
    expect(await oids("source=RES_LIB")).toEqual([s.libraryCopy]);
    expect(await oids("source=ZJY_PROJECT")).toEqual([]);
    const marked = await post(`${base}/${s.local.oid}/mark-as-og`, s.editorToken);
    expect(marked.body.data).toEqual({ attachmentOid: s.local.oid, markStatus: "MARKED" });
    expect(await oids("markStatus=MARKED")).toEqual([s.local.oid]);
    expect(await oids("markStatus=UNMARK")).toEqual([s.libraryCopy, s.video.oid]);
    const page = await get<Page<UsedAttachment>>(`${base}?page=2&pageSize=10`, s.editorToken);
    expect(page.body.data).toMatchObject({ items: [], total: 3, page: 2 });
    const bad = await get(`${base}?source=ELSEWHERE`, s.editorToken);
    expect(bad.status).toBe(400);
  });

  it("answers a file's detail with every place, its source, mark and the resource's keywords", async () => {
    const s = await usedScene();
    const detail = await get<AttachmentUsages>(
      `/api/books/${s.book.oid}/used-attachments/${s.libraryCopy}`,
      s.editorToken,
    );
    expect(detail.body.data).toMatchObject({
      source: "RES_LIB",
      markStatus: "UNMARK",
      resLibOid: s.resource.oid,
      keywords: ["力学", "动量"],
      usages: [{ kind: "FILE", fileOid: s.file.oid }],
    });
  });
});

describe("marks", () => {
  it("marks and unmarks a file of the book, refused to a reader and for another book's file", async () => {
    const s = await usedScene();
    const base = `/api/books/${s.book.oid}/used-attachments/${s.video.oid}`;
    await post(`${base}/mark-as-og`, s.editorToken);
    await post(`${base}/mark-as-og`, s.editorToken);
    const detail = await get<AttachmentUsages>(base, s.editorToken);
    expect(detail.body.data.markStatus).toBe("MARKED");
    const unmarked = await post(`${base}/unmark-from-og`, s.editorToken);
    expect(unmarked.body.data).toEqual({ attachmentOid: s.video.oid, markStatus: "UNMARK" });
    const stranger = await buildUser(context.db, { memberships: [{ org: s.org, roles: ["ORG_MEMBER"] }] });
    const strangerToken = await sessionFor(context.db, stranger, context.clock, s.org.oid);
    expect((await post(`${base}/mark-as-og`, strangerToken)).status).toBe(403);
    const other = await usedScene();
    const foreign = await post(
      `/api/books/${s.book.oid}/used-attachments/${other.video.oid}/mark-as-og`,
      s.editorToken,
    );
    expect(foreign.status).toBe(404);
  });
});

describe("POST /books/{id}/used-attachments/export", () => {
  it("writes the filtered list to a spreadsheet in the task center", async () => {
    const s = await usedScene();
    const submitted = await post<UserTask>(
      `/api/books/${s.book.oid}/used-attachments/export`,
      s.editorToken,
      {
        type: "IMAGE",
      },
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ type: "EXPORT" });
    const done = await waitForState(context.db, submitted.body.data.oid, "DONE");
    const rows = await rowsOfAttachment(context, done.output?.attachmentOid ?? "");
    expect(rows[0]).toEqual(["文件名", "类型", "来源", "原创标记", "使用次数", "使用位置"]);
    expect(rows.slice(1).map((row) => row.slice(1, 5))).toEqual([
      ["图片", "本地上传", "未标记", "3"],
      ["图片", "学科资源库", "未标记", "1"],
    ]);
  });
});
