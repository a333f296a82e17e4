// WORD_IMPORT, import kind: the parsed file read again, the tree the user edited mapped to documents
// (each checked as every save is), the pictures stored, then chapters, sections, files, the
// pictures' attachment rows and the report written in ONE transaction. A failure anywhere leaves
// the book as it was: nothing is in the database before the commit, and the stored objects of a
// rolled-back run are removed. Progress moves between the steps only: on PGlite nothing outside the
// transaction may touch the database while it is open.
import {
  formatMessage,
  WORD_IMPORT_TEXTS,
  type WordImportResult,
  wordImportTreeSchema,
  wordLevelsSchema,
} from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { newOid } from "../../db/oid.ts";
import { books, chapters, contentFiles, sections, userTasks } from "../../db/schema/index.ts";
import { TaskAborted, TaskFailure, type TaskHandler, type TaskRun } from "../../jobs/task-handler.ts";
import { ownedBy } from "../../jobs/task-rows.ts";
import {
  deleteStoredObjects,
  insertGeneratedRow,
  putGeneratedObjects,
  type StoredObjects,
} from "../attachments/store-generated.ts";
import { CHAPTER_LIST, nextPosition, SECTION_LIST } from "../books/positions.ts";
import { EditRefusal } from "../content/edit-refusal.ts";
import { checkDocument } from "../content/write-content.ts";
import { requireOpenTarget, requireWritableBook } from "../copies/copy-content.ts";
import { fileDocument, type StoredImage, storedDocument } from "./file-document.ts";
import { bookNumbering, chapterNumber, countExisting, numbered } from "./number-captions.ts";
import { parseWordParams } from "./parse-word.ts";
import type { WordReading } from "./read-word.ts";
import { type PlacedDocument, type StoredPictures, storePictures } from "./store-pictures.ts";
import type { Place, Unmapped } from "./word-places.ts";
import { countUnmapped, writeWordReport, XLSX } from "./word-report.ts";
import { readSummary, readWordSource } from "./word-source.ts";

const TEXTS = WORD_IMPORT_TEXTS.task;

export const importWordParams = z.object({
  bookOid: z.string(),
  parseTaskOid: z.string(),
  tree: wordImportTreeSchema,
  target: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("append") }),
    z.object({ kind: z.literal("chapter"), chapterOid: z.string() }),
  ]),
});
export type ImportWordParams = z.infer<typeof importWordParams>;

type Json = ReturnType<typeof fileDocument>;

interface PlannedFile {
  title: string;
  /** The parsed blocks it was made of, to place what could not be mapped. */
  blocks: Element[];
  document: Json;
}

interface PlannedSection {
  title: string;
  files: PlannedFile[];
}

interface PlannedChapter {
  title: string;
  sections: PlannedSection[];
}

/** The parse this import follows: done, of this book, with its file and levels. */
export async function findParse(db: Db, bookOid: string, parseTaskOid: string) {
  const [task] = await db
    .select({ params: userTasks.params, state: userTasks.state, output: userTasks.output })
    .from(userTasks)
    .where(
      and(eq(userTasks.oid, parseTaskOid), eq(userTasks.type, "WORD_IMPORT"), eq(userTasks.bookOid, bookOid)),
    );
  const parsed = parseWordParams.safeParse(task?.params);
  if (task?.state !== "DONE" || !task.output?.wordProposal || !parsed.success) return null;
  return parsed.data;
}

/** The documents of the edited tree; every `from` must name a parsed file, each at most once. */
function planTree(reading: WordReading, params: ImportWordParams): PlannedChapter[] {
  const sources = new Map(
    reading.chapters.flatMap((chapter) =>
      chapter.sections.flatMap((section) => section.files.map((file) => [file.id, file])),
    ),
  );
  const used = new Set<string>();
  const take = (id: string) => {
    const source = sources.get(id);
    if (!source || used.has(id)) throw new TaskFailure(TEXTS.pieceGone);
    used.add(id);
    return source;
  };
  return params.tree.map((chapter) => ({
    title: chapter.title,
    sections: chapter.sections.map((section) => ({
      title: section.title,
      files: section.files.map((file) => {
        const blocks = file.from.flatMap((id) => take(id).blocks);
        return { title: file.title, blocks, document: fileDocument(blocks) };
      }),
    })),
  }));
}

/**
 * What could not be mapped, placed in the imported tree (as the dialog showed it, after the user's
 * edits); notes of removed files are gone with them, the whole document's come first.
 */
function placedNotes(reading: WordReading, plan: readonly PlannedChapter[]): Unmapped[] {
  const places = new Map<Element, Place>();
  for (const [c, chapter] of plan.entries()) {
    for (const [s, section] of chapter.sections.entries()) {
      for (const [f, file] of section.files.entries()) {
        for (const [b, block] of file.blocks.entries()) {
          places.set(block, { chapter: c + 1, section: s + 1, file: f + 1, paragraph: b + 1 });
        }
      }
    }
  }
  const placed = reading.notes.flatMap(({ kind, detail, block }) => {
    const place = places.get(block);
    return place ? [{ kind, detail, place }] : [];
  });
  return [...reading.wholeNotes, ...placed];
}

function checked(title: string, document: ReturnType<typeof storedDocument>) {
  try {
    checkDocument(document);
  } catch (error) {
    if (!(error instanceof EditRefusal)) throw error;
    if (error.code === "error.content.tooLarge")
      throw new TaskFailure(formatMessage(TEXTS.fileTooLarge, { name: title }));
    throw new TaskFailure(formatMessage(TEXTS.fileInvalid, { name: title, reason: error.message }));
  }
  return document;
}

async function writeTree(
  run: TaskRun,
  params: ImportWordParams,
  plan: PlannedChapter[],
  pictures: StoredPictures,
  report: { stored: StoredObjects; name: string; body: Buffer },
): Promise<{ chapterOid: string | null; reportOid: string }> {
  const { db, clock } = run.deps;
  const owner = { bookOid: params.bookOid, ownerOid: run.task.creatorOid };
  return db.transaction(async (tx) => {
    const now = clock.now();
    await requireWritableBook(tx, params.bookOid, now);
    const [book] = await tx.select({ orgOid: books.orgOid }).from(books).where(eq(books.oid, params.bookOid));
    const orgOid = book?.orgOid ?? null;
    for (const picture of pictures.stored) {
      await insertGeneratedRow(
        { db: tx, clock },
        {
          ...owner,
          orgOid,
          name: picture.name,
          type: "IMAGE",
          contentType: picture.contentType,
          body: picture.body,
        },
        picture.objects,
      );
    }
    const numbering = await bookNumbering(tx, params.bookOid);
    const content = (file: PlannedFile, chapterIndex: number, sectionIndex: number) => {
      const document = checked(file.title, storedDocument(file.document, pictures.byIndex));
      return numbered(numbering, document, chapterIndex, sectionIndex);
    };
    const values = { createdAt: now, updatedAt: now };
    let firstChapter: string | null = null;
    /** Writes the sections from `first` on: their positions in the chapter and numbers in it. */
    const writeSections = async (
      chapter: { oid: string; index: number },
      planned: PlannedSection[],
      first: { position: number; index: number },
    ) => {
      for (const [s, section] of planned.entries()) {
        const sectionOid = newOid();
        const position = first.position + s;
        await tx
          .insert(sections)
          .values({ oid: sectionOid, chapterOid: chapter.oid, name: section.title, position, ...values });
        await tx.insert(contentFiles).values(
          section.files.map((file, f) => ({
            sectionOid,
            name: file.title,
            type: "CONTENT" as const,
            position: f,
            content: content(file, chapter.index, first.index + s),
            ...values,
          })),
        );
      }
    };
    if (params.target.kind === "chapter") {
      const chapterOid = params.target.chapterOid;
      const position = await requireOpenTarget(tx, params.bookOid, chapterOid);
      const index = await chapterNumber(tx, params.bookOid, position);
      const before = await countExisting(tx, numbering, chapterOid, index);
      await writeSections(
        { oid: chapterOid, index },
        plan.flatMap((chapter) => chapter.sections),
        { position: await nextPosition(tx, SECTION_LIST, chapterOid), index: before + 1 },
      );
      firstChapter = chapterOid;
    } else {
      let position = await nextPosition(tx, CHAPTER_LIST, params.bookOid);
      let index = await chapterNumber(tx, params.bookOid, position);
      for (const chapter of plan) {
        const chapterOid = newOid();
        firstChapter ??= chapterOid;
        await tx
          .insert(chapters)
          .values({ oid: chapterOid, bookOid: params.bookOid, name: chapter.title, position, ...values });
        await writeSections({ oid: chapterOid, index }, chapter.sections, { position: 0, index: 1 });
        position += 1;
        index += 1;
      }
    }
    const reportRow = await insertGeneratedRow(
      { db: tx, clock },
      {
        bookOid: null,
        orgOid,
        ownerOid: run.task.creatorOid,
        name: report.name,
        type: "DOCUMENT",
        contentType: XLSX,
        body: report.body,
      },
      report.stored,
    );
    const [owned] = await tx
      .select({ oid: userTasks.oid })
      .from(userTasks)
      .where(ownedBy(run.task.oid, run.task.attempts))
      .for("update");
    if (!owned) throw new TaskAborted();
    return { chapterOid: firstChapter, reportOid: reportRow.oid };
  });
}

function placedDocuments(plan: readonly PlannedChapter[]): PlacedDocument[] {
  return plan.flatMap((chapter, c) =>
    chapter.sections.flatMap((section, s) =>
      section.files.map((file, f) => ({
        place: { chapter: c + 1, section: s + 1, file: f + 1 },
        document: file.document,
      })),
    ),
  );
}

function countTree(plan: readonly PlannedChapter[], params: ImportWordParams) {
  const allSections = plan.flatMap((chapter) => chapter.sections);
  return {
    chapters: params.target.kind === "append" ? plan.length : 0,
    sections: allSections.length,
    files: allSections.reduce((sum, section) => sum + section.files.length, 0),
  };
}

export const importWordHandler: TaskHandler<ImportWordParams> = {
  type: "WORD_IMPORT",
  params: importWordParams,
  async perform(run, params) {
    const parse = await findParse(run.deps.db, params.bookOid, params.parseTaskOid);
    if (!parse) throw new TaskFailure(TEXTS.parseGone);
    let reading: WordReading | null = null;
    await run.step(TEXTS.readStep, async () => {
      const read = await readWordSource(run.deps, parse.attachmentOid, wordLevelsSchema.parse(parse.levels));
      if (read.problem !== undefined) throw new TaskFailure(read.problem);
      reading = read;
      return readSummary(read.proposal);
    });
    const source = reading as WordReading | null;
    if (!source) throw new TaskFailure(TEXTS.parseGone);
    let pictures: StoredPictures = { stored: [], byIndex: new Map<number, StoredImage>(), refused: 0 };
    let reportObjects: StoredObjects | null = null;
    try {
      await run.progress(20);
      let plan: PlannedChapter[] = [];
      await run.step(TEXTS.mapStep, async () => {
        plan = planTree(source, params);
        return formatMessage(TEXTS.mapDone, { n: countTree(plan, params).files });
      });
      await run.progress(40);
      const unmapped = placedNotes(source, plan);
      await run.step(TEXTS.imageStep, async () => {
        pictures = await storePictures(run, source.images, placedDocuments(plan), unmapped);
        return formatMessage(TEXTS.imageDone, { n: pictures.stored.length, bad: pictures.refused });
      });
      const name = WORD_IMPORT_TEXTS.report.fileName;
      const body = await writeWordReport(unmapped);
      const stored = await putGeneratedObjects(run.deps.storage, {
        name,
        type: "DOCUMENT",
        contentType: XLSX,
        body,
      });
      reportObjects = stored;
      await run.progress(80);
      let written = { chapterOid: null as string | null, reportOid: "" };
      const counts = countTree(plan, params);
      await run.step(TEXTS.writeStep, async () => {
        written = await writeTree(run, params, plan, pictures, { stored, name, body });
        return formatMessage(TEXTS.writeDone, counts);
      });
      const result: WordImportResult = {
        ...counts,
        images: pictures.stored.length,
        unmapped: countUnmapped(unmapped),
      };
      return {
        bookOid: params.bookOid,
        chapterOid: written.chapterOid,
        attachmentOid: written.reportOid,
        fileName: name,
        wordImport: result,
      };
    } catch (error) {
      // The transaction rolled back (or never ran): the objects stored for it go too.
      for (const picture of pictures.stored) await deleteStoredObjects(run.deps.storage, picture.objects);
      if (reportObjects) await deleteStoredObjects(run.deps.storage, reportObjects);
      throw error;
    } finally {
      await source.close();
    }
  },
};
