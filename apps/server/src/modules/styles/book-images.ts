// An image a style names (a background, a custom icon) must be an uploaded image of the book's
// organisation: a style library carries its images to every book of the organisation, so a look
// applied to another book keeps them. Anything else — another organisation's file, a video, an
// upload not finished — is "an image that is not an image" (issue 6) and refused.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attachments, books } from "../../db/schema/index.ts";

/** The oids among `oids` that are not READY images of a book of `bookOid`'s organisation. */
export async function notBookImages(db: Db, bookOid: string, oids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(oids)];
  if (wanted.length === 0) return new Set();
  const found = await db
    .select({ oid: attachments.oid })
    .from(attachments)
    .innerJoin(books, eq(books.oid, attachments.bookOid))
    .where(
      and(
        inArray(attachments.oid, wanted),
        eq(books.orgOid, sql`(select org_oid from books where oid = ${bookOid})`),
        eq(attachments.type, "IMAGE"),
        eq(attachments.state, "READY"),
      ),
    );
  const images = new Set(found.map((row) => row.oid));
  return new Set(wanted.filter((oid) => !images.has(oid)));
}
