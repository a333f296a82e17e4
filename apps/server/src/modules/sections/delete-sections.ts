// Deleting sections takes their files with them (the typed phrase is checked by the body schema);
// the chapter's remaining sections close ranks.
import type { ChapterPath } from "@textbook/shared";
import { inArray } from "drizzle-orm";
import { sections } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { changeBook } from "../books/change-book.ts";
import { compactPositions, requireChildren, SECTION_LIST } from "../books/positions.ts";
import { locateChapter, requireOpen } from "../chapters/locate-chapter.ts";

export function deleteSections(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  path: ChapterPath,
  oids: string[],
): Promise<void> {
  return changeBook(deps, auth, path.bookOid, "editStructure", async ({ tx }) => {
    requireOpen(await locateChapter(tx, path));
    const unique = await requireChildren(tx, SECTION_LIST, path.chapterOid, oids);
    await tx.delete(sections).where(inArray(sections.oid, unique));
    await compactPositions(tx, SECTION_LIST, path.chapterOid);
  });
}
