// POST /attachments/{id}/pdf-preview: the PDF a document box shows in the page. A PDF is its own
// preview; an Office file is converted once with LibreOffice and the PDF kept beside the original
// (`{oid}.preview.pdf`), so later views and other readers reuse it.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { type DocumentPreview, OFFICE_EXTENSIONS, THREE_D_TEXTS } from "@textbook/shared";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeAttachment } from "../attachments/access.ts";
import type { AttachmentRow } from "../attachments/presenter.ts";
import { QueueFullError } from "../heavy-work/work-queue.ts";
import { convertToPdf, locateLibreOffice } from "./libreoffice.ts";

type PreviewDeps = Pick<Deps, "db" | "storage" | "links" | "clock" | "config" | "heavyWork">;

const TEXTS = THREE_D_TEXTS.document;

export function previewKeyFor(attachmentOid: string): string {
  return `${attachmentOid}.preview.pdf`;
}

/**
 * The converted PDF's address. It is signed as the attachment's `preview` link: whoever may preview
 * the attachment may read its PDF, and /api/files never serves an Office file under that variant.
 */
export function convertedPdfUrl(deps: Pick<Deps, "links">, attachmentOid: string, now: Date) {
  const { url, expiration } = deps.links.urlFor(attachmentOid, "preview", now);
  const query = url.slice(url.indexOf("?"));
  return { url: `/api/documents/${attachmentOid}/preview.pdf${query}`, expiration: expiration.toISOString() };
}

function isOffice(row: AttachmentRow): boolean {
  return (OFFICE_EXTENSIONS as readonly string[]).includes(row.extName);
}

/** Two readers opening the same new document wait for one conversion. */
const converting = new Map<string, Promise<boolean>>();

async function convertAndStore(deps: PreviewDeps, soffice: string, row: AttachmentRow): Promise<boolean> {
  const folder = await mkdtemp(join(tmpdir(), "textbook-document-"));
  try {
    const body = await deps.storage.getObject(row.objectKey);
    if (!body) return false;
    const input = join(folder, `document.${row.extName}`);
    await pipeline(body, createWriteStream(input));
    const pdf = await convertToPdf(soffice, input, {
      queue: deps.heavyWork.office,
      memoryMb: deps.config.libreofficeMemoryMb,
    });
    if (!pdf) return false;
    await deps.storage.putObject(previewKeyFor(row.oid), pdf, "application/pdf");
    return true;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function convertOnce(deps: PreviewDeps, soffice: string, row: AttachmentRow): Promise<boolean> {
  let running = converting.get(row.oid);
  if (!running) {
    running = convertAndStore(deps, soffice, row).finally(() => converting.delete(row.oid));
    converting.set(row.oid, running);
  }
  return running;
}

export async function pdfPreview(
  deps: PreviewDeps,
  auth: AuthContext,
  attachmentOid: string,
): Promise<DocumentPreview> {
  const row = await authorizeAttachment(deps.db, auth, attachmentOid, "read");
  if (row.state !== "READY") throw errors.attachmentNotReady();
  const now = deps.clock.now();
  if (row.mimeType === "application/pdf") {
    const { url, expiration } = deps.links.urlFor(row.oid, "preview", now);
    return { state: "READY", url, expiration: expiration.toISOString() };
  }
  if (row.type !== "DOCUMENT" || !isOffice(row)) throw errors.previewUnavailable();
  if (await deps.storage.statObject(previewKeyFor(row.oid))) {
    return { state: "READY", ...convertedPdfUrl(deps, row.oid, now) };
  }
  const soffice = await locateLibreOffice(deps.config.libreofficePath);
  if (!soffice) return { state: "UNAVAILABLE", reason: TEXTS.needsLibreOffice };
  // The wait counts against the caller even when another reader's conversion of the same file runs.
  const converted = await deps.heavyWork.conversionsPerUser.run(auth.user.oid, errors.quotaConversions, () =>
    convertOnce(deps, soffice, row).catch((error: unknown) => {
      if (error instanceof QueueFullError) return "busy" as const;
      throw error;
    }),
  );
  if (converted === "busy") return { state: "UNAVAILABLE", reason: TEXTS.conversionBusy };
  if (!converted) return { state: "FAILED", reason: TEXTS.conversionFailed };
  return { state: "READY", ...convertedPdfUrl(deps, row.oid, deps.clock.now()) };
}
