// GET /books/{id}/attachments: the media page. READY files only, newest first; exports (ARCHIVE)
// only when that type is asked for, so the media library shows what editors uploaded.
import type { Attachment, BookAttachmentsQuery, Page } from "@textbook/shared";
import { and, count, desc, eq, ilike, ne, sql } from "drizzle-orm";
import { attachments } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { containsPattern } from "../orgs/service.ts";
import { presentAttachment } from "./presenter.ts";

export async function listBookAttachments(
  { db, links, clock }: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  bookOid: string,
  query: BookAttachmentsQuery,
): Promise<Page<Attachment>> {
  await authorizeBook(db, auth, bookOid, "view");
  const where = and(
    eq(attachments.bookOid, bookOid),
    eq(attachments.state, "READY"),
    query.type ? eq(attachments.type, query.type) : ne(attachments.type, "ARCHIVE"),
    query.keyword ? ilike(attachments.name, containsPattern(query.keyword)) : undefined,
  );
  const rows = await db
    .select({ attachment: attachments, total: sql<number>`cast(count(*) over () as int)` })
    .from(attachments)
    .where(where)
    .orderBy(desc(attachments.createdAt), desc(attachments.oid))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // Past the last page there is no row to carry the total: count separately.
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? ((await db.select({ total: count() }).from(attachments).where(where))[0]?.total ?? 0)
      : 0);
  const now = clock.now();
  return {
    items: rows.map((row) => presentAttachment(row.attachment, links, now)),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
