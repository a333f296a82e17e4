// GET /books/{id}/editions: the book's publishing at a glance (publish state, the released edition,
// the application in progress) and its READY editions, newest first — what 发布 and 回滚 choose from.
import type { BookEditions } from "@textbook/shared";
import { and, desc, eq } from "drizzle-orm";
import { editions, publishApplications } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { presentApplication, presentEdition, selectApplications, selectEditions } from "./presenters.ts";

export async function bookEditions(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
): Promise<BookEditions> {
  const { book } = await authorizeBook(db, auth, bookOid, "view");
  const [rows, [open]] = await Promise.all([
    selectEditions(db)
      .where(and(eq(editions.bookOid, bookOid), eq(editions.state, "READY")))
      .orderBy(desc(editions.number)),
    selectApplications(db)
      .where(and(eq(publishApplications.bookOid, bookOid), eq(publishApplications.state, "IN_PROGRESS")))
      .limit(1),
  ]);
  return {
    publishState: book.publishState,
    releasedEditionOid: book.releasedEditionOid,
    firstReleasedAt: book.firstReleasedAt?.toISOString() ?? null,
    openApplication: open ? presentApplication(open) : null,
    items: rows.map((row) => presentEdition(row, book.releasedEditionOid)),
    total: rows.length,
  };
}
