// Reading attachments: who may, the signed links, and how /api/files serves the bytes.
import type { Attachment, SignedUrl } from "@textbook/shared";
import { UPLOAD } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { FILE_CSP } from "./serve-file.ts";
import { storeGeneratedFile } from "./store-generated.ts";
import { bookTeam, fetchFile, png, upload } from "./test/uploads.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const get = <T>(path: string, token: string) =>
  call<T>(context.app, "GET", `/api/attachments/${path}`, { token });

async function uploadedImage(inBook = true) {
  const team = await bookTeam(context);
  const bytes = await png(30, 20);
  const { completed } = await upload(
    context,
    team.editorToken,
    { fileName: "示意图 1.png", type: "IMAGE", ...(inBook ? { bookOid: team.book.oid } : {}) },
    bytes,
  );
  return { ...team, bytes, attachment: completed.body.data };
}

describe("GET /attachments/{id} and its links", () => {
  it("answers 401 without login", async () => {
    const { attachment } = await uploadedImage();
    const response = await call(
      context.app,
      "GET",
      `/api/attachments/${attachment.attachmentOid}/download-url`,
    );
    expect(response.status).toBe(401);
  });

  it("lets the book's members read, refuses another organisation's member with 403", async () => {
    const { attachment, readerToken, outsiderToken } = await uploadedImage();
    const id = attachment.attachmentOid;
    const got = await get<Attachment>(id, readerToken);
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({
      attachmentOid: id,
      name: "示意图 1.png",
      type: "IMAGE",
      width: 30,
      height: 20,
    });
    for (const path of [id, `${id}/download-url`, `${id}/preview-url`]) {
      const refused = await get(path, outsiderToken);
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe("err.privilege.required");
    }
    expect((await get("no-such-attachment", readerToken)).status).toBe(404);
  });

  it("keeps a file without a book to its uploader (and SYS_ADMIN)", async () => {
    const { attachment, editorToken, colleagueToken, sysAdminToken } = await uploadedImage(false);
    const id = attachment.attachmentOid;
    expect(attachment.bookOid).toBeNull();
    expect((await get(id, editorToken)).status).toBe(200);
    expect((await get(`${id}/download-url`, colleagueToken)).status).toBe(403);
    expect((await get(`${id}/download-url`, sysAdminToken)).status).toBe(200);
  });

  it("serves the download with the UTF-8 name, its type and length, and headers that stop script", async () => {
    const { attachment, readerToken, bytes } = await uploadedImage();
    const link = await get<SignedUrl>(`${attachment.attachmentOid}/download-url`, readerToken);
    expect(link.body.data.url).toMatch(
      new RegExp(`^/api/files/${attachment.attachmentOid}/download\\?exp=\\d+&sig=`),
    );
    expect(new Date(link.body.data.expiration).getTime()).toBeGreaterThanOrEqual(
      context.clock.now().getTime() + UPLOAD.linkTtlSeconds * 1000,
    );
    const file = await fetchFile(context, link.body.data.url);
    expect(file.status).toBe(200);
    expect(file.body.equals(bytes)).toBe(true);
    expect(file.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(bytes.length),
      "content-disposition": `attachment; filename="___ 1.png"; filename*=UTF-8''${encodeURIComponent("示意图 1.png")}`,
      "x-content-type-options": "nosniff",
      "content-security-policy": FILE_CSP,
      "accept-ranges": "bytes",
    });
  });

  it("serves byte ranges for seeking (206), and 416 past the end", async () => {
    const { attachment, readerToken, bytes } = await uploadedImage();
    const { url } = (await get<SignedUrl>(`${attachment.attachmentOid}/preview-url`, readerToken)).body.data;
    const part = await fetchFile(context, url, { range: "bytes=8-23" });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 8-23/${bytes.length}`);
    expect(part.headers["content-length"]).toBe("16");
    expect(part.body.equals(bytes.subarray(8, 24))).toBe(true);
    const tail = await fetchFile(context, url, { range: "bytes=-4" });
    expect(tail.body.equals(bytes.subarray(bytes.length - 4))).toBe(true);
    const head = await context.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(bytes.length));
    expect(head.rawPayload.length).toBe(0);
    const past = await fetchFile(context, url, { range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${bytes.length}`);
  });

  it("answers 401 for a link without signature, 403 for a forged or expired one", async () => {
    const { attachment, readerToken } = await uploadedImage();
    const { url } = (await get<SignedUrl>(`${attachment.attachmentOid}/download-url`, readerToken)).body.data;
    const bare = await fetchFile(context, url.split("?")[0] ?? "");
    expect(bare.status).toBe(401);
    expect(JSON.parse(bare.body.toString()).errorMessage).toBe("文件链接无效或已过期，请刷新页面后重试");
    expect((await fetchFile(context, url.replace("/download?", "/original?"))).status).toBe(403);
    expect((await fetchFile(context, url.replace(/sig=.{4}/, "sig=AAAA"))).status).toBe(403);
    context.clock.advance(3 * UPLOAD.linkTtlSeconds);
    expect((await fetchFile(context, url)).status).toBe(403);
  });

  it("previews PDF, images, audio and video; an office document says online preview is not available yet", async () => {
    const { book, editor, readerToken } = await bookTeam(context);
    const stored = (name: string, contentType: string) =>
      storeGeneratedFile(context, {
        bookOid: book.oid,
        orgOid: book.orgOid,
        ownerOid: editor.oid,
        name,
        type: "DOCUMENT",
        contentType,
        body: Buffer.from("%PDF-1.4 stand-in"),
      });
    const pdf = await stored("讲义.pdf", "application/pdf");
    const preview = await get<SignedUrl>(`${pdf.oid}/preview-url`, readerToken);
    expect(preview.body.data.url).toContain(`/api/files/${pdf.oid}/preview?`);
    const inline = await fetchFile(context, preview.body.data.url);
    expect(inline.headers["content-type"]).toBe("application/pdf");
    expect(inline.headers["content-disposition"]).toMatch(/^inline; /);

    const docx = await stored(
      "教案.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const refused = await get(`${docx.oid}/preview-url`, readerToken);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe("暂不支持在线预览该类型的文件，请下载后查看");
    expect((await get<Attachment>(docx.oid, readerToken)).body.data.previewUrl).toBeNull();
    expect((await get(`${docx.oid}/download-url`, readerToken)).status).toBe(200);
  });

  it("gives no link to a file still uploading", async () => {
    const { editorToken, book } = await bookTeam(context);
    const created = await call<{ attachment: Attachment }>(context.app, "POST", "/api/attachments", {
      token: editorToken,
      body: { fileName: "a.mp3", type: "AUDIO", size: 10, bookOid: book.oid },
    });
    const response = await get(`${created.body.data.attachment.attachmentOid}/download-url`, editorToken);
    expect(response.status).toBe(409);
    expect(response.body.errorMessage).toBe("文件还没有上传完成");
  });
});

describe("GET /attachments/user-manual-download-url", () => {
  it("points at the bundled Chinese manual, served as HTML that cannot run script", async () => {
    const { readerToken } = await bookTeam(context);
    const response = await call<SignedUrl>(
      context.app,
      "GET",
      "/api/attachments/user-manual-download-url?userManualType=builder",
      { token: readerToken },
    );
    expect(response.body.data.url).toBe("/api/manuals/builder");
    const manual = await fetchFile(context, response.body.data.url);
    expect(manual.status).toBe(200);
    expect(manual.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(manual.headers["content-security-policy"]).toBe(FILE_CSP);
    expect(manual.body.toString()).toContain("云教材在线编辑器 用户手册");
    const wrongType = await call(
      context.app,
      "GET",
      "/api/attachments/user-manual-download-url?userManualType=reader",
      {
        token: readerToken,
      },
    );
    expect(wrongType.body.errorCode).toBe("err.validate.failed");
  });

  it("points at USER_MANUAL_URL when the operator sets one", async () => {
    const own = await createTestApp({
      env: { USER_MANUAL_URL: "https://help.example.edu/manual.pdf" },
      database: context.database,
    });
    try {
      const { readerToken } = await bookTeam(own);
      const response = await call<SignedUrl>(
        own.app,
        "GET",
        "/api/attachments/user-manual-download-url?userManualType=builder",
        { token: readerToken },
      );
      expect(response.body.data.url).toBe("https://help.example.edu/manual.pdf");
    } finally {
      await own.close();
    }
  });
});
