// The first step of every content action: the caller may see the book, and the chapter, section
// and file of the address exist there. Each missing level has its own socket code (content §8).
import type { FileAddress, SaveErrorCode, TaskType } from "@textbook/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters, contentFiles, sections } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { type AuthorizedBook, authorizeBook } from "../books/authorize-book.ts";
import { EditRefusal } from "./edit-refusal.ts";

export interface OpenedFile extends AuthorizedBook {
  address: FileAddress;
  chapter: { oid: string; committed: boolean };
  file: { oid: string; version: number };
  /** A running task of the book that rewrites every file (see BOOK_TASK_BLOCKS), if any. */
  bookTask: TaskType | null;
}

/** Tasks that rewrite the whole book: editing waits until they finish (content §8 codes). */
export const BOOK_TASK_BLOCKS: Partial<Record<TaskType, SaveErrorCode>> = {
  CUSTOM_STYLE_UPDATE: "error.book.customStyleInProgress",
  CUSTOM_STYLE_RESET: "error.book.customStyleInProgress",
  NOTE_TITLE_UPDATE: "error.book.noteTitleTaskInProgress",
  REFERENCE_UPDATE: "error.book.updateReferenceTaskInProgress",
};
const BLOCKING_TYPES = sql.join(
  Object.keys(BOOK_TASK_BLOCKS).map((type) => sql`${type}`),
  sql`, `,
);

const AUTHORIZE_REFUSALS: Record<string, SaveErrorCode> = {
  "err.resource.notFound": "error.book.invalid",
  "err.privilege.required": "error.permission.denied",
};

async function authorizeView(db: Db, auth: AuthContext, bookOid: string): Promise<AuthorizedBook> {
  try {
    return await authorizeBook(db, auth, bookOid, "view");
  } catch (error) {
    const code = error instanceof AppError ? AUTHORIZE_REFUSALS[error.errorCode] : undefined;
    if (code) throw new EditRefusal(code);
    throw error;
  }
}

export async function openFile(db: Db, auth: AuthContext, address: FileAddress): Promise<OpenedFile> {
  const authorized = await authorizeView(db, auth, address.bookOid);
  const [row] = await db
    .select({
      chapterOid: chapters.oid,
      committed: chapters.committed,
      sectionOid: sections.oid,
      fileOid: contentFiles.oid,
      version: contentFiles.version,
      // In the same query: this check runs on every save. Table names spelt out, as Drizzle's bare
      // column names would be ambiguous inside the sub-select.
      bookTask: sql<TaskType | null>`(select t.type from user_tasks t where t.book_oid = ${address.bookOid}
        and t.type in (${BLOCKING_TYPES}) and t.state in ('WAITING', 'IN_PROGRESS') limit 1)`,
    })
    .from(chapters)
    .leftJoin(sections, and(eq(sections.oid, address.sectionOid), eq(sections.chapterOid, chapters.oid)))
    .leftJoin(
      contentFiles,
      and(eq(contentFiles.oid, address.fileOid), eq(contentFiles.sectionOid, sections.oid)),
    )
    .where(and(eq(chapters.oid, address.chapterOid), eq(chapters.bookOid, address.bookOid)))
    .limit(1);
  if (!row) throw new EditRefusal("error.chapter.invalid");
  if (!row.sectionOid) throw new EditRefusal("error.section.invalid");
  if (!row.fileOid || row.version === null) throw new EditRefusal("error.book.file.invalid");
  return {
    ...authorized,
    address,
    chapter: { oid: row.chapterOid, committed: row.committed },
    file: { oid: row.fileOid, version: row.version },
    bookTask: row.bookTask,
  };
}
