// ffmpeg is optional: found on PATH (or at FFMPEG_PATH) it makes video posters; without it the
// server says so instead of failing.
import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { delimiter, join } from "node:path";
import { promisify } from "node:util";
import type { WorkQueue } from "../heavy-work/work-queue.ts";

const run = promisify(execFile);

/** The executable to run, or null when the setting is "off" or nothing executable is found. */
export async function locateFfmpeg(
  setting: string,
  searchPath = process.env.PATH ?? "",
): Promise<string | null> {
  if (setting === "off") return null;
  const candidates = setting.includes("/")
    ? [setting]
    : searchPath
        .split(delimiter)
        .filter(Boolean)
        .map((folder) => join(folder, setting));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here: try the next folder
    }
  }
  return null;
}

/**
 * The video's first frame as JPEG, or null when ffmpeg cannot decode one. Uploads are untrusted:
 * the input is read as MP4 (the only video format accepted) rather than as whatever its bytes claim,
 * and only from the local file, so a crafted playlist cannot make ffmpeg fetch or read anything else.
 * `queue` bounds how many decodes run at once.
 */
export async function firstFrame(
  ffmpeg: string,
  videoPath: string,
  queue: WorkQueue,
): Promise<Buffer | null> {
  try {
    const { stdout } = await queue.run(() =>
      run(
        ffmpeg,
        [
          ...["-hide_banner", "-loglevel", "error"],
          ...["-protocol_whitelist", "file", "-f", "mp4", "-i", videoPath],
          ...["-frames:v", "1", "-an", "-f", "image2pipe", "-c:v", "mjpeg", "-q:v", "3", "pipe:1"],
        ],
        { encoding: "buffer", maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      ),
    );
    return stdout.length > 0 ? stdout : null;
  } catch {
    return null;
  }
}
