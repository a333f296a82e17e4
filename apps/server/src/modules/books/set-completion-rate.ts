import type { BookDetail } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { books } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { bookDetailOf } from "./book-detail.ts";
import { changeBook } from "./change-book.ts";

/** The editors' own estimate of how far the book is, 0-100 (shell §9). */
export function setCompletionRate(
  deps: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  props: { bookOid: string; completionRate: number },
): Promise<BookDetail> {
  return changeBook(deps, auth, props.bookOid, "update", async ({ tx, actor, now }) => {
    const [book] = await tx
      .update(books)
      .set({ completionRate: props.completionRate })
      .where(eq(books.oid, props.bookOid))
      .returning();
    if (!book) throw errors.notFound();
    return bookDetailOf(tx, deps.links, { book, actor }, now);
  });
}
