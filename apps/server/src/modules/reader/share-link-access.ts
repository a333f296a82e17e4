// A share link as its holder presents it: found by its token's hash, refused once revoked or
// expired, and pointing at one edition (its own, or the book's released one when it names none).
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { shareLinks } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import { hashToken } from "../auth/sessions.ts";
import type { ReaderBook } from "./reader-editions.ts";

export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** The live link behind a token: unknown answers 404 and revoked 410 (链接已失效), expired 410 (链接已过期). */
export async function liveShareLink(db: Db, token: string, now: Date): Promise<ShareLinkRow> {
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, hashToken(token)))
    .limit(1);
  if (!link) throw errors.shareLinkInvalid(404);
  if (link.revokedAt) throw errors.shareLinkInvalid(410);
  if (link.expiresAt <= now) throw errors.shareLinkExpired();
  return link;
}

/** The edition a link opens now: its own, else the one its book has released (none: 404). */
export function sharedEditionOid(link: ShareLinkRow, book: ReaderBook): string {
  const editionOid = link.editionOid ?? book.releasedEditionOid;
  if (!editionOid) throw errors.readerNotReleased();
  return editionOid;
}
