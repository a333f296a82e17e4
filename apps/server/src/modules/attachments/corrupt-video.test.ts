// Content §4 bad input: a "video" whose bytes start like an MP4 but that ffmpeg cannot decode is
// refused when completed, with a Chinese reason, and nothing of it is kept.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ATTACHMENT_MESSAGES } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { locateFfmpeg } from "./ffmpeg.ts";
import { bookTeam, upload } from "./test/uploads.ts";

const VIDEO = await readFile(join(import.meta.dirname, "fixtures/blue-64x48.mp4"));
/** The real file's type box (what content sniffing reads) followed by noise. */
const BROKEN = Buffer.concat([VIDEO.subarray(0, 32), randomBytes(4096)]);
const hasFfmpeg = (await locateFfmpeg("ffmpeg")) !== null;

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

describe("completing a video upload", () => {
  it.skipIf(!hasFfmpeg)("refuses an MP4 that ffmpeg cannot decode, with a clear reason", async () => {
    const { editorToken, book } = await bookTeam(context);
    const { completed } = await upload(
      context,
      editorToken,
      { fileName: "损坏.mp4", type: "VIDEO", bookOid: book.oid },
      BROKEN,
    );
    expect(completed.status).toBe(400);
    expect(completed.body.errorCode).toBe("err.attachment.rejected");
    expect(completed.body.errorMessage).toContain(ATTACHMENT_MESSAGES.videoUnreadable);
  });

  it.skipIf(!hasFfmpeg)("keeps a video that decodes", async () => {
    const { editorToken, book } = await bookTeam(context);
    const { completed } = await upload(
      context,
      editorToken,
      { fileName: "好的.mp4", type: "VIDEO", bookOid: book.oid },
      VIDEO,
    );
    expect(completed.status).toBe(200);
    expect(completed.body.data.state).toBe("READY");
  });

  it("takes the video unjudged when the server has no ffmpeg", async () => {
    const without = await createTestApp({ env: { FFMPEG_PATH: "off" }, database: context.database });
    try {
      const { editorToken, book } = await bookTeam(without);
      const { completed } = await upload(
        without,
        editorToken,
        { fileName: "无法判断.mp4", type: "VIDEO", bookOid: book.oid },
        BROKEN,
      );
      expect(completed.body.data.state).toBe("READY");
    } finally {
      await without.close();
    }
  });
});
