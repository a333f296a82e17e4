// GET /books/{id}/used-attachments and the detail's source and mark (GET .../{attId}).
import type { AttachmentUsages, Page, UsedAttachment, UsedAttachmentsQuery } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { resLibResources } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { isMarked } from "./marks.ts";
import { matchesFilters, usedAttachmentsOfBook } from "./used-in-book.ts";

export async function listUsedAttachments(
  { db, links, clock }: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  bookOid: string,
  query: UsedAttachmentsQuery,
): Promise<Page<UsedAttachment>> {
  await authorizeBook(db, auth, bookOid, "view");
  const all = await usedAttachmentsOfBook(db, links, clock.now(), bookOid);
  const matching = all.filter((item) => matchesFilters(item, query));
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matching.slice(start, start + query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The source, mark and library keywords of one file of the book (LOCAL and UNMARK when unused). */
export async function usedAttachmentOrigin(
  { db, links, clock }: Pick<Deps, "db" | "links" | "clock">,
  bookOid: string,
  attachmentOid: string,
): Promise<Omit<AttachmentUsages, "attachmentOid" | "usages">> {
  const used = (await usedAttachmentsOfBook(db, links, clock.now(), bookOid)).find(
    (item) => item.attachment.attachmentOid === attachmentOid,
  );
  const [resource] = used?.resLibOid
    ? await db
        .select({ keywords: resLibResources.keywords })
        .from(resLibResources)
        .where(eq(resLibResources.oid, used.resLibOid))
    : [];
  return {
    source: used?.source ?? "LOCAL",
    markStatus: used?.markStatus ?? (await isMarked(db, bookOid, attachmentOid)),
    resLibOid: used?.resLibOid ?? null,
    keywords: resource?.keywords ?? [],
  };
}
