// A mind map's cover is an IMAGE attachment of the book its file belongs to (the editor stores the
// map drawn as SVG through POST .../svg-contents). Anything else named as a cover is refused, so a
// card never shows a file of another book or one still uploading.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attachments } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import type { AttachmentRow } from "../attachments/presenter.ts";

export async function findCover(db: Db, bookOid: string, oid: string): Promise<AttachmentRow | null> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.oid, oid),
        eq(attachments.bookOid, bookOid),
        eq(attachments.type, "IMAGE"),
        eq(attachments.state, "READY"),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The cover named by a create or update body; undefined when the body names none. */
export async function requireCover(
  db: Db,
  bookOid: string,
  oid: string | null | undefined,
): Promise<AttachmentRow | null | undefined> {
  if (oid === undefined || oid === null) return oid;
  const row = await findCover(db, bookOid, oid);
  if (!row) throw errors.coverInvalid();
  return row;
}
