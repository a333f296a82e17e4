import type { ChapterPath, SectionNode } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import type { AuthContext } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { readChapter } from "../chapters/get-chapter.ts";

/** A chapter's sections in order, each with its files. */
export async function listSections(
  db: Db,
  auth: AuthContext,
  path: ChapterPath,
): Promise<{ items: SectionNode[]; total: number }> {
  await authorizeBook(db, auth, path.bookOid, "view");
  return list((await readChapter(db, path)).sections);
}
