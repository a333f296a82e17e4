// PUT /books/:b/chapters/compose: reorder chapters and sections, and move sections between the
// book's chapters, in one step that either applies whole or changes nothing.
import type { ChapterNode, ComposeBody } from "@textbook/shared";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters, sections } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { changeBook } from "../books/change-book.ts";
import { applyPlacements, CHAPTER_LIST, SECTION_LIST } from "../books/positions.ts";
import { type OutlineChapter, planCompose } from "./compose-plan.ts";
import { readTree } from "./read-tree.ts";

/** The book's chapters with their section oids, in order (two queries). */
async function readOutline(db: Db, bookOid: string): Promise<OutlineChapter[]> {
  const chapterRows = await db
    .select({ oid: chapters.oid, position: chapters.position, committed: chapters.committed })
    .from(chapters)
    .where(eq(chapters.bookOid, bookOid))
    .orderBy(asc(chapters.position), asc(chapters.oid));
  const sectionRows = await db
    .select({ oid: sections.oid, chapterOid: sections.chapterOid })
    .from(sections)
    .innerJoin(chapters, eq(chapters.oid, sections.chapterOid))
    .where(eq(chapters.bookOid, bookOid))
    .orderBy(asc(sections.position), asc(sections.oid));
  const outline = chapterRows.map((chapter) => ({ ...chapter, sectionOids: [] as string[] }));
  const byOid = new Map(outline.map((chapter) => [chapter.oid, chapter]));
  for (const section of sectionRows) byOid.get(section.chapterOid)?.sectionOids.push(section.oid);
  return outline;
}

export function composeChapters(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  bookOid: string,
  body: ComposeBody,
): Promise<{ items: ChapterNode[]; total: number }> {
  return changeBook(deps, auth, bookOid, "editStructure", async ({ tx }) => {
    const plan = planCompose(bookOid, await readOutline(tx, bookOid), body);
    await applyPlacements(tx, CHAPTER_LIST, plan.chapters);
    await applyPlacements(tx, SECTION_LIST, plan.sections);
    return list(await readTree(tx, { bookOid }));
  });
}
