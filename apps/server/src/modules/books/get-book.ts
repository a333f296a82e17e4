import type { BookDetail } from "@textbook/shared";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { authorizeBook } from "./authorize-book.ts";
import { bookDetailOf } from "./book-detail.ts";

export async function getBook(
  { db, links, clock }: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  bookOid: string,
): Promise<BookDetail> {
  const authorized = await authorizeBook(db, auth, bookOid, "view");
  return bookDetailOf(db, links, authorized, clock.now());
}
