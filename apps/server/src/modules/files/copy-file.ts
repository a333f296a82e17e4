// POST .../files/:f/copy: a copy of the file (name, type, content; a fresh version history) at the
// end of a target section, which may be in another book where the caller may edit the structure.
import type { FileNode, FilePath } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters, contentFiles, sections } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { touchBook } from "../books/change-book.ts";
import { FILE_LIST, nextPosition } from "../books/positions.ts";
import { requireOpen } from "../chapters/locate-chapter.ts";
import { locateFile } from "./locate-file.ts";
import { FILE_NODE_COLUMNS, presentFile } from "./presenter.ts";

async function locateTarget(db: Db, sectionOid: string) {
  const [target] = await db
    .select({ sectionOid: sections.oid, bookOid: chapters.bookOid, committed: chapters.committed })
    .from(sections)
    .innerJoin(chapters, eq(chapters.oid, sections.chapterOid))
    .where(eq(sections.oid, sectionOid))
    .limit(1);
  if (!target) throw errors.notFound();
  return target;
}

export function copyFile(
  { db, clock }: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  path: FilePath,
  targetSectionOid: string,
): Promise<FileNode> {
  return db.transaction(async (tx) => {
    // Reading the source is enough on its own book; the target book is the one that changes.
    await authorizeBook(tx, auth, path.bookOid, "view");
    await locateFile(tx, path);
    const target = await locateTarget(tx, targetSectionOid);
    await authorizeBook(tx, auth, target.bookOid, "editStructure");
    requireOpen(target);
    const now = clock.now();
    await touchBook(tx, target.bookOid, now);
    const [source] = await tx
      .select({ name: contentFiles.name, type: contentFiles.type, content: contentFiles.content })
      .from(contentFiles)
      .where(eq(contentFiles.oid, path.fileOid))
      .limit(1);
    if (!source) throw errors.notFound();
    const [copy] = await tx
      .insert(contentFiles)
      .values({
        ...source,
        sectionOid: target.sectionOid,
        position: await nextPosition(tx, FILE_LIST, target.sectionOid),
        createdAt: now,
        updatedAt: now,
      })
      .returning(FILE_NODE_COLUMNS);
    if (!copy) throw errors.internal();
    return presentFile(copy);
  });
}
