import type { SectionPath } from "@textbook/shared";
import { inArray } from "drizzle-orm";
import { contentFiles } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { changeBook } from "../books/change-book.ts";
import { compactPositions, FILE_LIST, requireChildren } from "../books/positions.ts";
import { requireOpen } from "../chapters/locate-chapter.ts";
import { locateSection } from "../sections/locate-section.ts";

/** Deletes files of one section; the others close ranks. */
export function deleteFiles(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  path: SectionPath,
  oids: string[],
): Promise<void> {
  return changeBook(deps, auth, path.bookOid, "editStructure", async ({ tx }) => {
    requireOpen((await locateSection(tx, path)).chapter);
    const unique = await requireChildren(tx, FILE_LIST, path.sectionOid, oids);
    await tx.delete(contentFiles).where(inArray(contentFiles.oid, unique));
    await compactPositions(tx, FILE_LIST, path.sectionOid);
  });
}
