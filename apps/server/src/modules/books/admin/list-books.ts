// GET /books: the management area's book list. System administrators and the platform's overseers
// see every organisation's books (optionally one organisation's); anyone else the menu lets in sees the books the book
// policy lets them view: their current organisation's (its admin roles see them all) and those
// they hold a platform role in.
import { type AdminBook, type AdminBooksQuery, EVERY_BOOK_OVERSEERS, type Page } from "@textbook/shared";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { books } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { containsPattern } from "../../orgs/service.ts";
import { seesAllOrgBooks } from "../policy.ts";
import { seesBookAdminList } from "./admin-policy.ts";
import { presentAdminBooks } from "./present-admin-books.ts";

function scopeOf(auth: AuthContext): SQL | undefined {
  if (auth.user.sysRoles.some((role) => EVERY_BOOK_OVERSEERS.includes(role))) return undefined;
  const me = auth.user.oid;
  return or(
    auth.currentOrg && seesAllOrgBooks(auth.user, auth.orgRoles)
      ? eq(books.orgOid, auth.currentOrg.oid)
      : undefined,
    eq(books.mosoEditorOid, me),
    eq(books.contentDesignerOid, me),
    eq(books.techEditorOid, me),
  );
}

export async function listAdminBooks(
  { db, links, clock }: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  query: AdminBooksQuery,
): Promise<Page<AdminBook>> {
  if (!seesBookAdminList(auth)) throw errors.privilegeRequired();
  const where = and(
    scopeOf(auth),
    query.orgOid ? eq(books.orgOid, query.orgOid) : undefined,
    query.keyword ? ilike(books.name, containsPattern(query.keyword)) : undefined,
    query.state ? eq(books.state, query.state) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(books)
      .where(where)
      .orderBy(desc(books.updatedAt), desc(books.oid))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(books).where(where),
  ]);
  return {
    items: await presentAdminBooks(db, links, auth, rows, clock.now()),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
