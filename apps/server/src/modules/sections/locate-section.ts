// A section named in a path must belong to the chapter, and the chapter to the book, in that path.
import type { SectionPath } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters, sections } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import type { ChapterRow } from "../chapters/locate-chapter.ts";

export type SectionRow = typeof sections.$inferSelect;

export interface LocatedSection {
  chapter: ChapterRow;
  section: SectionRow;
}

export async function locateSection(db: Db, path: SectionPath): Promise<LocatedSection> {
  const [row] = await db
    .select({ chapter: chapters, section: sections })
    .from(sections)
    .innerJoin(chapters, eq(chapters.oid, sections.chapterOid))
    .where(
      and(
        eq(sections.oid, path.sectionOid),
        eq(sections.chapterOid, path.chapterOid),
        eq(chapters.bookOid, path.bookOid),
      ),
    )
    .limit(1);
  if (!row) throw errors.notFound();
  return row;
}
