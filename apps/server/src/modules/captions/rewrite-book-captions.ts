// The two passes of every whole-book caption task (note-title style, update reference): first every
// caption of the book as the task will leave it, then each file with its captions rewritten and
// its cross references resolved against all of them. A file is saved through the content write
// (validated, a new version, the old one kept in the history) only when it changed. One step per
// file; the steps are the run's fence, as in the other handlers.
import {
  type CaptionTarget,
  captionTargets,
  InvalidDocumentError,
  refreshCrossReferences,
  validateDocument,
} from "@textbook/schema";
import { type DocumentJson, NOTE_TITLE_TEXTS as T } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import type { TaskRun } from "../../jobs/task-handler.ts";
import { EditRefusal } from "../content/edit-refusal.ts";
import { loadContent } from "../content/load-content.ts";
import { writeContent } from "../content/write-content.ts";
import { type CaptionFile, readCaptionFiles } from "./book-caption-files.ts";

type DocumentNode = ReturnType<typeof validateDocument>;

export interface CaptionUpdate {
  /** Pass 1, files in book order: the file's captions as the task will leave them. */
  captionsOf(doc: DocumentNode, file: CaptionFile): DocumentNode;
  /** Pass 2: the file with its captions rewritten; the same answer however often it is asked. */
  rewrite(doc: DocumentNode, file: CaptionFile): DocumentNode;
}

/** The share of the progress bar the first pass (reading only) takes. */
const READ_SHARE = 30;
/** Saves that began before the task was submitted may still land; each is taken in and numbered again. */
const STALE_RETRIES = 3;

type Loaded = { doc: DocumentNode; version: number } | "gone" | "invalid";

async function readDocument(db: Db, fileOid: string): Promise<Loaded> {
  try {
    const { content, version } = await loadContent(db, fileOid);
    return { doc: validateDocument(content), version };
  } catch (error) {
    if (error instanceof InvalidDocumentError) return "invalid";
    if (error instanceof EditRefusal) return "gone";
    throw error;
  }
}

export async function rewriteBookCaptions(
  run: TaskRun,
  bookOid: string,
  update: CaptionUpdate,
): Promise<void> {
  const { db, saveSocket } = run.deps;
  // The book's writers save what they typed. The task is recorded already, so any later save of
  // theirs is refused with its code: each writer turns read-only with its edits kept to re-send.
  await saveSocket.beforeSaveCustomStyle(bookOid);
  const files = await readCaptionFiles(db, bookOid);
  const targets = new Map<string, CaptionTarget>();
  for (const [index, file] of files.entries()) {
    const loaded = await readDocument(db, file.oid);
    if (typeof loaded === "object") {
      const captions = file.committed ? loaded.doc : update.captionsOf(loaded.doc, file);
      // A copied file repeats its source's oids: the first keeps the oid here, and each file
      // resolves its own captions first anyway (refreshCrossReferences).
      for (const [oid, target] of captionTargets(captions)) if (!targets.has(oid)) targets.set(oid, target);
    }
    await run.progress(((index + 1) / files.length) * READ_SHARE);
  }
  for (const [index, file] of files.entries()) {
    await run.step(file.title, () =>
      rewriteFile(run, file, (doc) => refreshCrossReferences(update.rewrite(doc, file), targets)),
    );
    await run.progress(READ_SHARE + ((index + 1) / files.length) * (100 - READ_SHARE));
  }
}

/** The step's message: what became of the file. */
async function rewriteFile(
  run: TaskRun,
  file: CaptionFile,
  rewrite: (doc: DocumentNode) => DocumentNode,
): Promise<string> {
  if (file.committed) return T.fileCommitted;
  const { db, clock } = run.deps;
  for (let attempt = 0; attempt <= STALE_RETRIES; attempt++) {
    const loaded = await readDocument(db, file.oid);
    if (loaded === "gone") return T.fileGone;
    if (loaded === "invalid") return T.fileInvalid;
    const next = rewrite(loaded.doc);
    if (next === loaded.doc) return T.fileUnchanged;
    try {
      const written = await writeContent(db, {
        fileOid: file.oid,
        baseVersion: loaded.version,
        content: next.toJSON() as DocumentJson,
        clientSaveId: null,
        authorOid: run.task.creatorOid,
        now: clock.now(),
      });
      return written.changed ? T.fileUpdated : T.fileUnchanged;
    } catch (error) {
      if (!(error instanceof EditRefusal)) throw error;
      if (error.code === "error.book.file.invalid") return T.fileGone;
      if (error.code !== "error.content.versionStale") return T.fileInvalid;
    }
  }
  return T.fileBusy;
}
