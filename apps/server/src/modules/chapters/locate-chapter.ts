// A chapter named in a path must belong to the book in that path; otherwise it does not exist.
import type { ChapterPath } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";

export type ChapterRow = typeof chapters.$inferSelect;

export async function locateChapter(db: Db, path: ChapterPath): Promise<ChapterRow> {
  const [chapter] = await db
    .select()
    .from(chapters)
    .where(and(eq(chapters.oid, path.chapterOid), eq(chapters.bookOid, path.bookOid)))
    .limit(1);
  if (!chapter) throw errors.notFound();
  return chapter;
}

/** A committed chapter and everything under it are read-only until the chapter is reverted. */
export function requireOpen(chapter: { committed: boolean }): void {
  if (chapter.committed) throw errors.chapterCommitted();
}
