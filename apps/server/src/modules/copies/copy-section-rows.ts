// Copies one section and its content files (name, type, order, content; a fresh version history)
// under a chapter, with a new oid chosen by the caller so the task can record it first.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentFiles, sections } from "../../db/schema/index.ts";

export interface SectionCopy {
  sourceSectionOid: string;
  newSectionOid: string;
  targetChapterOid: string;
  name: string;
  position: number;
  now: Date;
}

/** Inserts the copy; answers the number of files copied. */
export async function copySectionRows(tx: Db, copy: SectionCopy): Promise<number> {
  await tx.insert(sections).values({
    oid: copy.newSectionOid,
    chapterOid: copy.targetChapterOid,
    name: copy.name,
    position: copy.position,
    createdAt: copy.now,
    updatedAt: copy.now,
  });
  const files = await tx
    .select({
      name: contentFiles.name,
      type: contentFiles.type,
      position: contentFiles.position,
      content: contentFiles.content,
    })
    .from(contentFiles)
    .where(eq(contentFiles.sectionOid, copy.sourceSectionOid))
    .orderBy(asc(contentFiles.position));
  if (files.length > 0) {
    await tx.insert(contentFiles).values(
      files.map((file) => ({
        ...file,
        sectionOid: copy.newSectionOid,
        createdAt: copy.now,
        updatedAt: copy.now,
      })),
    );
  }
  return files.length;
}
