// EXPORT: the whole book as a file to download — a ZIP of web pages (zip-export.ts), an EPUB 3
// (epub-export.ts), a PDF for print (pdf-export.ts) or a Word document (docx-export.ts), each
// written from the book's current content or from one of its READY editions (export-source.ts), one
// step per chapter, then the format's own steps. The file becomes a READY attachment of type ARCHIVE
// that only the task's creator (and system admins) may download; it does not join the book's media.
import { EXPORT_FORMATS, type ExportFormat, TASK_MESSAGES } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { books } from "../../db/schema/index.ts";
import { TaskFailure, type TaskHandler } from "../../jobs/task-handler.ts";
import { deleteGeneratedFile, storeGeneratedFile } from "../attachments/store-generated.ts";
import { writeDocxExport } from "./docx-export.ts";
import { writeEpubExport } from "./epub-export.ts";
import type { ExportWriter } from "./export-format.ts";
import { editionSource, liveSource } from "./export-source.ts";
import { writePdfExport } from "./pdf-export.ts";
import { writeZipExport } from "./zip-export.ts";

// Tasks queued before formats existed carry no format: they were ZIPs.
const exportParams = z.object({
  bookOid: z.string(),
  format: z.enum(EXPORT_FORMATS).default("ZIP"),
  editionOid: z.string().optional(),
});
type ExportParams = z.infer<typeof exportParams>;

const WRITERS: Record<ExportFormat, ExportWriter> = {
  ZIP: writeZipExport,
  EPUB: writeEpubExport,
  PDF: writePdfExport,
  DOCX: writeDocxExport,
};

export const exportBookHandler: TaskHandler<ExportParams> = {
  type: "EXPORT",
  params: exportParams,
  async perform(run, { bookOid, format, editionOid }) {
    const [book] = await run.deps.db.select().from(books).where(eq(books.oid, bookOid)).limit(1);
    if (!book) throw new TaskFailure(TASK_MESSAGES.bookGone);
    const source = editionOid
      ? await editionSource(run.deps.storage, editionOid)
      : await liveSource(run.deps.db, bookOid);
    const exported = await WRITERS[format](run, book, source);
    const fileName = `${safeFileName(book.name)}.${exported.extension}`;
    const archive = await storeGeneratedFile(run.deps, {
      bookOid: null,
      orgOid: book.orgOid,
      ownerOid: run.task.creatorOid,
      name: fileName,
      type: "ARCHIVE",
      contentType: exported.contentType,
      body: exported.body,
    });
    await run.recordOutput({ attachmentOid: archive.oid, fileName, bookOid });
    return { attachmentOid: archive.oid, fileName, bookOid };
  },
  async discard(deps, output) {
    if (output.attachmentOid) await deleteGeneratedFile(deps, output.attachmentOid);
  },
};

/** The book's name as a download name: no path separators or characters Windows refuses. */
function safeFileName(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\p{Cc}]/gu, "_").trim();
  return cleaned.length > 0 ? cleaned.slice(0, 100) : "export";
}
