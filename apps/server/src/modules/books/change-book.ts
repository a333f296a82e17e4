// The frame of every change to a book: one transaction that authorizes the caller, then bumps the
// book's updatedAt (the book list is ordered by it) before anything else. That update also locks
// the book row, so concurrent changes to one book's structure run one after the other and each
// sees the positions the previous one left.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { books } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { type AuthorizedBook, authorizeBook } from "./authorize-book.ts";
import type { BookAction } from "./policy.ts";

export async function touchBook(db: Db, bookOid: string, now: Date): Promise<void> {
  await db.update(books).set({ updatedAt: now }).where(eq(books.oid, bookOid));
}

/** The authorized book inside its change's transaction, and the time the change is made. */
export interface BookChange extends AuthorizedBook {
  tx: Db;
  now: Date;
}

export function changeBook<T>(
  { db, clock }: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  bookOid: string,
  action: BookAction,
  change: (scope: BookChange) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const authorized = await authorizeBook(tx, auth, bookOid, action);
    const now = clock.now();
    await touchBook(tx, bookOid, now);
    return change({ ...authorized, tx, now });
  });
}
