import type { SectionNode, SectionPath } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { sections } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { changeBook } from "../books/change-book.ts";
import { requireOpen } from "../chapters/locate-chapter.ts";
import { readSection } from "./get-section.ts";
import { locateSection } from "./locate-section.ts";

export function renameSection(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  path: SectionPath,
  name: string,
): Promise<SectionNode> {
  return changeBook(deps, auth, path.bookOid, "editStructure", async ({ tx, now }) => {
    requireOpen((await locateSection(tx, path)).chapter);
    await tx.update(sections).set({ name, updatedAt: now }).where(eq(sections.oid, path.sectionOid));
    return readSection(tx, path);
  });
}
