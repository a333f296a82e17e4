// What a reader may read: a book reaches a reader only through a push (push_recipients), and the
// reader reads the book's current released edition — not the one pushed — so a release after the
// push reaches the shelf by itself, and a book whose release was taken back opens nothing.
import { and, eq, exists, isNull, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { books, editions, pushes, pushRecipients } from "../../db/schema/index.ts";

/** The SQL condition "this user holds a standing push of this book": shared by the shelf and access. */
export function standingPushOf(db: Db, userOid: string, bookOid: string | SQLWrapper) {
  return exists(
    db
      .select({ one: pushRecipients.pushOid })
      .from(pushRecipients)
      .innerJoin(pushes, eq(pushes.oid, pushRecipients.pushOid))
      .where(
        and(
          eq(pushRecipients.userOid, userOid),
          eq(pushRecipients.bookOid, bookOid),
          isNull(pushes.withdrawnAt),
        ),
      ),
  );
}

/**
 * The edition this reader opens for the book: its current released edition (READY) when a standing
 * push gave the book to the reader, else null (never pushed, withdrawn, or nothing released).
 */
export async function readableEdition(
  db: Db,
  userOid: string,
  bookOid: string,
): Promise<{ editionOid: string } | null> {
  const [row] = await db
    .select({ editionOid: editions.oid })
    .from(books)
    .innerJoin(editions, eq(editions.oid, books.releasedEditionOid))
    .where(and(eq(books.oid, bookOid), eq(editions.state, "READY"), standingPushOf(db, userOid, books.oid)))
    .limit(1);
  return row ?? null;
}
