// The editions and books the reader's calls look at: the publishing module's edition row (READY
// only) and the few columns of its book that access and the entry need.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { books } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import { findEdition } from "../publishing/editions/edition-objects.ts";

export interface ReaderEdition {
  oid: string;
  number: number;
  bookOid: string;
}

export interface ReaderBook {
  oid: string;
  name: string;
  orgOid: string;
  state: (typeof books.$inferSelect)["state"];
  mosoEditorOid: string | null;
  contentDesignerOid: string | null;
  techEditorOid: string | null;
  releasedEditionOid: string | null;
}

/** A READY edition (its manifest written), or null: a building or failed one has nothing to read. */
export async function findReadyEdition(db: Db, editionOid: string): Promise<ReaderEdition | null> {
  const row = await findEdition(db, editionOid);
  return row?.state === "READY" ? { oid: row.oid, number: row.number, bookOid: row.bookOid } : null;
}

export async function findReaderBook(db: Db, bookOid: string): Promise<ReaderBook> {
  const [row] = await db
    .select({
      oid: books.oid,
      name: books.name,
      orgOid: books.orgOid,
      state: books.state,
      mosoEditorOid: books.mosoEditorOid,
      contentDesignerOid: books.contentDesignerOid,
      techEditorOid: books.techEditorOid,
      releasedEditionOid: books.releasedEditionOid,
    })
    .from(books)
    .where(eq(books.oid, bookOid))
    .limit(1);
  if (!row) throw errors.notFound();
  return row;
}
