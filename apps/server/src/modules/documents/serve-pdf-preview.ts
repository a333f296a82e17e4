// GET /api/documents/{attachmentOid}/preview.pdf?exp&sig: the PDF made of an Office document,
// behind the attachment's signed preview link, served like every stored file (nosniff, sandbox).
import type { FastifyReply } from "fastify";
import type { Deps } from "../../deps.ts";
import { errors } from "../../http/errors.ts";
import { findAttachment } from "../attachments/access.ts";
import { contentDisposition, FILE_CSP } from "../attachments/serve-file.ts";
import { previewKeyFor } from "./pdf-preview.ts";

export interface PdfPreviewRequest {
  attachmentOid: string;
  exp: string | undefined;
  sig: string | undefined;
}

export async function servePdfPreview(
  { db, storage, links, clock }: Pick<Deps, "db" | "storage" | "links" | "clock">,
  request: PdfPreviewRequest,
  reply: FastifyReply,
) {
  if (!request.exp || !request.sig) throw errors.fileLinkInvalid(401);
  if (!links.verify(request.attachmentOid, "preview", request.exp, request.sig, clock.now())) {
    throw errors.fileLinkInvalid(403);
  }
  const row = await findAttachment(db, request.attachmentOid);
  const key = previewKeyFor(request.attachmentOid);
  const stored = row?.state === "READY" ? await storage.statObject(key) : null;
  const body = stored ? await storage.getObject(key) : null;
  if (!row || !stored || !body) throw errors.notFound();
  return reply
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", FILE_CSP)
    .header("cache-control", "private, max-age=600")
    .header("content-disposition", contentDisposition("inline", `${row.name.replace(/\.[^.]*$/, "")}.pdf`))
    .header("content-length", stored.size)
    .type("application/pdf")
    .send(body);
}
