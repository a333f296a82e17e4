import type { ChapterNode } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import type { AuthContext } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { readTree } from "./read-tree.ts";

/** The whole ordered tree of the book: chapters > sections > files. */
export async function listChapters(
  db: Db,
  auth: AuthContext,
  bookOid: string,
): Promise<{ items: ChapterNode[]; total: number }> {
  await authorizeBook(db, auth, bookOid, "view");
  return list(await readTree(db, { bookOid }));
}
