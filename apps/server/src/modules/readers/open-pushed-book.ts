// GET /reader/books/{bookOid}: the reader's entry for a pushed book, the same shape as the member's
// and the share link's (modules/reader/open-edition.ts), so the edition reader opens it unchanged.
import type { ReaderEntry } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import { errors } from "../../http/errors.ts";
import { entry } from "../reader/open-edition.ts";
import { findReaderBook, findReadyEdition } from "../reader/reader-editions.ts";
import type { ReaderKeys } from "../reader/reader-keys.ts";
import { readableEdition } from "./reader-access.ts";

export async function openPushedBook(
  db: Db,
  keys: ReaderKeys,
  userOid: string,
  bookOid: string,
  now: Date,
): Promise<ReaderEntry> {
  // Not pushed, withdrawn, or not released: one answer, so nothing tells what exists elsewhere.
  const readable = await readableEdition(db, userOid, bookOid);
  if (!readable) throw errors.notFound();
  const edition = await findReadyEdition(db, readable.editionOid);
  if (!edition) throw errors.notFound();
  const book = await findReaderBook(db, bookOid);
  // The member key form: the object route accepts it for a pushed book's current release too.
  const { key, expiresAt } = keys.memberKey(edition.oid, userOid, now);
  return entry(book, edition, key, "READER", expiresAt);
}
