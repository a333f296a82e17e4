// BUILD (issue 16 §3): freezes the book's current content, look and attachments into an immutable
// edition under editions/<oid>/ (the format: packages/shared/src/editions/edition-manifest.ts). One
// step per chapter, one file in memory at a time; the search index goes up in parts and the
// manifest last, and only then does the edition turn READY. A build reads the book and never
// changes it. A failure (a missing attachment, a crash) leaves the edition FAILED with its reason
// and, through discard, without objects.
import {
  EDITION_FORMAT,
  EDITION_PATHS,
  type EditionChapter,
  type EditionManifest,
  type EditionSection,
  editionStoragePrefix,
  formatMessage,
  PUBLISHING_TEXTS,
  TASK_MESSAGES,
} from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { books, editions } from "../../../db/schema/index.ts";
import { TaskAborted, TaskFailure, type TaskHandler, type TaskRun } from "../../../jobs/task-handler.ts";
import { readBookLookCss } from "../../book-render/book-look-css.ts";
import { mathFonts, readMathStylesheet } from "../../book-render/book-math.ts";
import { filesWithPlaces } from "../../book-render/render-file-body.ts";
import { readTree } from "../../chapters/read-tree.ts";
import { createEditionAssets } from "./edition-assets.ts";
import { writeEditionFile } from "./edition-file.ts";
import { type EditionRow, findEdition } from "./edition-objects.ts";
import { createEditionWriter, type EditionWriter } from "./edition-writer.ts";

const buildParams = z.object({ editionOid: z.string() });
type BuildParams = z.infer<typeof buildParams>;

const JSON_TYPE = "application/json";
const KATEX_FONTS = "assets/katex/fonts/";

/** KaTeX's stylesheet first (the book's look may override it), its fonts under assets/katex/. */
async function writeStylesheet(run: TaskRun, writer: EditionWriter, bookOid: string): Promise<void> {
  const math = (await readMathStylesheet()).replaceAll("url(fonts/", `url(${KATEX_FONTS}`);
  const look = await readBookLookCss(run.deps.db, bookOid);
  await writer.put(EDITION_PATHS.stylesheet, `${math}\n${look}`, "text/css; charset=utf-8");
  for await (const font of mathFonts()) await writer.put(KATEX_FONTS + font.name, font.bytes, "font/woff2");
}

async function build(run: TaskRun, edition: EditionRow, book: typeof books.$inferSelect): Promise<void> {
  const { db, storage, clock } = run.deps;
  const writer = createEditionWriter(storage, edition.oid);
  const assets = createEditionAssets(db, storage, writer);
  await run.step(PUBLISHING_TEXTS.stepStyles, async () => {
    await writeStylesheet(run, writer, book.oid);
    return null;
  });
  const tree = await readTree(db, { bookOid: book.oid });
  const fileTotal = tree.reduce((sum, chapter) => sum + filesWithPlaces(chapter, 0).length, 0);
  const toc: EditionChapter[] = [];
  let written = 0;
  const search = await writer.stream(EDITION_PATHS.search, JSON_TYPE);
  try {
    await search.write("[");
    for (const [index, chapter] of tree.entries()) {
      const sections: EditionSection[] = chapter.sections.map((section) => ({
        oid: section.oid,
        title: section.name,
        files: [],
      }));
      await run.step(chapter.name, async () => {
        let files = 0;
        for (const file of filesWithPlaces(chapter, index + 1)) {
          const done = await writeEditionFile({ db, writer, assets }, file);
          if (!done) continue;
          sections[file.place.sectionIndex - 1]?.files.push({
            oid: file.oid,
            title: file.name,
            path: EDITION_PATHS.fileHtml(file.oid),
            jsonPath: EDITION_PATHS.fileJson(file.oid),
            version: done.version,
          });
          const entry = JSON.stringify({ fileOid: file.oid, title: file.name, text: done.text });
          await search.write(written + files > 0 ? `,${entry}` : entry);
          files += 1;
        }
        written += files;
        return formatMessage(PUBLISHING_TEXTS.builtFiles, { n: files });
      });
      toc.push({ oid: chapter.oid, title: chapter.name, sections });
      await run.progress(fileTotal > 0 ? (written / fileTotal) * 95 : ((index + 1) / tree.length) * 95);
    }
    await search.write("]");
    await search.finish();
  } catch (error) {
    await search.abort().catch(() => undefined);
    throw error;
  }
  await run.step(PUBLISHING_TEXTS.stepFinish, async () => {
    const builtAt = clock.now();
    const manifest: EditionManifest = {
      format: EDITION_FORMAT,
      edition: { oid: edition.oid, number: edition.number, builtAt: builtAt.toISOString() },
      book: {
        oid: book.oid,
        name: book.name,
        coverPath: book.coverAttachmentOid ? await assets.tryEnsure(book.coverAttachmentOid) : null,
      },
      toc,
      assets: assets.paths(),
      stylesheets: [EDITION_PATHS.stylesheet],
      search: EDITION_PATHS.search,
    };
    // Last: an edition without its manifest is unfinished, whatever else lies there.
    await writer.put(EDITION_PATHS.manifest, JSON.stringify(manifest), JSON_TYPE);
    await db
      .update(editions)
      .set({ state: "READY", builtAt, chapterCount: tree.length, fileCount: written, size: writer.size })
      .where(and(eq(editions.oid, edition.oid), eq(editions.state, "BUILDING")));
    return formatMessage(PUBLISHING_TEXTS.builtEdition, { number: edition.number, files: written });
  });
}

export const buildEditionHandler: TaskHandler<BuildParams> = {
  type: "BUILD",
  params: buildParams,
  async perform(run, { editionOid }) {
    const { db } = run.deps;
    const edition = await findEdition(db, editionOid);
    if (!edition) throw new TaskFailure(PUBLISHING_TEXTS.editionGone);
    // Recorded first: discard finds the unfinished edition by its book.
    await run.recordOutput({ bookOid: edition.bookOid });
    if (edition.state === "READY") return { bookOid: edition.bookOid };
    const [book] = await db.select().from(books).where(eq(books.oid, edition.bookOid)).limit(1);
    if (!book) throw new TaskFailure(TASK_MESSAGES.bookGone);
    // A retry starts again from nothing (discard removed what the last attempt wrote).
    await db
      .update(editions)
      .set({ state: "BUILDING", errorMessage: null })
      .where(eq(editions.oid, editionOid));
    try {
      await build(run, edition, book);
    } catch (error) {
      if (!(error instanceof TaskAborted)) {
        const reason = error instanceof TaskFailure ? error.message : TASK_MESSAGES.failed;
        await db.update(editions).set({ errorMessage: reason }).where(eq(editions.oid, editionOid));
      }
      throw error;
    }
    return { bookOid: edition.bookOid };
  },
  /** The book's unfinished edition (one at a time) loses its objects and becomes FAILED. */
  async discard(deps, output) {
    if (!output.bookOid) return;
    const unfinished = await deps.db
      .select({ oid: editions.oid })
      .from(editions)
      .where(and(eq(editions.bookOid, output.bookOid), eq(editions.state, "BUILDING")));
    for (const edition of unfinished) {
      await deps.storage.deleteFolder(editionStoragePrefix(edition.oid));
      await deps.db.update(editions).set({ state: "FAILED" }).where(eq(editions.oid, edition.oid));
    }
  },
};
