// A library resource as the calls answer it: its row, its file (with fresh signed links, so the
// management page and the editor's dialog can show it without a book), its library and uploader.
import { type AttachmentType, type ResLibResource, SUBJECTS } from "@textbook/shared";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attachments, orgs, resLibResources, users } from "../../db/schema/index.ts";
import type { FileLinks } from "../../storage/links.ts";
import { type AttachmentRow, presentAttachment } from "../attachments/presenter.ts";

export type ResLibRow = typeof resLibResources.$inferSelect;

interface JoinedRow {
  resource: ResLibRow;
  attachment: AttachmentRow;
  orgName: string | null;
  uploaderName: string;
}

export function subjectName(code: string): string {
  return SUBJECTS.find((subject) => subject.code === code)?.name ?? code;
}

export function presentResource(row: JoinedRow, links: FileLinks, now: Date): ResLibResource {
  const { resource } = row;
  return {
    oid: resource.oid,
    name: resource.name,
    subjectCode: resource.subjectCode,
    subjectName: subjectName(resource.subjectCode),
    keywords: resource.keywords,
    state: resource.state,
    orgOid: resource.orgOid,
    orgName: row.orgName,
    uploaderName: row.uploaderName,
    attachment: presentAttachment(row.attachment, links, now),
    createdAt: resource.createdAt.toISOString(),
    updatedAt: resource.updatedAt.toISOString(),
  };
}

function joined(db: Db) {
  return db
    .select({
      resource: resLibResources,
      attachment: attachments,
      orgName: orgs.name,
      uploaderName: users.fullName,
    })
    .from(resLibResources)
    .innerJoin(attachments, eq(attachments.oid, resLibResources.attachmentOid))
    .innerJoin(users, eq(users.oid, resLibResources.uploaderOid))
    .leftJoin(orgs, eq(orgs.oid, resLibResources.orgOid));
}

export async function findResource(db: Db, oid: string): Promise<JoinedRow | null> {
  const [row] = await joined(db).where(eq(resLibResources.oid, oid)).limit(1);
  return row ?? null;
}

/** One page of resources under `where`, newest first, with the total. */
export async function pageOfResources(
  db: Db,
  where: SQL | undefined,
  paging: { page: number; pageSize: number },
): Promise<{ rows: JoinedRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(resLibResources.createdAt), desc(resLibResources.oid))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db
      .select({ total: count() })
      .from(resLibResources)
      .innerJoin(attachments, eq(attachments.oid, resLibResources.attachmentOid))
      .where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Name or keyword contains the search word; subject and file type match exactly. */
export function searchConditions(query: { keyword?: string; subjectCode?: string; type?: AttachmentType }) {
  const keyword = query.keyword?.toLowerCase();
  return and(
    keyword
      ? sql`(strpos(lower(${resLibResources.name}), ${keyword}) > 0 or strpos(lower(${resLibResources.keywords}::text), ${keyword}) > 0)`
      : undefined,
    query.subjectCode ? eq(resLibResources.subjectCode, query.subjectCode) : undefined,
    query.type ? eq(attachments.type, query.type) : undefined,
  );
}
