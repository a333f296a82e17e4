// The one way a document is stored (socket saves, PUT, copies, restores): checked against the shared
// schema and the size limit, then the file and its new revision in one transaction. The version
// check is the fence: whatever the locks say, two saves made on the same version never both apply.

import { InvalidDocumentError, validateDocument } from "@textbook/schema";
import { SAVE_CONTENT_LIMITS } from "@textbook/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentFiles, contentRevisions } from "../../db/schema/index.ts";
import { EditRefusal } from "./edit-refusal.ts";

export type DocumentJson = Record<string, unknown>;

export interface ContentWrite {
  fileOid: string;
  /** The version the edit was made on; null overwrites whatever is stored (copies). */
  baseVersion: number | null;
  content: DocumentJson;
  clientSaveId: string | null;
  authorOid: string;
  now: Date;
}

export interface WrittenContent {
  version: number;
  /** This clientSaveId had already been applied: nothing was written again. */
  duplicate: boolean;
  /** False when the document equals the stored one: no new version. */
  changed: boolean;
}

/** Test seam: runs inside the transaction, after the writes, before the commit. */
export interface WriteHooks {
  beforeCommit?: () => Promise<void>;
}

/** Size, then schema: the refusals every save path answers before touching the database. */
export function checkDocument(content: DocumentJson): string {
  const json = JSON.stringify(content);
  if (Buffer.byteLength(json) > SAVE_CONTENT_LIMITS.maxContentBytes) {
    throw new EditRefusal("error.content.tooLarge");
  }
  try {
    validateDocument(content);
  } catch (error) {
    if (error instanceof InvalidDocumentError) throw new EditRefusal("error.argument.illegal", error.message);
    throw error;
  }
  return json;
}

/** The version an earlier save with this id made, if it was applied. */
export async function findSave(db: Db, fileOid: string, clientSaveId: string): Promise<number | null> {
  const [row] = await db
    .select({ version: contentRevisions.version })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.fileOid, fileOid), eq(contentRevisions.clientSaveId, clientSaveId)))
    .limit(1);
  return row?.version ?? null;
}

export function writeContent(db: Db, write: ContentWrite, hooks: WriteHooks = {}): Promise<WrittenContent> {
  const json = checkDocument(write.content);
  return db.transaction(async (tx) => {
    // The row lock orders concurrent saves of one file; each sees the version the last one left.
    const [current] = await tx
      .select({
        version: contentFiles.version,
        same: sql<boolean>`${contentFiles.content} = ${json}::jsonb`,
        // Table names spelt out: inside the sub-select Drizzle's bare column names would be ambiguous.
        kept: sql<boolean>`exists (select 1 from content_revisions r where r.file_oid = content_files.oid and r.version = content_files.version)`,
      })
      .from(contentFiles)
      .where(eq(contentFiles.oid, write.fileOid))
      .for("update");
    if (!current) throw new EditRefusal("error.book.file.invalid");
    if (write.baseVersion !== null && current.version !== write.baseVersion) {
      // A re-send that raced its own first attempt lands here once that attempt committed.
      const applied = write.clientSaveId ? await findSave(tx, write.fileOid, write.clientSaveId) : null;
      if (applied !== null) return { version: applied, duplicate: true, changed: false };
      throw new EditRefusal("error.content.versionStale");
    }
    if (current.same) return { version: current.version, duplicate: false, changed: false };
    if (!current.kept) await keepCurrentVersion(tx, write.fileOid);
    const version = current.version + 1;
    await tx
      .update(contentFiles)
      .set({ content: write.content, version, updatedAt: write.now })
      .where(eq(contentFiles.oid, write.fileOid));
    await tx.insert(contentRevisions).values({
      fileOid: write.fileOid,
      version,
      content: write.content,
      authorOid: write.authorOid,
      clientSaveId: write.clientSaveId,
      createdAt: write.now,
    });
    await hooks.beforeCommit?.();
    return { version, duplicate: false, changed: true };
  });
}

/** The version a file had before its first save (created, copied, imported) joins the history. */
async function keepCurrentVersion(tx: Db, fileOid: string): Promise<void> {
  const [file] = await tx
    .select({ content: contentFiles.content, version: contentFiles.version, at: contentFiles.updatedAt })
    .from(contentFiles)
    .where(eq(contentFiles.oid, fileOid));
  if (!file) return;
  await tx.insert(contentRevisions).values({
    fileOid,
    version: file.version,
    content: file.content as DocumentJson,
    authorOid: null,
    createdAt: file.at,
  });
}
