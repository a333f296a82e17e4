// GET /reader/shelf: the books standing pushes gave the reader, with the edition each opens now
// (the current release: a release after the push reaches the shelf by itself).
import type { ShelfBook } from "@textbook/shared";
import { and, desc, eq, isNull, max } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { books, editions, pushes, pushRecipients } from "../../db/schema/index.ts";
import type { FileLinks } from "../../storage/links.ts";
import { coverUrlOf } from "../books/cover-url.ts";

/** A shelf is one reader's pushes: never long; a generous cap keeps the answer bounded. */
const SHELF_MAX = 500;

export async function readerShelf(
  deps: { db: Db; links: FileLinks },
  userOid: string,
  now: Date,
): Promise<ShelfBook[]> {
  const pushedAt = max(pushRecipients.createdAt);
  const rows = await deps.db
    .select({
      oid: books.oid,
      name: books.name,
      coverAttachmentOid: books.coverAttachmentOid,
      editionOid: editions.oid,
      editionNumber: editions.number,
      pushedAt,
    })
    .from(pushRecipients)
    .innerJoin(pushes, eq(pushes.oid, pushRecipients.pushOid))
    .innerJoin(books, eq(books.oid, pushRecipients.bookOid))
    .innerJoin(editions, eq(editions.oid, books.releasedEditionOid))
    .where(and(eq(pushRecipients.userOid, userOid), isNull(pushes.withdrawnAt), eq(editions.state, "READY")))
    .groupBy(books.oid, books.name, books.coverAttachmentOid, editions.oid, editions.number)
    .orderBy(desc(pushedAt), books.oid)
    .limit(SHELF_MAX);
  return rows.map((row) => ({
    book: { oid: row.oid, name: row.name, coverUrl: coverUrlOf(deps.links, row, now) },
    edition: { oid: row.editionOid, number: row.editionNumber },
    pushedAt: (row.pushedAt ?? now).toISOString(),
  }));
}
