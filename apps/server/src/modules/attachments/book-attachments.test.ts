// GET /books/{id}/attachments: the media page's list.
import type { Attachment, Page } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { storeGeneratedFile } from "./store-generated.ts";
import { bookTeam, createAttachment } from "./test/uploads.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function media() {
  const team = await bookTeam(context);
  const { book, editor } = team;
  const add = async (name: string, type: "IMAGE" | "VIDEO" | "DOCUMENT" | "ARCHIVE", contentType: string) => {
    context.clock.advance(60);
    return storeGeneratedFile(context, {
      bookOid: book.oid,
      orgOid: book.orgOid,
      ownerOid: editor.oid,
      name,
      type,
      contentType,
      body: Buffer.from(name),
    });
  };
  const diagram = await add("电路图.svg", "IMAGE", "image/svg+xml");
  const lecture = await add("第一课 讲解.mp4", "VIDEO", "video/mp4");
  const handout = await add("第一课 讲义.pdf", "DOCUMENT", "application/pdf");
  const exported = await add("教材导出.zip", "ARCHIVE", "application/zip");
  // Still uploading: not on the media page.
  await createAttachment(context, team.editorToken, {
    fileName: "待上传.mp4",
    type: "VIDEO",
    size: 10,
    bookOid: book.oid,
  });
  return { ...team, diagram, lecture, handout, exported };
}

const list = (bookOid: string, token: string, query = "") =>
  call<Page<Attachment>>(context.app, "GET", `/api/books/${bookOid}/attachments${query}`, { token });

describe("GET /books/{id}/attachments", () => {
  it("lists READY uploads newest first, without exports", async () => {
    const { book, readerToken, diagram, lecture, handout } = await media();
    const response = await list(book.oid, readerToken);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(response.body.data.items.map((item) => item.attachmentOid)).toEqual([
      handout.oid,
      lecture.oid,
      diagram.oid,
    ]);
    expect(response.body.data.items[0]).toMatchObject({
      name: "第一课 讲义.pdf",
      state: "READY",
      bookOid: book.oid,
    });
  });

  it("filters by type (exports only when asked for) and by keyword", async () => {
    const { book, readerToken, lecture, exported, handout } = await media();
    const videos = await list(book.oid, readerToken, "?type=VIDEO");
    expect(videos.body.data.items.map((item) => item.attachmentOid)).toEqual([lecture.oid]);
    const archives = await list(book.oid, readerToken, "?type=ARCHIVE");
    expect(archives.body.data.items.map((item) => item.attachmentOid)).toEqual([exported.oid]);
    const keyword = await list(book.oid, readerToken, `?keyword=${encodeURIComponent("第一课")}`);
    expect(keyword.body.data.total).toBe(2);
    const both = await list(book.oid, readerToken, `?keyword=${encodeURIComponent("讲义")}&type=DOCUMENT`);
    expect(both.body.data.items.map((item) => item.attachmentOid)).toEqual([handout.oid]);
    const literal = await list(book.oid, readerToken, `?keyword=${encodeURIComponent("%")}`);
    expect(literal.body.data.total).toBe(0);
  });

  it("pages, keeping the total past the last page", async () => {
    const { book, readerToken, diagram } = await media();
    const page = await list(book.oid, readerToken, "?page=2&pageSize=10");
    expect(page.body.data).toMatchObject({ items: [], total: 3, page: 2 });
    const first = await list(book.oid, readerToken, "?pageSize=20&page=1");
    expect(first.body.data.items.at(-1)?.attachmentOid).toBe(diagram.oid);
    const wrongSize = await list(book.oid, readerToken, "?pageSize=7");
    expect(wrongSize.status).toBe(400);
    expect(wrongSize.body.errors.pageSize).toBe("每页条数只能是 10、20、50 或 100");
  });

  it("needs the book's view permission", async () => {
    const { book, outsiderToken } = await media();
    expect((await call(context.app, "GET", `/api/books/${book.oid}/attachments`)).status).toBe(401);
    const refused = await list(book.oid, outsiderToken);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe("err.privilege.required");
    expect((await list("no-such-book", outsiderToken)).status).toBe(404);
  });
});
