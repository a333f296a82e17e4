// The frame of every management change to one book: one transaction that locks the book's row,
// checks the caller with the given rule, bumps updatedAt (the lists' order) and runs the change.
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { books } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import type { BookRow } from "../authorize-book.ts";
import { WRITABLE_STATES } from "../policy.ts";
import { requireAdministers } from "./admin-policy.ts";

export interface AdminChange {
  tx: Db;
  book: BookRow;
  now: Date;
}

export interface AdministerOptions {
  /** The caller's rule; the default is "administers the book's organisation". */
  check?: (auth: AuthContext, book: BookRow) => void;
  /** A LOCKED or INACTIVE book refuses the change (err.book.readOnly), as every other change. */
  needsWritable?: boolean;
}

export function administerBook<T>(
  { db, clock }: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  bookOid: string,
  options: AdministerOptions,
  change: (scope: AdminChange) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [book] = await tx.select().from(books).where(eq(books.oid, bookOid)).for("update").limit(1);
    if (!book) throw errors.notFound();
    (options.check ?? ((caller, row) => requireAdministers(caller, row.orgOid)))(auth, book);
    if (options.needsWritable && !WRITABLE_STATES.includes(book.state)) throw errors.bookReadOnly();
    const now = clock.now();
    await tx.update(books).set({ updatedAt: now }).where(eq(books.oid, bookOid));
    return change({ tx, book: { ...book, updatedAt: now }, now });
  });
}
