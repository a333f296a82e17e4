// A small book like the demo's for the export tests: a cover, two chapters, a picture in an image box with a
// caption, a table with its caption, a formula, an exercise whose activity holds a single-choice and
// a fill-in question, a video card with its cover — and the call that exports it and downloads the file.
import type { ExportFormat, SignedUrl, UserTask, UserTaskDetail } from "@textbook/shared";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";
import { activities, activityTopics, books, contentFiles } from "../../../db/schema/index.ts";
import { captionedTable } from "../../../seed/prose.ts";
import { call, type TestContext } from "../../../test/app.ts";
import {
  buildAttachment,
  buildBook,
  buildChapter,
  buildFile,
  buildSection,
} from "../../../test/factories.ts";
import { waitForTask } from "../../../test/tasks.ts";
import type { OrgRow, UserRow } from "../../users/repository.ts";

const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
const inlineDoc = (text: string) => ({ type: "doc", content: [paragraph(text)] });

export async function buildExportBook(context: TestContext, org: OrgRow, editor: UserRow) {
  const book = await buildBook(context.db, {
    org,
    name: "信息技术基础",
    members: [{ user: editor, role: "BOOK_EDITOR" }],
  });
  const image = await buildAttachment(context.db, { uploader: editor, book });
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
  await context.storage.putObject(image.objectKey, png, "image/png");
  const src = `/api/files/${image.oid}/original?exp=1&sig=x`;
  await context.db.update(books).set({ coverAttachmentOid: image.oid }).where(eq(books.oid, book.oid));

  const first = await buildChapter(context.db, { book, name: "第一章 计算机概述" });
  const section = await buildSection(context.db, { chapter: first, name: "第一节 组成" });
  const file = await buildFile(context.db, { section, name: "计算机的组成" });
  const [activity] = await context.db
    .insert(activities)
    .values({ fileOid: file.oid, type: "TEST", title: "随堂测验" })
    .returning();
  if (!activity) throw new Error("activity insert failed");
  await context.db.insert(activityTopics).values([
    {
      activityOid: activity.oid,
      position: 0,
      type: "SINGLE",
      subject: inlineDoc("中央处理器的英文缩写是？"),
      options: [
        { id: "A", content: inlineDoc("GPU") },
        { id: "B", content: inlineDoc("CPU") },
      ],
      answer: "B",
      analysis: inlineDoc("Central Processing Unit"),
    },
    {
      activityOid: activity.oid,
      position: 1,
      type: "FILL",
      subject: {
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [
              { type: "text", text: "存储器分为内存和" },
              { type: "fillBlank", attrs: { oid: "blank-1", fillIndex: 1 } },
            ],
          },
        ],
      },
      options: [{ id: "blank-1", answers: [inlineDoc("外存")] }],
      answer: null,
    },
  ]);
  const table = captionedTable({
    title: "存储器对比",
    chapterIndex: 1,
    index: 1,
    rows: [
      ["名称", "速度"],
      ["内存", "快"],
      ["外存", "慢"],
    ],
  });
  const content = {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "冯·诺依曼结构" }] },
      paragraph("冯·诺依曼结构由运算器、控制器、存储器、输入设备和输出设备五部分组成。"),
      {
        type: "imageBox",
        content: [
          { type: "imageBlock", attrs: { fileOid: image.oid, src, alt: "结构图" } },
          {
            type: "caption",
            attrs: { type: "IMAGE", index: 1, chapterIndex: 1 },
            content: [{ type: "text", text: "结构图" }],
          },
        ],
      },
      table.node,
      { type: "mathBox", content: [{ type: "displayMath", attrs: { latex: "E = mc^2 + \\frac{a}{b}" } }] },
      { type: "interaction", attrs: { oid: activity.oid, type: "TEST", title: "随堂测验", complete: "Y" } },
      {
        type: "videoBox",
        attrs: { fileOid: image.oid, src, coverAttOid: image.oid, coverSrc: src, title: "计算机的历史" },
      },
    ],
  };
  await context.db.update(contentFiles).set({ content }).where(eq(contentFiles.oid, file.oid));
  const second = await buildChapter(context.db, { book, name: "第二章 网络" });
  const secondSection = await buildSection(context.db, { chapter: second, name: "第一节 互联网" });
  await buildFile(context.db, {
    section: secondSection,
    name: "互联网",
    text: "互联网把世界各地的计算机连在一起。",
  });
  return book;
}

/**
 * Exports the book (or its edition `editionOid`) in `format`, waits for the task and answers its
 * title, its steps and the file as downloaded.
 */
export async function exportedFile(
  context: TestContext,
  token: string,
  bookOid: string,
  format: ExportFormat,
  editionOid?: string,
): Promise<{ fileName: string; title: string; steps: UserTaskDetail[]; bytes: Buffer }> {
  const submitted = await call<UserTask>(context.app, "POST", "/api/books/export", {
    token,
    body: { bookOid, format, editionOid },
  });
  expect(submitted.status).toBe(200);
  const done = await waitForTask(
    context.db,
    submitted.body.data.oid,
    (task) => task.state === "DONE" || task.state === "FAILED",
    120_000,
  );
  expect({ state: done.state, error: done.errorMessage }).toEqual({ state: "DONE", error: null });
  const steps = await call<{ items: UserTaskDetail[] }>(
    context.app,
    "GET",
    `/api/user-tasks/${done.oid}/details`,
    {
      token,
    },
  );
  const link = await call<SignedUrl>(
    context.app,
    "GET",
    `/api/attachments/${String(done.output?.attachmentOid)}/download-url`,
    { token },
  );
  const download = await context.app.inject({ method: "GET", url: link.body.data.url });
  return {
    fileName: String(done.output?.fileName),
    title: submitted.body.data.title,
    steps: steps.body.data.items,
    bytes: Buffer.from(download.rawPayload),
  };
}
