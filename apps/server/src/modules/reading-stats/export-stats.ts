// EXPORT of a book's statistics or application data: the chapter → section → file tree with its
// figures as one .xlsx, the task's output for its creator to download from the task center (the
// used-attachments export's pieces: writeSheet, storeGeneratedFile).
import { formatMessage, READING_STATS_TEXTS, type ReadingFigures, type StatTree } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { books } from "../../db/schema/index.ts";
import { TaskFailure, type TaskHandler } from "../../jobs/task-handler.ts";
import { storeGeneratedFile } from "../attachments/store-generated.ts";
import { type SheetColumn, writeSheet } from "../users/org-user-sheets/write-sheet.ts";
import { editionContent } from "./edition-content.ts";
import { statTree } from "./figures.ts";

const T = READING_STATS_TEXTS;

export const statsExportParams = z.object({
  /** Tells this EXPORT from the other kinds (jobs/task-kinds.ts). */
  kind: z.literal("READING_STATS"),
  variant: z.enum(["STATS", "APPLICATIONS"]),
  bookOid: z.string(),
});
export type StatsExportParams = z.infer<typeof statsExportParams>;

type Row = ReadingFigures & { place: string };

const COLUMNS: readonly SheetColumn<Row>[] = [
  { header: T.columns.chapter, width: 40, value: (row) => row.place },
  { header: T.columns.readers, width: 10, value: (row) => row.readers },
  { header: T.columns.readingTime, width: 14, value: (row) => row.time },
  { header: T.columns.completion, width: 10, value: (row) => `${row.completionRate}%` },
  { header: T.cards.videoPlays, width: 12, value: (row) => row.videoPlays },
  { header: T.cards.quizAttempts, width: 10, value: (row) => row.quizAttempts },
  { header: T.cards.correctRate, width: 10, value: (row) => `${row.correctRate}%` },
];

/** One row per chapter, section and file, indented by level so the tree reads in a spreadsheet. */
export function treeRows(tree: StatTree): Row[] {
  return tree.chapters.flatMap((chapter) => [
    { ...chapter, place: chapter.title },
    ...chapter.sections.flatMap((section) => [
      { ...section, place: `  ${section.title}` },
      ...section.files.map((file) => ({ ...file, place: `    ${file.title}` })),
    ]),
  ]);
}

export const exportStatsHandler: TaskHandler<StatsExportParams> = {
  type: "EXPORT",
  params: statsExportParams,
  async perform(run, { bookOid, variant }) {
    const { db, storage } = run.deps;
    const [book] = await db.select().from(books).where(eq(books.oid, bookOid));
    if (!book) throw new TaskFailure(T.loadFailed);
    let rows: Row[] = [];
    await run.step(T.exportStep, async () => {
      const editionOid = book.releasedEditionOid;
      const content = editionOid ? await editionContent(storage, editionOid) : null;
      rows = treeRows(await statTree(db, { book, editionOid, content }));
      await run.progress(90);
      return formatMessage(T.exportDone, { n: rows.length });
    });
    const fileName = formatMessage(variant === "STATS" ? T.statsExportFileName : T.exportFileName, {
      book: book.name,
    });
    const file = await storeGeneratedFile(run.deps, {
      bookOid,
      orgOid: book.orgOid,
      ownerOid: run.task.creatorOid,
      name: fileName,
      type: "DOCUMENT",
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      body: await writeSheet(T.exportSheet, COLUMNS, rows),
    });
    const output = { attachmentOid: file.oid, fileName };
    await run.recordOutput(output);
    return output;
  },
};
