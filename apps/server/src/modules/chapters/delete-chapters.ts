// Deleting chapters takes their sections and files with them (the typed phrase is checked by the
// body schema); the remaining chapters close ranks.
import { and, eq, inArray } from "drizzle-orm";
import { chapters } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { changeBook } from "../books/change-book.ts";
import { CHAPTER_LIST, compactPositions } from "../books/positions.ts";

export interface DeleteChaptersProps {
  bookOid: string;
  oids: string[];
}

export function deleteChapters(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  props: DeleteChaptersProps,
): Promise<void> {
  return changeBook(deps, auth, props.bookOid, "editStructure", async ({ tx }) => {
    const oids = [...new Set(props.oids)];
    const found = await tx
      .select({ oid: chapters.oid, committed: chapters.committed })
      .from(chapters)
      .where(and(eq(chapters.bookOid, props.bookOid), inArray(chapters.oid, oids)));
    if (found.length !== oids.length) throw errors.notFound();
    if (found.some((chapter) => chapter.committed)) throw errors.chapterCommitted();
    await tx.delete(chapters).where(inArray(chapters.oid, oids));
    await compactPositions(tx, CHAPTER_LIST, props.bookOid);
  });
}
