// POST/GET /books/{id}/share-links and DELETE /share-links/{id}. Whoever may view the book in the
// editor (its members with a book role, the organisation's administrators, the moso roles it names,
// SYS_ADMIN) shares it and sees its links; a link is revoked by its creator or by whoever may edit
// the book's settings (docs/architecture/publishing.md, "Reader and share links").
import { randomBytes } from "node:crypto";
import {
  type CreatedShareLink,
  type CreateShareLinkBody,
  SHARE_LINK_MAX_DAYS,
  SHARE_LINK_TEXTS,
  type ShareLink,
  shareLinkPath,
} from "@textbook/shared";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { editions, shareLinks, users } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { addSeconds } from "../../http/clock.ts";
import { errors } from "../../http/errors.ts";
import { hashToken } from "../auth/sessions.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { decideBook } from "../books/policy.ts";
import type { ShareLinkRow } from "./share-link-access.ts";

const DAY_SECONDS = 24 * 60 * 60;

interface Presentable {
  link: ShareLinkRow;
  creatorName: string;
  editionNumber: number | null;
}

function present({ link, creatorName, editionNumber }: Presentable, now: Date): ShareLink {
  const state = link.revokedAt ? "REVOKED" : link.expiresAt <= now ? "EXPIRED" : "ACTIVE";
  return {
    oid: link.oid,
    bookOid: link.bookOid,
    editionOid: link.editionOid,
    editionNumber,
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    state,
    createdAt: link.createdAt.toISOString(),
    creator: { oid: link.createdBy, fullName: creatorName },
  };
}

/** The links with their creators and edition numbers, newest first. */
async function readLinks(db: Db, where: ReturnType<typeof eq>): Promise<Presentable[]> {
  return db
    .select({ link: shareLinks, creatorName: users.fullName, editionNumber: editions.number })
    .from(shareLinks)
    .innerJoin(users, eq(users.oid, shareLinks.createdBy))
    .leftJoin(editions, eq(editions.oid, shareLinks.editionOid))
    .where(where)
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.oid));
}

async function checkEdition(db: Db, bookOid: string, editionOid: string): Promise<void> {
  const [edition] = await db
    .select({ bookOid: editions.bookOid, state: editions.state })
    .from(editions)
    .where(eq(editions.oid, editionOid))
    .limit(1);
  if (edition?.bookOid !== bookOid)
    throw errors.validation({ editionOid: SHARE_LINK_TEXTS.editionOfOtherBook });
  if (edition.state !== "READY") throw errors.validation({ editionOid: SHARE_LINK_TEXTS.editionNotReady });
}

export async function createShareLink(
  db: Db,
  auth: AuthContext,
  bookOid: string,
  body: Required<CreateShareLinkBody>,
  now: Date,
): Promise<CreatedShareLink> {
  await authorizeBook(db, auth, bookOid, "view");
  const expiresAt = new Date(body.expiresAt);
  if (expiresAt <= now) throw errors.validation({ expiresAt: SHARE_LINK_TEXTS.expiresAtPast });
  if (expiresAt > addSeconds(now, SHARE_LINK_MAX_DAYS * DAY_SECONDS)) {
    throw errors.validation({ expiresAt: SHARE_LINK_TEXTS.expiresAtTooFar });
  }
  if (body.editionOid) await checkEdition(db, bookOid, body.editionOid);
  const token = randomBytes(32).toString("base64url");
  const [link] = await db
    .insert(shareLinks)
    .values({
      bookOid,
      editionOid: body.editionOid,
      tokenHash: hashToken(token),
      expiresAt,
      createdBy: auth.user.oid,
      createdAt: now,
    })
    .returning();
  if (!link) throw new Error("share link insert returned nothing");
  const [created] = await readLinks(db, eq(shareLinks.oid, link.oid));
  if (!created) throw new Error("share link vanished after insert");
  return { ...present(created, now), token, path: shareLinkPath(token) };
}

export async function listShareLinks(
  db: Db,
  auth: AuthContext,
  bookOid: string,
  now: Date,
): Promise<ShareLink[]> {
  await authorizeBook(db, auth, bookOid, "view");
  return (await readLinks(db, eq(shareLinks.bookOid, bookOid))).map((row) => present(row, now));
}

/** Revoking twice answers the link as the first revocation left it. */
export async function revokeShareLink(db: Db, auth: AuthContext, oid: string, now: Date): Promise<ShareLink> {
  const [found] = await db.select().from(shareLinks).where(eq(shareLinks.oid, oid)).limit(1);
  if (!found) throw errors.notFound();
  const { book, actor } = await authorizeBook(db, auth, found.bookOid, "view");
  if (found.createdBy !== auth.user.oid && decideBook(actor, book, "update") === "denied") {
    throw errors.privilegeRequired();
  }
  await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(eq(shareLinks.oid, oid), isNull(shareLinks.revokedAt)));
  const [revoked] = await readLinks(db, eq(shareLinks.oid, oid));
  if (!revoked) throw errors.notFound();
  return present(revoked, now);
}
