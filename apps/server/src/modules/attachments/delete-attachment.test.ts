// The media library's 删除 and the usage check before it: GET /books/{id}/used-attachments/{attId}
// and DELETE /books/{id}/attachments/{attId}.
import type { AttachmentUsages } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookStyles, books, contentFiles, readings } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildChapter, buildFile, buildSection } from "../../test/factories.ts";
import { storeGeneratedFile } from "./store-generated.ts";
import { bookTeam } from "./test/uploads.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function bookWithImage() {
  const team = await bookTeam(context);
  const image = await storeGeneratedFile(context, {
    bookOid: team.book.oid,
    orgOid: team.book.orgOid,
    ownerOid: team.editor.oid,
    name: "电路图.png",
    type: "IMAGE",
    contentType: "image/png",
    body: Buffer.from("png"),
  });
  const chapter = await buildChapter(context.db, { book: team.book, name: "第一章 电路" });
  const section = await buildSection(context.db, { chapter, name: "1.1 串联" });
  const file = await buildFile(context.db, { section, name: "正文" });
  return { ...team, image, chapter, section, file };
}

const usagesOf = (bookOid: string, oid: string, token: string) =>
  call<AttachmentUsages>(context.app, "GET", `/api/books/${bookOid}/used-attachments/${oid}`, { token });
const remove = (bookOid: string, oid: string, token: string) =>
  call<null>(context.app, "DELETE", `/api/books/${bookOid}/attachments/${oid}`, { token });

describe("the usage check", () => {
  it("finds a file that shows the image, in its document or through a block, and the book's own settings", async () => {
    const { book, image, chapter, section, file, readerToken } = await bookWithImage();
    expect((await usagesOf(book.oid, image.oid, readerToken)).body.data.usages).toEqual([]);

    await context.db
      .update(contentFiles)
      .set({
        content: {
          type: "doc",
          content: [
            { type: "image", attrs: { attachmentOid: image.oid, src: `/api/files/${image.oid}/original` } },
          ],
        },
      })
      .where(eq(contentFiles.oid, file.oid));
    const readingFile = await buildFile(context.db, { section, name: "阅读材料" });
    await context.db.insert(readings).values({
      fileOid: readingFile.oid,
      type: "EXTENDED_READING",
      resources: [{ kind: "FILE", attachmentOid: image.oid, name: "电路图.png" }],
    });
    await context.db.update(books).set({ coverAttachmentOid: image.oid }).where(eq(books.oid, book.oid));
    await context.db.insert(bookStyles).values({
      bookOid: book.oid,
      items: [
        {
          selector: "root",
          itemType: "IMAGE",
          itemKey: "chapter.header.background",
          itemValue: `/api/files/${image.oid}/original`,
          attachmentOid: image.oid,
          styleVariableName: "--tb-chapter-header-background",
          previewName: "chapterHeaderBackground",
        },
      ],
    });

    const response = await usagesOf(book.oid, image.oid, readerToken);
    expect(response.status).toBe(200);
    expect(response.body.data.usages).toEqual([
      { kind: "COVER", name: book.name, chapterOid: null, sectionOid: null, fileOid: null },
      { kind: "BOOK_STYLE", name: book.name, chapterOid: null, sectionOid: null, fileOid: null },
      {
        kind: "FILE",
        name: "第一章 电路 / 1.1 串联 / 正文",
        chapterOid: chapter.oid,
        sectionOid: section.oid,
        fileOid: file.oid,
      },
      {
        kind: "FILE",
        name: "第一章 电路 / 1.1 串联 / 阅读材料",
        chapterOid: chapter.oid,
        sectionOid: section.oid,
        fileOid: readingFile.oid,
      },
    ]);
  });

  it("is for the book's readers, and only for the book's own files", async () => {
    const { book, image, outsiderToken, readerToken } = await bookWithImage();
    expect((await usagesOf(book.oid, image.oid, outsiderToken)).status).toBe(403);
    const other = await bookWithImage();
    expect((await usagesOf(book.oid, other.image.oid, readerToken)).status).toBe(404);
  });
});

describe("DELETE /books/{id}/attachments/{attId}", () => {
  it("removes an unused file: its row, its stored bytes, its place in the media list", async () => {
    const { book, image, editorToken } = await bookWithImage();
    expect(await context.storage.statObject(image.objectKey)).not.toBeNull();
    const response = await remove(book.oid, image.oid, editorToken);
    expect(response.status).toBe(200);
    expect(await context.storage.statObject(image.objectKey)).toBeNull();
    const list = await call<{ total: number }>(context.app, "GET", `/api/books/${book.oid}/attachments`, {
      token: editorToken,
    });
    expect(list.body.data.total).toBe(0);
    expect((await remove(book.oid, image.oid, editorToken)).status).toBe(404);
  });

  it("refuses a file still in use with err.attachment.inUse and the places, and keeps it", async () => {
    const { book, image, file, editorToken } = await bookWithImage();
    await context.db
      .update(contentFiles)
      .set({ content: { type: "doc", content: [{ type: "image", attrs: { attachmentOid: image.oid } }] } })
      .where(eq(contentFiles.oid, file.oid));
    const refused = await remove(book.oid, image.oid, editorToken);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      errorCode: "err.attachment.inUse",
      data: { usages: [{ kind: "FILE", fileOid: file.oid }] },
    });
    expect(await context.storage.statObject(image.objectKey)).not.toBeNull();

    await context.db
      .update(contentFiles)
      .set({ content: { type: "doc", content: [{ type: "paragraph" }] } })
      .where(eq(contentFiles.oid, file.oid));
    expect((await remove(book.oid, image.oid, editorToken)).status).toBe(200);
  });

  it("is refused to callers outside the book", async () => {
    const { book, image, outsiderToken, colleagueToken } = await bookWithImage();
    expect((await remove(book.oid, image.oid, outsiderToken)).status).toBe(403);
    expect((await remove(book.oid, image.oid, colleagueToken)).status).toBe(403);
    expect(await context.storage.statObject(image.objectKey)).not.toBeNull();
  });
});
