// An image a style names (a background, a custom icon) must be an uploaded image of the book:
// anything else — another book's file, a video, an upload not finished — is "an image that is not
// an image" (issue 6) and refused.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attachments } from "../../db/schema/index.ts";

/** The oids among `oids` that are not READY images of the book. */
export async function notBookImages(db: Db, bookOid: string, oids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(oids)];
  if (wanted.length === 0) return new Set();
  const found = await db
    .select({ oid: attachments.oid })
    .from(attachments)
    .where(
      and(
        inArray(attachments.oid, wanted),
        eq(attachments.bookOid, bookOid),
        eq(attachments.type, "IMAGE"),
        eq(attachments.state, "READY"),
      ),
    );
  const images = new Set(found.map((row) => row.oid));
  return new Set(wanted.filter((oid) => !images.has(oid)));
}
