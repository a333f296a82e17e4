// The same protocol on the S3 driver (s3rver on loopback): parts become S3 multipart parts, the
// content check and the ranges read from the bucket.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SignedUrl } from "@textbook/shared";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "../../storage/s3.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { bookTeam, fetchFile, largePng, png, upload } from "./test/uploads.ts";

let context: TestContext;
let server: S3rver;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "textbook-s3rver-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: "attachments", configs: [] }],
  });
  const { port } = await server.run();
  const storage = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: "attachments",
    accessKey: "S3RVER",
    secretKey: "S3RVER",
  });
  context = await createTestApp({ storage });
});
afterAll(async () => {
  await context.close();
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

describe("uploads on S3-compatible storage", () => {
  it("joins a two-part image, thumbnails it and serves ranges from the bucket", async () => {
    const { editorToken, book } = await bookTeam(context);
    const bytes = await largePng();
    const { created, completed } = await upload(
      context,
      editorToken,
      { fileName: "大图.png", type: "IMAGE", bookOid: book.oid },
      bytes,
    );
    expect(created.credentials.bucketName).toBe("attachments");
    expect(completed.body.data).toMatchObject({
      state: "READY",
      size: bytes.length,
      width: 1400,
      height: 1300,
    });
    const link = await call<SignedUrl>(
      context.app,
      "GET",
      `/api/attachments/${completed.body.data.attachmentOid}/download-url`,
      { token: editorToken },
    );
    const part = await fetchFile(context, link.body.data.url, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.body.equals(bytes.subarray(100, 200))).toBe(true);
    expect((await fetchFile(context, completed.body.data.thumbnailUrl ?? "")).status).toBe(200);
  });

  it("refuses mislabelled bytes and deletes them from the bucket", async () => {
    const { editorToken, book } = await bookTeam(context);
    const { created, completed } = await upload(
      context,
      editorToken,
      { fileName: "clip.mp4", type: "VIDEO", bookOid: book.oid },
      await png(10, 10),
    );
    expect(completed.body.errorMessage).toBe("文件内容与扩展名 .mp4 不符，请上传真实的视频文件");
    expect(await context.storage.statObject(created.credentials.objectKey)).toBeNull();
  });
});
