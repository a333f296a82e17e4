// The one way a document is stored (socket saves, PUT, copies, restores): checked against the shared
// schema and the size limit, then the file and its new revision in one transaction. The version
// check is the fence: whatever the locks say, two saves made on the same version never both apply.

import { InvalidDocumentError, validateDocument } from "@textbook/schema";
import { type DocumentJson, SAVE_CONTENT_LIMITS } from "@textbook/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newOid } from "../../db/oid.ts";
import { contentFiles, contentRevisions } from "../../db/schema/index.ts";
import { EditRefusal } from "./edit-refusal.ts";
import { pruneRevisions } from "./prune-revisions.ts";

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

/** Test seam: runs inside the write's transaction, after the writes, before the commit. */
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

export async function writeContent(
  db: Db,
  write: ContentWrite,
  hooks: WriteHooks = {},
): Promise<WrittenContent> {
  const json = checkDocument(write.content);
  const { beforeCommit } = hooks;
  // The write is one statement, a transaction of its own; an explicit one only gives the crash
  // tests their moment between the writes and the commit.
  const version = beforeCommit
    ? await db.transaction(async (tx) => {
        const written = await writeIfCurrent(tx, write, json);
        if (written !== null) await beforeCommit();
        return written;
      })
    : await writeIfCurrent(db, write, json);
  if (version === null) return explainUnwritten(db, write);
  await pruneRevisions(db, write.fileOid);
  return { version, duplicate: false, changed: true };
}

/**
 * One statement, as every save takes this path: when the file is still at the base version and the
 * document differs, the file's first version joins the history (once), the file takes the new
 * document and version, and the new revision is recorded. The row lock orders concurrent saves of
 * one file; a save made on a version another save replaced meanwhile finds no row. Null when
 * nothing was written.
 */
async function writeIfCurrent(tx: Db, write: ContentWrite, json: string): Promise<number | null> {
  const now = sql`${write.now.toISOString()}::timestamptz`;
  const result = await tx.execute(sql`
    with doc as (select ${json}::jsonb as content),
    current as (
      select f.oid, f.version, f.content, f.updated_at from content_files f
      where f.oid = ${write.fileOid}
        and (${write.baseVersion}::int is null or f.version = ${write.baseVersion}::int)
        and f.content <> (select content from doc)
      for update of f
    ),
    kept as (
      insert into content_revisions (oid, file_oid, version, content, author_oid, client_save_id, created_at)
      select ${newOid()}, c.oid, c.version, c.content, null, null, c.updated_at from current c
      where not exists (select 1 from content_revisions r where r.file_oid = c.oid and r.version = c.version)
    ),
    updated as (
      update content_files f set content = (select content from doc), version = f.version + 1, updated_at = ${now}
      from current c where f.oid = c.oid
      returning f.version
    )
    insert into content_revisions (oid, file_oid, version, content, author_oid, client_save_id, created_at)
    select ${newOid()}, ${write.fileOid}, u.version, (select content from doc), ${write.authorOid},
      ${write.clientSaveId}, ${now}
    from updated u
    returning version`);
  const [row] = (result as unknown as { rows: { version: number }[] }).rows;
  return row ? Number(row.version) : null;
}

/** Why nothing was written: no such file, a stale base (or this very save, already applied), or no change. */
async function explainUnwritten(db: Db, write: ContentWrite): Promise<WrittenContent> {
  const [current] = await db
    .select({ version: contentFiles.version })
    .from(contentFiles)
    .where(eq(contentFiles.oid, write.fileOid));
  if (!current) throw new EditRefusal("error.book.file.invalid");
  if (write.baseVersion !== null && current.version !== write.baseVersion) {
    // A re-sent save that raced its own first attempt lands here once that attempt committed.
    const applied = write.clientSaveId ? await findSave(db, write.fileOid, write.clientSaveId) : null;
    if (applied !== null) return { version: applied, duplicate: true, changed: false };
    throw new EditRefusal("error.content.versionStale");
  }
  return { version: current.version, duplicate: false, changed: false };
}
