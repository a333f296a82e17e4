import type { SectionNode, SectionPath } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { readTree } from "../chapters/read-tree.ts";

/** One section with its files; also what a change under a section answers. */
export async function readSection(db: Db, path: SectionPath): Promise<SectionNode> {
  const [chapter] = await readTree(db, path);
  const section = chapter?.sections[0];
  if (!section) throw errors.notFound();
  return section;
}

export async function getSection(db: Db, auth: AuthContext, path: SectionPath): Promise<SectionNode> {
  await authorizeBook(db, auth, path.bookOid, "view");
  return readSection(db, path);
}
