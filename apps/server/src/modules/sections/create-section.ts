import type { ChapterPath, SectionNode } from "@textbook/shared";
import { sections } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { changeBook } from "../books/change-book.ts";
import { nextPosition, SECTION_LIST } from "../books/positions.ts";
import { locateChapter, requireOpen } from "../chapters/locate-chapter.ts";
import { presentSection, SECTION_NODE_COLUMNS } from "./presenter.ts";

/** A new, empty section at the end of the chapter. */
export function createSection(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  path: ChapterPath,
  name: string,
): Promise<SectionNode> {
  return changeBook(deps, auth, path.bookOid, "editStructure", async ({ tx, now }) => {
    requireOpen(await locateChapter(tx, path));
    const position = await nextPosition(tx, SECTION_LIST, path.chapterOid);
    const [row] = await tx
      .insert(sections)
      .values({ chapterOid: path.chapterOid, name, position, createdAt: now, updatedAt: now })
      .returning(SECTION_NODE_COLUMNS);
    if (!row) throw errors.internal();
    return presentSection(row, []);
  });
}
