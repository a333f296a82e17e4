import type { ChapterNode, ChapterPath } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { readTree } from "./read-tree.ts";

/** One chapter with its sections and files; also what a change to a chapter answers. */
export async function readChapter(db: Db, path: ChapterPath): Promise<ChapterNode> {
  const [chapter] = await readTree(db, path);
  if (!chapter) throw errors.notFound();
  return chapter;
}

export async function getChapter(db: Db, auth: AuthContext, path: ChapterPath): Promise<ChapterNode> {
  await authorizeBook(db, auth, path.bookOid, "view");
  return readChapter(db, path);
}
