// Exporting an edition (issue 17 §2): the task reads the edition's frozen tree and files, not the
// book's current content; only a READY edition of the same book is exported, by whoever may export
// the book.
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, activityTopics, contentFiles, editions } from "../../db/schema/index.ts";
import { call, type TestContext } from "../../test/app.ts";
import { buildAttachment, buildChapter, buildFile, buildSection } from "../../test/factories.ts";
import {
  buildEdition,
  createPublishingApp,
  createPublishingWorld,
  type PublishingWorld,
} from "../publishing/test/publishing-world.ts";
import { exportedFile } from "./test/export-world.ts";

let context: TestContext;

beforeAll(async () => {
  context = await createPublishingApp();
});

afterAll(async () => {
  await context.close();
});

const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });

/** The world's file with a picture (by its oid and link, as the editor stores it) and `text`. */
async function writeFile(world: PublishingWorld, text: string, pictureOid: string) {
  const src = `/api/files/${pictureOid}/original?exp=1&sig=x`;
  const content = {
    type: "doc",
    content: [paragraph(text), { type: "imageBlock", attrs: { fileOid: pictureOid, src, alt: "图" } }],
  };
  await context.db.update(contentFiles).set({ content }).where(eq(contentFiles.oid, world.file.oid));
}

async function pictureOf(world: PublishingWorld) {
  const picture = await buildAttachment(context.db, { uploader: world.users.editor, book: world.book });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  await context.storage.putObject(picture.objectKey, png, "image/png");
  return picture;
}

describe("POST /books/export with an edition", () => {
  it("exports the edition's tree and text, not what the book holds now", async () => {
    const world = await createPublishingWorld(context);
    const picture = await pictureOf(world);
    await writeFile(world, "版本中的正文。", picture.oid);
    const { edition } = await buildEdition(context, world);
    await writeFile(world, "构建之后改写的正文。", picture.oid);
    const later = await buildChapter(context.db, { book: world.book, name: "第二章 后来添加" });
    await buildFile(context.db, {
      section: await buildSection(context.db, { chapter: later, name: "第一节" }),
      name: "新文件",
    });

    const exported = await exportedFile(context, world.tokens.chief, world.book.oid, "ZIP", edition.oid);
    expect(exported.title).toBe("导出《信息技术基础》第 1 版（ZIP）");
    const entries = unzipSync(new Uint8Array(exported.bytes));
    const manifest = JSON.parse(strFromU8(entries["manifest.json"] as Uint8Array));
    expect(manifest.chapters.map((chapter: { name: string }) => chapter.name)).toEqual(["第一章 计算机基础"]);
    const page = strFromU8(entries["chapter-01/section-01/file-01.html"] as Uint8Array);
    expect(page).toContain("版本中的正文。");
    expect(page).not.toContain("改写");
    // The picture is collected by its oid as for the current content, and linked relatively.
    expect(manifest.assets).toEqual({ [picture.oid]: `assets/${picture.oid}.png` });
    expect(entries[`assets/${picture.oid}.png`]).toBeDefined();
    expect(page).toContain(`src="../../assets/${picture.oid}.png"`);

    const live = await exportedFile(context, world.tokens.chief, world.book.oid, "ZIP");
    const livePage = strFromU8(
      unzipSync(new Uint8Array(live.bytes))["chapter-01/section-01/file-01.html"] as Uint8Array,
    );
    expect(livePage).toContain("构建之后改写的正文。");
  });

  it("draws an edition's exercises from the activities frozen with it", async () => {
    const world = await createPublishingWorld(context);
    const [activity] = await context.db
      .insert(activities)
      .values({ fileOid: world.file.oid, type: "TEST", title: "随堂测验" })
      .returning();
    if (!activity) throw new Error("activity insert failed");
    const inlineDoc = (text: string) => ({ type: "doc", content: [paragraph(text)] });
    await context.db.insert(activityTopics).values({
      activityOid: activity.oid,
      position: 0,
      type: "SINGLE",
      subject: inlineDoc("中央处理器的英文缩写是？"),
      options: [
        { id: "A", content: inlineDoc("GPU") },
        { id: "B", content: inlineDoc("CPU") },
      ],
      answer: "B",
      analysis: inlineDoc("构建时的解析"),
    });
    const content = {
      type: "doc",
      content: [
        paragraph("练习如下。"),
        { type: "interaction", attrs: { oid: activity.oid, type: "TEST", title: "随堂测验", complete: "Y" } },
      ],
    };
    await context.db.update(contentFiles).set({ content }).where(eq(contentFiles.oid, world.file.oid));
    const { edition } = await buildEdition(context, world);
    await context.db
      .update(activityTopics)
      .set({ analysis: inlineDoc("后来改写的解析") })
      .where(eq(activityTopics.activityOid, activity.oid));

    const exported = await exportedFile(context, world.tokens.chief, world.book.oid, "EPUB", edition.oid);
    const answers = strFromU8(unzipSync(new Uint8Array(exported.bytes))["OEBPS/answers.xhtml"] as Uint8Array);
    expect(answers).toContain("构建时的解析");
    expect(answers).not.toContain("后来改写的解析");
  });

  it("refuses an edition of another book, one not READY, and a caller who may not export", async () => {
    const world = await createPublishingWorld(context);
    const other = await createPublishingWorld(context);
    const { edition } = await buildEdition(context, world);
    const { edition: foreign } = await buildEdition(context, other);
    const submit = (token: string, editionOid: string) =>
      call(context.app, "POST", "/api/books/export", {
        token,
        body: { bookOid: world.book.oid, format: "EPUB", editionOid },
      });

    const notOurs = await submit(world.tokens.chief, foreign.oid);
    expect({ status: notOurs.status, message: notOurs.body.errorMessage }).toEqual({
      status: 404,
      message: "该版本不存在或不属于此教材",
    });
    expect((await submit(world.tokens.chief, "no-such-edition")).status).toBe(404);

    await context.db.update(editions).set({ state: "FAILED" }).where(eq(editions.oid, edition.oid));
    const failed = await submit(world.tokens.chief, edition.oid);
    expect({ status: failed.status, message: failed.body.errorMessage }).toEqual({
      status: 409,
      message: "该版本尚未构建完成或构建失败，不能导出",
    });
    await context.db.update(editions).set({ state: "READY" }).where(eq(editions.oid, edition.oid));

    // A plain member sees the editions but may not export the book.
    expect((await submit(world.tokens.member, edition.oid)).status).toBe(403);
    expect((await submit(world.tokens.outsider, edition.oid)).status).toBe(403);
    expect((await submit(world.tokens.chief, edition.oid)).status).toBe(200);
  });
});
