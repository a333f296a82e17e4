// Copies into another file (with and without attachments), the attachments a document uses, SVG
// content, and the history of saved versions.
import type {
  Attachment,
  CopiedContent,
  Page,
  Revision,
  RevisionSummary,
  SavedVersion,
} from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachments, contentFiles } from "../../db/schema/index.ts";
import { fileWithTeam, paragraphs } from "../../realtime/test/socket-clients.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { copyInto, shareBookWithEditor } from "../../test/content-copy.ts";
import { buildAttachment, buildBook } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const imageBlock = (fileOid: string) => ({ type: "imageBlock", attrs: { fileOid } });
const documentWith = (...fileOids: string[]) => ({
  type: "doc",
  content: [paragraphs("配图").content[0], ...fileOids.map(imageBlock)],
});

async function putContent(url: string, token: string, content: unknown, baseVersion = 1) {
  const response = await call<SavedVersion>(context.app, "PUT", `${url}/content`, {
    token,
    body: { content, baseVersion },
  });
  expect(response.body.errorCode).toBe("0");
  return response.body.data;
}

/** A source file using an image of its book, a target file in another book of the same editor. */
async function sourceAndTarget() {
  const source = await fileWithTeam(context);
  const target = await fileWithTeam(context);
  const editorToken = source.editorToken;
  await shareBookWithEditor(context, source, target.book);
  const image = await buildAttachment(context.db, { uploader: source.editor, book: source.book });
  await context.storage.putObject(image.objectKey, Buffer.from("png bytes"), "image/png");
  await putContent(source.fileUrl, editorToken, documentWith(image.oid));
  return { source, target, image, editorToken, body: copyInto(target) };
}

describe("content copies", () => {
  it("copy: the source document becomes the target's next version, attachments untouched", async () => {
    const { source, target, image, editorToken, body } = await sourceAndTarget();
    for (const path of ["copy", "prose-mirror-copy"]) {
      const response = await call<CopiedContent>(context.app, "POST", `${source.fileUrl}/content/${path}`, {
        token: editorToken,
        body,
      });
      expect(response.body.errorCode).toBe("0");
      expect(response.body.data.attachments).toEqual({});
    }
    const [copied] = await context.db
      .select()
      .from(contentFiles)
      .where(eq(contentFiles.oid, target.file.oid));
    // The second copy changed nothing: still one new version.
    expect(copied?.version).toBe(2);
    expect(copied?.content).toEqual(documentWith(image.oid));
  });

  it("attach-copy: the attachments come along into the target book, and the copy names them", async () => {
    const { source, target, image, editorToken, body } = await sourceAndTarget();
    const response = await call<CopiedContent>(
      context.app,
      "POST",
      `${source.fileUrl}/content/prose-mirror-attach-copy`,
      { token: editorToken, body },
    );
    const copyOid = response.body.data.attachments[image.oid] as string;
    expect(copyOid).toEqual(expect.any(String));
    expect(copyOid).not.toBe(image.oid);
    const [row] = await context.db.select().from(attachments).where(eq(attachments.oid, copyOid));
    expect(row).toMatchObject({ bookOid: target.book.oid, state: "READY", name: image.name });
    expect(await context.storage.statObject(row?.objectKey ?? "")).toMatchObject({ size: 9 });
    const [copied] = await context.db
      .select()
      .from(contentFiles)
      .where(eq(contentFiles.oid, target.file.oid));
    expect(copied?.content).toEqual(documentWith(copyOid));
  });

  it("refuses a target the caller may not edit, before copying anything", async () => {
    const { source, image, editorToken } = await sourceAndTarget();
    const foreign = await fileWithTeam(context);
    const response = await call(context.app, "POST", `${source.fileUrl}/content/attach-copy`, {
      token: editorToken,
      body: copyInto(foreign),
    });
    expect(response.status).toBe(403);
    expect(
      await context.db.select().from(attachments).where(eq(attachments.bookOid, foreign.book.oid)),
    ).toEqual([]);
    expect(image.oid).toBeTruthy();
  });
});

describe("POST content/attachments", () => {
  it("lists this book's attachments the stored or the sent document names", async () => {
    const team = await fileWithTeam(context);
    const mine = await buildAttachment(context.db, { uploader: team.editor, book: team.book });
    const otherBook = await buildBook(context.db, { org: team.org });
    const foreign = await buildAttachment(context.db, { uploader: team.editor, book: otherBook });
    await putContent(team.fileUrl, team.editorToken, documentWith(mine.oid, foreign.oid, "a-content-file"));
    const stored = await call<{ items: Attachment[] }>(
      context.app,
      "POST",
      `${team.fileUrl}/content/attachments`,
      {
        token: team.editorToken,
        body: {},
      },
    );
    expect(stored.body.data.items.map((item) => item.attachmentOid)).toEqual([mine.oid]);
    const sent = await call<{ items: Attachment[] }>(
      context.app,
      "POST",
      `${team.fileUrl}/content/attachments`,
      {
        token: team.editorToken,
        body: { content: paragraphs("无图") },
      },
    );
    expect(sent.body.data).toEqual({ items: [], total: 0 });
  });
});

describe("SVG content", () => {
  const unsafe = `<svg viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="5" height="5" onclick="x()"/><foreignObject><p>html</p></foreignObject></svg>`;

  it("stores a sanitised SVG as an image of the book, and copies it into another book", async () => {
    const team = await fileWithTeam(context);
    const response = await call<Attachment>(context.app, "POST", `${team.fileUrl}/svg-contents`, {
      token: team.editorToken,
      body: { svg: unsafe, name: "示意图" },
    });
    expect(response.body.data).toMatchObject({
      name: "示意图.svg",
      type: "IMAGE",
      mimeType: "image/svg+xml",
    });
    const [row] = await context.db
      .select()
      .from(attachments)
      .where(eq(attachments.oid, response.body.data.attachmentOid));
    const stream = await context.storage.getObject(row?.objectKey ?? "");
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks).toString()).toBe(
      '<svg viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"></rect></svg>',
    );

    const otherBook = await buildBook(context.db, {
      org: team.org,
      members: [{ user: team.editor, role: "BOOK_EDITOR" }],
    });
    const copy = await call<Attachment>(context.app, "POST", `${team.fileUrl}/content/svg-copy`, {
      token: team.editorToken,
      body: { attachmentOid: response.body.data.attachmentOid, targetBookOid: otherBook.oid },
    });
    expect(copy.body.data).toMatchObject({ bookOid: otherBook.oid, mimeType: "image/svg+xml" });
  });

  it("refuses what is not an SVG document", async () => {
    const team = await fileWithTeam(context);
    const response = await call(context.app, "POST", `${team.fileUrl}/svg-contents`, {
      token: team.editorToken,
      body: { svg: "<div>not svg</div>" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: "err.svg.invalid", errorMessage: "SVG 内容无效" });
    const viewer = await call(context.app, "POST", `${team.fileUrl}/svg-contents`, {
      token: team.viewerToken,
      body: { svg: unsafe },
    });
    expect(viewer.status).toBe(403);
  });
});

describe("history", () => {
  it("lists saved versions newest first, shows one, and restores one as a new version", async () => {
    const team = await fileWithTeam(context);
    await putContent(team.fileUrl, team.editorToken, paragraphs("第二版"), 1);
    await putContent(team.fileUrl, team.chiefToken, paragraphs("第三版"), 2);
    const page = await call<Page<RevisionSummary>>(
      context.app,
      "GET",
      `${team.fileUrl}/revisions?pageSize=10`,
      {
        token: team.memberToken,
      },
    );
    expect(page.body.data).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(page.body.data.items.map((item) => [item.version, item.author?.fullName ?? null])).toEqual([
      [3, "王主编"],
      [2, "李编辑"],
      [1, null],
    ]);
    const second = await call<Revision>(context.app, "GET", `${team.fileUrl}/revisions/2`, {
      token: team.memberToken,
    });
    expect(second.body.data).toMatchObject({ version: 2, content: paragraphs("第二版") });
    expect(
      (await call(context.app, "GET", `${team.fileUrl}/revisions/9`, { token: team.memberToken })).status,
    ).toBe(404);

    const stale = await call(context.app, "POST", `${team.fileUrl}/revisions/1/restore`, {
      token: team.editorToken,
      body: { baseVersion: 2 },
    });
    expect(stale.body.errorCode).toBe("err.content.versionStale");
    const restored = await call<SavedVersion>(context.app, "POST", `${team.fileUrl}/revisions/1/restore`, {
      token: team.editorToken,
      body: { baseVersion: 3 },
    });
    expect(restored.body.data).toEqual({ version: 4, duplicate: false });
    const [file] = await context.db.select().from(contentFiles).where(eq(contentFiles.oid, team.file.oid));
    expect(file?.content).toEqual(paragraphs("原文"));
    expect((await call(context.app, "GET", `${team.fileUrl}/revisions`)).status).toBe(401);
  });
});
