// GET /api/editions/{oid}/objects/{key}/{path}: an edition's object to whoever holds a reader key
// for it (reader-keys.ts). An edition never changes, so its objects are cached for good, privately:
// the key in the path makes the browser's cache one per link or member.
import { editionObjectPathSchema, editionStoragePrefix } from "@textbook/shared";
import type { FastifyReply } from "fastify";
import type { Deps } from "../../deps.ts";
import { errors } from "../../http/errors.ts";
import { sendStoredObject } from "../attachments/range.ts";
import { FILE_CSP } from "../attachments/serve-file.ts";
import { readableEdition } from "../readers/reader-access.ts";
import { memberMayRead } from "./member-access.ts";
import { findReaderBook, findReadyEdition, type ReaderBook } from "./reader-editions.ts";
import type { ReaderKeys } from "./reader-keys.ts";
import { liveShareLink, sharedEditionOid } from "./share-link-access.ts";

const IMMUTABLE = "private, max-age=31536000, immutable";

export interface EditionObjectRequest {
  editionOid: string;
  key: string;
  path: string;
  range: string | undefined;
}

/** The key opens this edition of this book now; anything else answers as the key's failure. */
async function checkKey(
  deps: Pick<Deps, "db" | "clock">,
  keys: ReaderKeys,
  key: string,
  book: ReaderBook,
  editionOid: string,
) {
  const now = deps.clock.now();
  const parsed = keys.parse(key);
  if (!parsed) throw errors.fileLinkInvalid(403);
  if (parsed.kind === "SHARE") {
    const link = await liveShareLink(deps.db, parsed.token, now);
    if (link.bookOid !== book.oid || sharedEditionOid(link, book) !== editionOid)
      throw errors.shareLinkInvalid(404);
    return;
  }
  if (!keys.verifyMember(editionOid, parsed, now)) throw errors.fileLinkInvalid(403);
  // A member key is also what a reader's pushed book gives (modules/readers): either right still holds.
  if (await memberMayRead(deps.db, parsed.userOid, book)) return;
  const pushed = await readableEdition(deps.db, parsed.userOid, book.oid);
  if (pushed?.editionOid !== editionOid) throw errors.privilegeRequired();
}

export async function serveEditionObject(
  deps: Pick<Deps, "db" | "clock" | "storage">,
  keys: ReaderKeys,
  request: EditionObjectRequest,
  reply: FastifyReply,
) {
  const edition = await findReadyEdition(deps.db, request.editionOid);
  if (!edition) throw errors.notFound();
  await checkKey(deps, keys, request.key, await findReaderBook(deps.db, edition.bookOid), edition.oid);
  if (!editionObjectPathSchema.safeParse(request.path).success) throw errors.notFound();
  const objectKey = `${editionStoragePrefix(edition.oid)}${request.path}`;
  const stored = await deps.storage.statObject(objectKey);
  if (!stored) throw errors.notFound();

  reply
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", FILE_CSP)
    .header("cache-control", IMMUTABLE)
    .type(stored.contentType);
  return sendStoredObject(deps.storage, objectKey, stored.size, request.range, reply);
}
