// What the tests of content copies (and of the block resources a copy takes along) set up: a
// target file, the copy calls' body naming it, and a second book the source's editor may edit.
import { eq } from "drizzle-orm";
import { bookMembers, books } from "../db/schema/index.ts";
import type { TestContext } from "./app.ts";
import { buildFile } from "./factories.ts";

type Row = { oid: string };

/** A file with the book, chapter and section it sits in, and its API URL. */
export interface PlacedFile {
  book: Row;
  chapter: Row;
  section: Row;
  file: Row;
  fileUrl: string;
}

/** A new content file in the same section as `source`. */
export async function fileBeside(context: TestContext, source: PlacedFile): Promise<PlacedFile> {
  const file = await buildFile(context.db, { section: source.section });
  const { book, chapter, section } = source;
  return { book, chapter, section, file, fileUrl: source.fileUrl.replace(source.file.oid, file.oid) };
}

/** The body of .../content/copy and its kin that names `target` as the file to copy into. */
export function copyInto(target: PlacedFile) {
  return {
    targetBookOid: target.book.oid,
    targetChapterOid: target.chapter.oid,
    targetSectionOid: target.section.oid,
    targetFileOid: target.file.oid,
  };
}

/** The source's editor edits `book` too, moved into the source's organisation. */
export async function shareBookWithEditor(
  context: TestContext,
  source: { editor: Row; org: Row },
  book: Row,
): Promise<void> {
  await context.db
    .insert(bookMembers)
    .values({ bookOid: book.oid, userOid: source.editor.oid, role: "BOOK_EDITOR" });
  await context.db.update(books).set({ orgOid: source.org.oid }).where(eq(books.oid, book.oid));
}
