// GET /users/:id/book-user: the user's books and their role in each, as far as the caller may see
// them: all for the user and SYS_ADMIN, the books of the organisations an ORG_ADMIN administers.
import type { UserBook } from "@textbook/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookMembers, books, orgs } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { findUserByOid } from "./repository.ts";
import { visibleOrgsFor } from "./user-orgs.ts";

export async function listUserBooks(db: Db, auth: AuthContext, userOid: string): Promise<UserBook[]> {
  if (!(await findUserByOid(db, userOid))) throw errors.notFound();
  const visible = await visibleOrgsFor(db, auth, userOid);
  if (visible?.length === 0) return [];
  return db
    .select({
      bookOid: books.oid,
      bookName: books.name,
      orgOid: orgs.oid,
      orgName: orgs.name,
      role: bookMembers.role,
    })
    .from(bookMembers)
    .innerJoin(books, eq(books.oid, bookMembers.bookOid))
    .innerJoin(orgs, eq(orgs.oid, books.orgOid))
    .where(and(eq(bookMembers.userOid, userOid), visible ? inArray(books.orgOid, visible) : undefined))
    .orderBy(asc(books.name), asc(books.oid));
}
