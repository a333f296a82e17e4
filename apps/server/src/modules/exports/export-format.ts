// What each export format is given and gives back: the task's run, the book and its source (tree and files) in; the
// file's bytes and how it is stored out. export-book.ts picks the writer by the format asked.
import type { books } from "../../db/schema/index.ts";
import type { TaskRun } from "../../jobs/task-handler.ts";
import type { ExportSource } from "./export-source.ts";

export type BookRow = typeof books.$inferSelect;

export interface ExportedFile {
  body: Buffer;
  /** The download's extension ("zip", "epub", "pdf"). */
  extension: string;
  contentType: string;
}

export type ExportWriter = (run: TaskRun, book: BookRow, source: ExportSource) => Promise<ExportedFile>;
