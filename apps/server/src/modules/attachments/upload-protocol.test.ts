// The upload protocol of docs/api-contract.md, end to end: create → parts → segments → complete.
import { UPLOAD } from "@textbook/shared";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachmentParts, attachments } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildBook } from "../../test/factories.ts";
import {
  bookTeam,
  complete,
  createAttachment,
  fetchFile,
  largePng,
  PART_SIZE,
  png,
  putPart,
  upload,
} from "./test/uploads.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const MB = 1024 * 1024;

describe("POST /attachments", () => {
  it("answers 401 without login", async () => {
    const response = await createAttachment(context, undefined, {
      fileName: "a.png",
      type: "IMAGE",
      size: 10,
    });
    expect(response.status).toBe(401);
    expect(response.body.errorCode).toBe("err.login.required");
  });

  it("validates the body", async () => {
    const { editorToken } = await bookTeam(context);
    const response = await createAttachment(context, editorToken, { fileName: " ", type: "IMAGE", size: 0 });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe("err.validate.failed");
    expect(response.body.errors.fileName).toBe("必填项，请输入");
  });

  it("refuses an extension the type does not take, naming the formats", async () => {
    const { editorToken, book } = await bookTeam(context);
    const response = await createAttachment(context, editorToken, {
      fileName: "poster.png",
      type: "VIDEO",
      size: 100,
      bookOid: book.oid,
    });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe("err.attachment.rejected");
    expect(response.body.errorMessage).toBe("视频只支持 mp4 格式");
  });

  it("refuses a declared size over the type's limit before any byte is sent (content §9)", async () => {
    const { editorToken } = await bookTeam(context);
    const cases = [
      { fileName: "a.mp4", type: "VIDEO", size: 500 * MB + 1, message: "视频文件不能超过 500M" },
      { fileName: "a.gif", type: "IMAGE", size: 20 * MB + 1, message: "图片文件不能超过 20M" },
      { fileName: "a.mp3", type: "AUDIO", size: 100 * MB + 1, message: "音频文件不能超过 100M" },
      { fileName: "a.fbx", type: "3D", size: 200 * MB + 1, message: "3D 模型文件不能超过 200M" },
      { fileName: "a.pdf", type: "DOCUMENT", size: 200 * MB + 1, message: "文档文件不能超过 200M" },
    ] as const;
    for (const { message, ...body } of cases) {
      const response = await createAttachment(context, editorToken, body);
      expect(response.status).toBe(400);
      expect(response.body.errorMessage).toBe(message);
    }
    const atLimit = await createAttachment(context, editorToken, {
      fileName: "a.mp4",
      type: "VIDEO",
      size: 500 * MB,
    });
    expect(atLimit.status).toBe(200);
  });

  it("needs uploadMedia on the book: another organisation's member gets 403, a locked book is read-only", async () => {
    const { outsiderToken, editorToken, editor, org, book } = await bookTeam(context);
    const body = { fileName: "a.png", type: "IMAGE", size: 10, bookOid: book.oid } as const;
    const foreign = await createAttachment(context, outsiderToken, body);
    expect(foreign.status).toBe(403);
    expect(foreign.body.errorCode).toBe("err.privilege.required");
    const locked = await buildBook(context.db, {
      org,
      state: "LOCKED",
      members: [{ user: editor, role: "BOOK_EDITOR" }],
    });
    const refused = await createAttachment(context, editorToken, { ...body, bookOid: locked.oid });
    expect(refused.body.errorCode).toBe("err.book.readOnly");
  });

  it("hands out credentials for this one object, never a storage secret", async () => {
    const { editorToken, book } = await bookTeam(context);
    const response = await createAttachment(context, editorToken, {
      fileName: "封面.png",
      type: "IMAGE",
      size: 1234,
      bookOid: book.oid,
    });
    expect(response.status).toBe(200);
    const { attachment, credentials, partSize } = response.body.data;
    expect(partSize).toBe(UPLOAD.partSize);
    expect(attachment).toMatchObject({
      name: "封面.png",
      extName: "png",
      state: "PENDING",
      bookOid: book.oid,
    });
    expect(credentials).toMatchObject({
      endpoint: "/api/uploads",
      accessKeyId: attachment.attachmentOid,
      bucketName: "local",
      objectKey: `${attachment.attachmentOid}.png`,
      expiration: new Date(context.clock.now().getTime() + UPLOAD.credentialTtlSeconds * 1000).toISOString(),
    });
    expect(credentials.accessKeySecret).toMatch(/^[\w-]{40,}$/);
    const [row] = await context.db
      .select()
      .from(attachments)
      .where(eq(attachments.oid, attachment.attachmentOid));
    expect(row?.uploadSecretHash).not.toContain(credentials.accessKeySecret);
  });
});

describe("the whole protocol", () => {
  it("takes parts in any order and resent, lists them as segments, joins them, measures the image and makes a thumbnail", async () => {
    const { editorToken, book } = await bookTeam(context);
    const bytes = await largePng();
    expect(bytes.length).toBeGreaterThan(PART_SIZE);
    const created = await createAttachment(context, editorToken, {
      fileName: "课堂 照片.png",
      type: "IMAGE",
      size: bytes.length,
      bookOid: book.oid,
    });
    const { credentials, attachment } = created.body.data;
    const second = await putPart(context, credentials, 2, bytes.subarray(PART_SIZE));
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ partNumber: 2, size: bytes.length - PART_SIZE });
    await putPart(context, credentials, 1, Buffer.alloc(PART_SIZE, 1));
    expect((await putPart(context, credentials, 1, bytes.subarray(0, PART_SIZE))).status).toBe(200);

    const segments = await call(context.app, "GET", `/api/attachments/${attachment.attachmentOid}/segments`, {
      token: editorToken,
    });
    expect(segments.body.data).toEqual({
      items: [
        { partNumber: 1, size: PART_SIZE },
        { partNumber: 2, size: bytes.length - PART_SIZE },
      ],
      total: 2,
    });

    const completed = await complete(context, editorToken, attachment.attachmentOid);
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({
      state: "READY",
      mimeType: "image/png",
      size: bytes.length,
      width: 1400,
      height: 1300,
    });
    const { thumbnailUrl, previewUrl } = completed.body.data;
    expect(thumbnailUrl).toMatch(/^\/api\/files\/\w+\/thumbnail\?exp=\d+&sig=/);
    const thumbnail = await fetchFile(context, thumbnailUrl ?? "");
    expect(thumbnail.headers["content-type"]).toBe("image/webp");
    expect((await sharp(thumbnail.body).metadata()).width).toBe(UPLOAD.thumbnailWidth);
    const original = await fetchFile(context, previewUrl ?? "");
    expect(original.body.equals(bytes)).toBe(true);

    // A retried completion answers the same attachment; the parts are gone.
    const again = await complete(context, editorToken, attachment.attachmentOid);
    expect(again.body.data.state).toBe("READY");
    const parts = await context.db
      .select()
      .from(attachmentParts)
      .where(eq(attachmentParts.attachmentOid, attachment.attachmentOid));
    expect(parts).toEqual([]);
  });

  it("accepts an SVG (with an XML declaration) and a text OBJ model by their content", async () => {
    const { editorToken, book } = await bookTeam(context);
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>',
    );
    const image = await upload(
      context,
      editorToken,
      { fileName: "icon.svg", type: "IMAGE", bookOid: book.oid },
      svg,
    );
    expect(image.completed.body.data).toMatchObject({
      state: "READY",
      mimeType: "image/svg+xml",
      width: 40,
      height: 30,
    });
    const obj = Buffer.from(
      "# cube\nmtllib cube.mtl\no Cube\nv 0 0 0\nv 1 0 0\nv 1 1 0\nvn 0 0 1\nf 1//1 2//1 3//1\n",
    );
    const model = await upload(
      context,
      editorToken,
      { fileName: "cube.obj", type: "3D", bookOid: book.oid },
      obj,
    );
    expect(model.completed.body.data).toMatchObject({
      state: "READY",
      mimeType: "model/obj",
      thumbnailUrl: null,
    });
  });
});

describe("refusals at completion", () => {
  const refusals = [
    [
      "a PNG declared as a video",
      "clip.mp4",
      "VIDEO",
      () => png(20, 20),
      "文件内容与扩展名 .mp4 不符，请上传真实的视频文件",
    ],
    [
      "a text file named .mp4",
      "notes.mp4",
      "VIDEO",
      async () => Buffer.from("just some notes\n"),
      "文件内容与扩展名 .mp4 不符，请上传真实的视频文件",
    ],
    [
      "a PNG named .jpg",
      "photo.jpg",
      "IMAGE",
      () => png(20, 20),
      "文件内容与扩展名 .jpg 不符，请上传真实的图片文件",
    ],
    [
      "an MP3 tag in front of noise",
      "朗读.mp3",
      "AUDIO",
      async () => Buffer.concat([Buffer.from("ID3\x04\0\0\0\0\0\0", "latin1"), Buffer.alloc(20_000, 0x55)]),
      "文件内容与扩展名 .mp3 不符，请上传真实的音频文件",
    ],
    [
      "plain text named .svg",
      "logo.svg",
      "IMAGE",
      async () => Buffer.from("<html><script>alert(1)</script></html>"),
      "文件内容与扩展名 .svg 不符，请上传真实的图片文件",
    ],
  ] as const;

  it.each(refusals)("refuses %s and keeps nothing", async (_label, fileName, type, make, message) => {
    const { editorToken, book } = await bookTeam(context);
    const { created, completed } = await upload(
      context,
      editorToken,
      { fileName, type, bookOid: book.oid },
      await make(),
    );
    expect(completed.status).toBe(400);
    expect(completed.body.errorCode).toBe("err.attachment.rejected");
    expect(completed.body.errorMessage).toBe(message);
    expect(await context.storage.statObject(created.credentials.objectKey)).toBeNull();
    const got = await call(context.app, "GET", `/api/attachments/${created.attachment.attachmentOid}`, {
      token: editorToken,
    });
    expect(got.body.data).toMatchObject({ state: "REJECTED", previewUrl: null });
    const again = await complete(context, editorToken, created.attachment.attachmentOid);
    expect(again.body.errorMessage).toBe(message);
  });

  it("asks for the missing parts instead of joining a file with a gap", async () => {
    const { editorToken } = await bookTeam(context);
    const created = await createAttachment(context, editorToken, {
      fileName: "a.pdf",
      type: "DOCUMENT",
      size: PART_SIZE + 10,
    });
    const { credentials, attachment } = created.body.data;
    const none = await complete(context, editorToken, attachment.attachmentOid);
    expect(none.status).toBe(400);
    expect(none.body.errorMessage).toBe("文件还没有上传完整，请继续上传");
    await putPart(context, credentials, 2, Buffer.alloc(10));
    expect((await complete(context, editorToken, attachment.attachmentOid)).body.errorCode).toBe(
      "err.attachment.incomplete",
    );
  });

  it("is for the uploader only", async () => {
    const { editorToken, colleagueToken, readerToken, book } = await bookTeam(context);
    const created = await createAttachment(context, editorToken, {
      fileName: "a.pdf",
      type: "DOCUMENT",
      size: 10,
      bookOid: book.oid,
    });
    const id = created.body.data.attachment.attachmentOid;
    expect((await complete(context, readerToken, id)).status).toBe(403);
    const unbooked = await createAttachment(context, editorToken, {
      fileName: "a.pdf",
      type: "DOCUMENT",
      size: 10,
    });
    expect(
      (await complete(context, colleagueToken, unbooked.body.data.attachment.attachmentOid)).status,
    ).toBe(403);
    const segments = await call(context.app, "GET", `/api/attachments/${id}/segments`, {
      token: readerToken,
    });
    expect(segments.status).toBe(403);
  });
});
