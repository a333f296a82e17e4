// POST /attachments/{id}/generate-poster: a video's first frame, kept as a new IMAGE attachment
// of the same book; an image is its own poster (its thumbnail).
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { ATTACHMENT_MESSAGES, type Attachment, formatMessage } from "@textbook/shared";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeAttachment } from "./access.ts";
import { firstFrame, locateFfmpeg } from "./ffmpeg.ts";
import { type AttachmentRow, presentAttachment } from "./presenter.ts";
import { storeGeneratedFile } from "./store-generated.ts";

type PosterDeps = Pick<Deps, "db" | "storage" | "clock" | "links" | "config" | "heavyWork">;

/** ffmpeg needs to seek (an MP4's index may sit at its end), so it reads a local copy. */
async function frameOf(
  deps: Pick<Deps, "storage" | "heavyWork">,
  ffmpeg: string,
  video: AttachmentRow,
): Promise<Buffer | null> {
  const folder = await mkdtemp(join(tmpdir(), "textbook-poster-"));
  try {
    const body = await deps.storage.getObject(video.objectKey);
    if (!body) return null;
    const path = join(folder, `video.${video.extName}`);
    await pipeline(body, createWriteStream(path));
    return await firstFrame(ffmpeg, path, deps.heavyWork.ffmpeg);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Whether ffmpeg decodes a frame of the stored video. Its header alone (what the content sniffing
 * reads) says nothing of the rest, and a video no player can show must not become a block; a server
 * without ffmpeg cannot tell, and takes it.
 */
export async function decodesAsVideo(
  deps: Pick<Deps, "storage" | "config" | "heavyWork">,
  video: AttachmentRow,
): Promise<boolean> {
  const ffmpeg = await locateFfmpeg(deps.config.ffmpegPath);
  return ffmpeg === null || (await frameOf(deps, ffmpeg, video)) !== null;
}

export async function generatePoster(
  deps: PosterDeps,
  auth: AuthContext,
  attachmentOid: string,
): Promise<Attachment> {
  const row = await authorizeAttachment(deps.db, auth, attachmentOid, "change");
  if (row.state !== "READY") throw errors.attachmentNotReady();
  if (row.type === "IMAGE") return presentAttachment(row, deps.links, deps.clock.now());
  if (row.type !== "VIDEO") throw errors.posterUnsupported();
  const ffmpeg = await locateFfmpeg(deps.config.ffmpegPath);
  if (!ffmpeg) throw errors.posterUnavailable();
  const frame = await deps.heavyWork.postersPerUser.run(auth.user.oid, errors.quotaPosters, () =>
    frameOf(deps, ffmpeg, row),
  );
  if (!frame) throw errors.posterFailed();
  const poster = await storeGeneratedFile(deps, {
    bookOid: row.bookOid,
    orgOid: row.orgOid,
    ownerOid: auth.user.oid,
    name: formatMessage(ATTACHMENT_MESSAGES.posterName, { name: row.name.replace(/\.[^.]*$/, "") }),
    type: "IMAGE",
    category: "BOOK_IMAGE",
    contentType: "image/jpeg",
    body: frame,
  });
  return presentAttachment(poster, deps.links, deps.clock.now());
}
