// GET /res-libs/{id}/citations: the files whose documents carry the resource's oid (media boxes
// inserted from the library keep it as resLibOid). An oid is random, so matching it as text in the
// stored document is complete and safe, as the attachments' usages are found.
import type { Page, ResLibCitation } from "@textbook/shared";
import { asc, count, eq, sql } from "drizzle-orm";
import { books, chapters, contentFiles, sections } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { containsPattern } from "../orgs/service.ts";
import { managedScope, manages } from "./policy.ts";
import { findResource } from "./presenter.ts";

export async function resourceCitations(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  oid: string,
  paging: { page: number; pageSize: number },
): Promise<Page<ResLibCitation>> {
  const scope = managedScope(auth);
  const found = await findResource(db, oid);
  if (!found || !manages(scope, found.resource.orgOid)) throw errors.notFound();
  const where = sql`${contentFiles.content}::text like ${containsPattern(oid)}`;
  const from = () =>
    db
      .select({
        bookOid: books.oid,
        bookName: books.name,
        chapterOid: chapters.oid,
        chapterName: chapters.name,
        sectionOid: sections.oid,
        sectionName: sections.name,
        fileOid: contentFiles.oid,
        fileName: contentFiles.name,
      })
      .from(contentFiles)
      .innerJoin(sections, eq(sections.oid, contentFiles.sectionOid))
      .innerJoin(chapters, eq(chapters.oid, sections.chapterOid))
      .innerJoin(books, eq(books.oid, chapters.bookOid));
  const [rows, [counted]] = await Promise.all([
    from()
      .where(where)
      .orderBy(
        asc(books.name),
        asc(books.oid),
        asc(chapters.position),
        asc(sections.position),
        asc(contentFiles.position),
      )
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(contentFiles).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      bookOid: row.bookOid,
      bookName: row.bookName,
      chapterOid: row.chapterOid,
      sectionOid: row.sectionOid,
      fileOid: row.fileOid,
      name: `${row.chapterName} / ${row.sectionName} / ${row.fileName}`,
    })),
    total: Number(counted?.total ?? 0),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
