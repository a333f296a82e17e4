// The reader's entry calls: which book and edition it shows and the `base` its objects lie under.
// Answered fresh every time (no-cache): a link may be revoked or expire, a book may release anew.
import type { ReaderEntry } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { memberMayRead } from "./member-access.ts";
import { findReaderBook, findReadyEdition, type ReaderBook, type ReaderEdition } from "./reader-editions.ts";
import type { ReaderKeys } from "./reader-keys.ts";
import { liveShareLink, sharedEditionOid } from "./share-link-access.ts";

/** The entry's shape for any access (also the reader's pushed books, modules/readers). */
export function entry(
  book: ReaderBook,
  edition: ReaderEdition,
  key: string,
  access: ReaderEntry["access"],
  expiresAt: Date,
): ReaderEntry {
  return {
    book: { oid: book.oid, name: book.name },
    edition: { oid: edition.oid, number: edition.number },
    base: `/api/editions/${edition.oid}/objects/${key}/`,
    access,
    expiresAt: expiresAt.toISOString(),
  };
}

export async function openShared(db: Db, keys: ReaderKeys, token: string, now: Date): Promise<ReaderEntry> {
  const link = await liveShareLink(db, token, now);
  const book = await findReaderBook(db, link.bookOid);
  const edition = await findReadyEdition(db, sharedEditionOid(link, book));
  if (!edition) throw errors.readerNotReleased();
  return entry(book, edition, keys.shareKey(token), "SHARE", link.expiresAt);
}

export async function openEdition(
  db: Db,
  keys: ReaderKeys,
  auth: AuthContext,
  editionOid: string,
  now: Date,
): Promise<ReaderEntry> {
  const edition = await findReadyEdition(db, editionOid);
  if (!edition) throw errors.notFound();
  const book = await findReaderBook(db, edition.bookOid);
  if (!(await memberMayRead(db, auth.user.oid, book))) throw errors.privilegeRequired();
  const { key, expiresAt } = keys.memberKey(edition.oid, auth.user.oid, now);
  return entry(book, edition, key, "MEMBER", expiresAt);
}
