import type { SectionNode } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import type { AuthContext } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import type { ChapterPath } from "../books/params.ts";
import { readTree } from "../chapters/read-tree.ts";

/** A chapter's sections in order, each with its files. */
export async function listSections(
  db: Db,
  auth: AuthContext,
  path: ChapterPath,
): Promise<{ items: SectionNode[]; total: number }> {
  await authorizeBook(db, auth, path.bookOid, "view");
  const [chapter] = await readTree(db, path);
  if (!chapter) throw errors.notFound();
  return list(chapter.sections);
}
