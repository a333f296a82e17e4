// The first step of every content action: the caller may see the book, and the chapter, section
// and file of the address exist there. Each missing level has its own socket code (content §8).
import type { FileAddress, SaveErrorCode } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
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
}

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
  };
}
