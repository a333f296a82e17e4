// GET /api/files/{attachmentOid}/{variant}?exp&sig: the bytes behind a signed link. Whatever was
// uploaded, it can never run script on our origin: nosniff, and a CSP that sandboxes the response.
import type { FileVariant } from "@textbook/shared";
import type { FastifyReply } from "fastify";
import type { Deps } from "../../deps.ts";
import { secondsBetween } from "../../http/clock.ts";
import { errors } from "../../http/errors.ts";
import { findAttachment } from "./access.ts";
import { isPreviewable } from "./formats.ts";
import { THUMBNAIL_CONTENT_TYPE } from "./images.ts";
import type { AttachmentRow } from "./presenter.ts";
import { sendStoredObject } from "./range.ts";

export const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export interface FileRequest {
  attachmentOid: string;
  variant: FileVariant;
  exp: string | undefined;
  sig: string | undefined;
  range: string | undefined;
}

/** `attachment; filename="a_b.pdf"; filename*=UTF-8''...`: the original name, UTF-8 included. */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function objectOf(row: AttachmentRow, variant: FileVariant): { key: string; contentType: string } | null {
  if (variant === "thumbnail") {
    return row.thumbnailKey ? { key: row.thumbnailKey, contentType: THUMBNAIL_CONTENT_TYPE } : null;
  }
  if (variant === "preview" && !isPreviewable(row.mimeType)) return null;
  return { key: row.objectKey, contentType: row.mimeType };
}

export async function serveFile(
  { db, storage, links, clock }: Pick<Deps, "db" | "storage" | "links" | "clock">,
  request: FileRequest,
  reply: FastifyReply,
) {
  const now = clock.now();
  if (!request.exp || !request.sig) throw errors.fileLinkInvalid(401);
  if (!links.verify(request.attachmentOid, request.variant, request.exp, request.sig, now)) {
    throw errors.fileLinkInvalid(403);
  }
  const row = await findAttachment(db, request.attachmentOid);
  const target = row?.state === "READY" ? objectOf(row, request.variant) : null;
  const stored = target ? await storage.statObject(target.key) : null;
  if (!row || !target || !stored) throw errors.notFound();

  const maxAge = Math.max(0, Math.floor(secondsBetween(new Date(Number(request.exp) * 1000), now)));
  reply
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", FILE_CSP)
    .header("cache-control", `private, max-age=${maxAge}`)
    .header(
      "content-disposition",
      contentDisposition(request.variant === "download" ? "attachment" : "inline", row.name),
    );
  reply.type(target.contentType);
  return sendStoredObject(storage, target.key, stored.size, request.range, reply);
}
