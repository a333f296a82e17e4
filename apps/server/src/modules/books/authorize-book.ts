// Load a book with the caller's roles in it and apply the book policy: the first step of every
// book-scoped call.
import type { BookRole } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookMembers, books } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { type BookAction, type BookActor, decideBook } from "./policy.ts";

export type BookRow = typeof books.$inferSelect;

export interface AuthorizedBook {
  book: BookRow;
  actor: BookActor;
}

export function actorOf(auth: AuthContext, bookRoles: readonly BookRole[]): BookActor {
  return {
    userOid: auth.user.oid,
    sysRoles: auth.user.sysRoles,
    orgRoles: auth.orgRoles,
    currentOrgOid: auth.currentOrg?.oid ?? null,
    bookRoles,
  };
}

/**
 * The book and the caller's role in it, in one query. An unknown book answers 404; a caller the
 * policy refuses answers err.privilege.required (403); a change to a locked or inactive book
 * answers err.book.readOnly.
 */
export async function authorizeBook(
  db: Db,
  auth: AuthContext,
  bookOid: string,
  action: BookAction,
): Promise<AuthorizedBook> {
  const [row] = await db
    .select({ book: books, role: bookMembers.role })
    .from(books)
    .leftJoin(bookMembers, and(eq(bookMembers.bookOid, books.oid), eq(bookMembers.userOid, auth.user.oid)))
    .where(eq(books.oid, bookOid))
    .limit(1);
  if (!row) throw errors.notFound();
  const actor = actorOf(auth, row.role ? [row.role] : []);
  const decision = decideBook(actor, row.book, action);
  if (decision === "denied") throw errors.privilegeRequired();
  if (decision === "readOnly") throw errors.bookReadOnly();
  return { book: row.book, actor };
}
