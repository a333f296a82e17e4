// POST /attachments/{id}/generate-poster: a video's first frame (with ffmpeg), an image's thumbnail.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Attachment } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { locateFfmpeg } from "./ffmpeg.ts";
import { bookTeam, png, upload } from "./test/uploads.ts";

const VIDEO = readFile(join(import.meta.dirname, "fixtures/blue-64x48.mp4"));
const hasFfmpeg = (await locateFfmpeg("ffmpeg")) !== null;

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const poster = (context: TestContext, id: string, token: string) =>
  call<Attachment>(context.app, "POST", `/api/attachments/${id}/generate-poster`, { token });

async function uploadedVideo(on: TestContext) {
  const team = await bookTeam(on);
  const { completed } = await upload(
    on,
    team.editorToken,
    { fileName: "实验演示.mp4", type: "VIDEO", bookOid: team.book.oid },
    await VIDEO,
  );
  expect(completed.body.data.state).toBe("READY");
  return { ...team, video: completed.body.data };
}

describe("POST /attachments/{id}/generate-poster", () => {
  it.skipIf(!hasFfmpeg)("stores the video's first frame as a new image of the same book", async () => {
    const { video, editorToken, readerToken, book } = await uploadedVideo(context);
    const response = await poster(context, video.attachmentOid, editorToken);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      name: "实验演示-封面.jpg",
      type: "IMAGE",
      mimeType: "image/jpeg",
      state: "READY",
      bookOid: book.oid,
      width: 64,
      height: 48,
    });
    expect(response.body.data.thumbnailUrl).not.toBeNull();
    const media = await call<{ total: number }>(
      context.app,
      "GET",
      `/api/books/${book.oid}/attachments?type=IMAGE`,
      {
        token: readerToken,
      },
    );
    expect(media.body.data.total).toBe(1);
  });

  it("says so when the server has no ffmpeg", async () => {
    const without = await createTestApp({ env: { FFMPEG_PATH: "off" }, database: context.database });
    try {
      const { video, editorToken } = await uploadedVideo(without);
      const response = await poster(without, video.attachmentOid, editorToken);
      expect(response.status).toBe(501);
      expect(response.body.errorCode).toBe("err.attachment.posterUnavailable");
      expect(response.body.errorMessage).toBe("服务器未安装视频处理组件（ffmpeg），暂时无法生成视频封面");
    } finally {
      await without.close();
    }
  });

  it("answers an image with itself (its thumbnail is the poster) and refuses other types", async () => {
    const { editorToken, book } = await bookTeam(context);
    const image = await upload(
      context,
      editorToken,
      { fileName: "a.png", type: "IMAGE", bookOid: book.oid },
      await png(8, 8),
    );
    const id = image.completed.body.data.attachmentOid;
    const same = await poster(context, id, editorToken);
    expect(same.body.data.attachmentOid).toBe(id);
    expect(same.body.data.thumbnailUrl).not.toBeNull();
    const pdf = await upload(
      context,
      editorToken,
      { fileName: "a.pdf", type: "DOCUMENT", bookOid: book.oid },
      Buffer.from("%PDF-1.4\n%%EOF\n"),
    );
    const refused = await poster(context, pdf.completed.body.data.attachmentOid, editorToken);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe("只能为视频或图片生成封面");
  });

  it("needs the book's uploadMedia", async () => {
    const { video } = await uploadedVideo(context);
    const { outsiderToken } = await bookTeam(context);
    const refused = await poster(context, video.attachmentOid, outsiderToken);
    expect(refused.status).toBe(403);
    expect(
      (await call(context.app, "POST", `/api/attachments/${video.attachmentOid}/generate-poster`)).status,
    ).toBe(401);
  });
});
