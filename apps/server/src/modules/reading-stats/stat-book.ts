// The first step of every statistics and application-data call: the book, checked for the caller,
// and the released edition the figures are laid on. Who may see a book's figures: whoever may export
// it (BOOK_RULES.export: the book's chief editor and editors, the moso editors, the organisation's
// admins, content and publishing admins, system admins); readers and plain members may not.
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { authorizeBook, type BookRow } from "../books/authorize-book.ts";
import { type EditionContent, editionContent } from "./edition-content.ts";

export interface StatBook {
  book: BookRow;
  editionOid: string | null;
  content: EditionContent | null;
}

export async function statBook(
  deps: Pick<Deps, "db" | "storage">,
  auth: AuthContext,
  bookOid: string,
): Promise<StatBook> {
  const { book } = await authorizeBook(deps.db, auth, bookOid, "export");
  const editionOid = book.releasedEditionOid;
  const content = editionOid ? await editionContent(deps.storage, editionOid) : null;
  return { book, editionOid, content };
}
