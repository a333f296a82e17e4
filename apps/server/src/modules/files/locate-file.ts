// A file named in a path must sit in the section, chapter and book of that path.
import type { FilePath } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters, contentFiles, sections } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import { FILE_NODE_COLUMNS, type FileNodeRow } from "./presenter.ts";

export interface LocatedFile {
  chapter: { oid: string; committed: boolean };
  file: FileNodeRow;
}

export async function locateFile(db: Db, path: FilePath): Promise<LocatedFile> {
  const [row] = await db
    .select({
      chapter: { oid: chapters.oid, committed: chapters.committed },
      file: FILE_NODE_COLUMNS,
    })
    .from(contentFiles)
    .innerJoin(sections, eq(sections.oid, contentFiles.sectionOid))
    .innerJoin(chapters, eq(chapters.oid, sections.chapterOid))
    .where(
      and(
        eq(contentFiles.oid, path.fileOid),
        eq(contentFiles.sectionOid, path.sectionOid),
        eq(sections.chapterOid, path.chapterOid),
        eq(chapters.bookOid, path.bookOid),
      ),
    )
    .limit(1);
  if (!row) throw errors.notFound();
  return row;
}
