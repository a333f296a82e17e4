// PUT .../files/order: the section's files in a new order. The list must name each of the
// section's files exactly once; anything else changes nothing.
import type { SectionNode, SectionPath } from "@textbook/shared";
import { asc, eq } from "drizzle-orm";
import { contentFiles } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { changeBook } from "../books/change-book.ts";
import { applyPlacements, FILE_LIST } from "../books/positions.ts";
import { requireOpen } from "../chapters/locate-chapter.ts";
import { readSection } from "../sections/get-section.ts";
import { locateSection } from "../sections/locate-section.ts";

export function orderFiles(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  path: SectionPath,
  fileOids: string[],
): Promise<SectionNode> {
  return changeBook(deps, auth, path.bookOid, "editStructure", async ({ tx }) => {
    requireOpen((await locateSection(tx, path)).chapter);
    if (new Set(fileOids).size !== fileOids.length) throw errors.orderDuplicate();
    const current = await tx
      .select({ oid: contentFiles.oid })
      .from(contentFiles)
      .where(eq(contentFiles.sectionOid, path.sectionOid))
      .orderBy(asc(contentFiles.position), asc(contentFiles.oid));
    const known = new Set(current.map((file) => file.oid));
    if (fileOids.length !== known.size || fileOids.some((oid) => !known.has(oid))) {
      throw errors.orderMismatch();
    }
    const moved = fileOids
      .map((oid, position) => ({ oid, parentOid: path.sectionOid, position }))
      .filter((placement) => current[placement.position]?.oid !== placement.oid);
    await applyPlacements(tx, FILE_LIST, moved);
    return readSection(tx, path);
  });
}
