// EXPORT: the whole book as a ZIP — manifest.json (the book and its chapter > section > file
// tree), style.css (the book's look as the editor and the preview draw it: bookStyleCss of its
// style items, the content §9 defaults where it sets none, and the reading rules for tables and
// captions), KaTeX's stylesheet and fonts and, per content file, its content rendered to HTML inside
// the book's root element (captions numbered and formulas typeset as the editor shows them) and its
// stored JSON. One step per chapter. The archive becomes a READY attachment of type ARCHIVE that
// only the task's creator (and system admins) may download; it does not join the book's media.
import {
  type CaptionPlace,
  escapeHtml,
  InvalidDocumentError,
  renderNodeHtml,
  validateDocument,
  withShownCaptions,
} from "@textbook/schema";
import { BOOK_ROOT_CLASS, bookStyleCss, formatMessage, TASK_MESSAGES } from "@textbook/shared";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { attachments, bookStyles, books, contentFiles } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { storeGeneratedFile } from "../../modules/attachments/store-generated.ts";
import { TaskFailure, type TaskHandler } from "../task-handler.ts";
import { addMathAssets, EXPORT_MATH_STYLESHEET, typesetMath } from "./export-math.ts";
import { EXPORT_READING_CSS } from "./export-reading-css.ts";
import { type ExportChapter, type ExportFile, readExportTree } from "./export-tree.ts";
import { createZipWriter, type ZipWriter } from "./zip-writer.ts";

const exportParams = z.object({ bookOid: z.string() });
type ExportParams = z.infer<typeof exportParams>;

export const EXPORT_FORMAT = { name: "textbook-export", version: 1 } as const;
/** The book's stylesheet in the archive; every HTML page links it. */
export const EXPORT_STYLESHEET = "style.css";

export const exportBookHandler: TaskHandler<ExportParams> = {
  type: "EXPORT",
  params: exportParams,
  async perform(run, { bookOid }) {
    const { db, clock } = run.deps;
    const [book] = await db.select().from(books).where(eq(books.oid, bookOid)).limit(1);
    if (!book) throw new TaskFailure(TASK_MESSAGES.bookGone);
    const tree = await readExportTree(db, bookOid);
    const fileCount = tree.flatMap((chapter) => chapter.sections.flatMap((section) => section.files)).length;
    const zip = createZipWriter();
    const [look] = await db
      .select({ items: bookStyles.items })
      .from(bookStyles)
      .where(eq(bookStyles.bookOid, bookOid))
      .limit(1);
    zip.add(EXPORT_STYLESHEET, bookStyleCss(look?.items ?? []) + EXPORT_READING_CSS);
    await addMathAssets(zip);
    let written = 0;
    for (const [index, chapter] of tree.entries()) {
      await run.step(chapter.name, async () => {
        const files = await writeChapter(run.deps, zip, chapter, index + 1);
        written += files;
        return formatMessage(TASK_MESSAGES.exportedFiles, { n: files });
      });
      // The last few percent are for storing the archive.
      await run.progress(fileCount > 0 ? (written / fileCount) * 95 : ((index + 1) / tree.length) * 95);
    }
    const manifest = {
      format: EXPORT_FORMAT,
      exportedAt: clock.now().toISOString(),
      stylesheet: EXPORT_STYLESHEET,
      book: {
        oid: book.oid,
        name: book.name,
        subject: book.subject,
        description: book.description,
        textbookType: book.textbookType,
        state: book.state,
        completionRate: book.completionRate,
      },
      chapters: tree,
    };
    zip.add("manifest.json", JSON.stringify(manifest, null, 2));
    const fileName = `${safeFileName(book.name)}.zip`;
    const archive = await storeGeneratedFile(run.deps, {
      bookOid: null,
      orgOid: book.orgOid,
      ownerOid: run.task.creatorOid,
      name: fileName,
      type: "ARCHIVE",
      contentType: "application/zip",
      body: await zip.finish(),
    });
    await run.recordOutput({ attachmentOid: archive.oid, fileName, bookOid });
    return { attachmentOid: archive.oid, fileName, bookOid };
  },
  async discard({ db, storage }, output) {
    if (!output.attachmentOid) return;
    const [removed] = await db
      .delete(attachments)
      .where(eq(attachments.oid, output.attachmentOid))
      .returning({ objectKey: attachments.objectKey });
    if (removed) await storage.deleteObject(removed.objectKey);
  },
};

/** Writes the chapter's files (HTML and JSON) and answers how many there were. */
async function writeChapter(
  { db }: Pick<Deps, "db">,
  zip: ZipWriter,
  chapter: ExportChapter,
  chapterIndex: number,
): Promise<number> {
  const files = chapter.sections.flatMap((section, sectionIndex) =>
    section.files.map((file) => ({ ...file, place: { chapterIndex, sectionIndex: sectionIndex + 1 } })),
  );
  if (files.length === 0) return 0;
  const rows = await db
    .select({ oid: contentFiles.oid, content: contentFiles.content })
    .from(contentFiles)
    .where(
      inArray(
        contentFiles.oid,
        files.map((file) => file.oid),
      ),
    );
  const contentOf = new Map(rows.map((row) => [row.oid, row.content]));
  for (const file of files) {
    const content = contentOf.get(file.oid);
    // A file deleted since the tree was read is left out of the archive's content.
    if (content === undefined) continue;
    zip.add(file.html, htmlPage(file, renderContent(file, content, file.place)));
    zip.add(file.json, JSON.stringify(content, null, 2));
  }
  return files.length;
}

function renderContent(file: ExportFile, content: unknown, place: CaptionPlace): string {
  try {
    return renderNodeHtml(withShownCaptions(validateDocument(content), place), { nodeHtml: typesetMath });
  } catch (error) {
    if (error instanceof InvalidDocumentError) {
      throw new TaskFailure(formatMessage(TASK_MESSAGES.invalidContent, { name: file.name }));
    }
    throw error;
  }
}

function htmlPage(file: ExportFile, body: string): string {
  // The page's way up to the archive's root, where the stylesheets lie.
  const root = "../".repeat(file.html.split("/").length - 1);
  return [
    "<!doctype html>",
    '<html lang="zh-CN">',
    `<head><meta charset="utf-8"><title>${escapeHtml(file.name)}</title>` +
      `<link rel="stylesheet" href="${root}${EXPORT_MATH_STYLESHEET}">` +
      `<link rel="stylesheet" href="${root}${EXPORT_STYLESHEET}"></head>`,
    `<body><article class="${BOOK_ROOT_CLASS}">${body}</article></body>`,
    "</html>",
    "",
  ].join("\n");
}

/** The book's name as a download name: no path separators or characters Windows refuses. */
function safeFileName(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\p{Cc}]/gu, "_").trim();
  return cleaned.length > 0 ? cleaned.slice(0, 100) : "export";
}
