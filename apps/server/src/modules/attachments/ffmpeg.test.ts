import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WorkQueue } from "../heavy-work/work-queue.ts";
import { firstFrame, locateFfmpeg } from "./ffmpeg.ts";

const ffmpeg = await locateFfmpeg("ffmpeg");
const VIDEO = join(import.meta.dirname, "fixtures/blue-64x48.mp4");

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "textbook-ffmpeg-"));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe.skipIf(ffmpeg === null)("firstFrame", () => {
  const queue = new WorkQueue(1, Number.POSITIVE_INFINITY);

  it("decodes the first frame of an MP4", async () => {
    const frame = await firstFrame(ffmpeg as string, VIDEO, queue);
    expect(frame?.subarray(0, 2).toString("hex")).toBe("ffd8");
  });

  it("never follows a playlist dressed as a video to other files", async () => {
    const playlist = join(folder, "video.mp4");
    await writeFile(
      playlist,
      `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfile://${VIDEO}\n#EXTINF:10,\n${VIDEO}\n#EXT-X-ENDLIST\n`,
    );
    expect(await firstFrame(ffmpeg as string, playlist, queue)).toBeNull();
  });
});
