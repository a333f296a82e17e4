// A save, from the socket or over HTTP: the file is visible and editable, the caller holds the
// lock, then the document is written. A re-sent save is answered with the version it made (the
// write finds its base stale and its clientSaveId applied), without a query on the common path.
import type { DocumentJson, FileAddress } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import type { EditLockParty, EditLockStore } from "../../locks/lock-store.ts";
import { bookAllows } from "../books/policy.ts";
import { changesParagraphStyle } from "../styles/paragraph-style-changes.ts";
import { requireEditable } from "./edit-block.ts";
import { EditRefusal } from "./edit-refusal.ts";
import { loadContent } from "./load-content.ts";
import { type OpenedFile, openFile } from "./open-file.ts";
import { findSave, type WriteHooks, type WrittenContent, writeContent } from "./write-content.ts";

export interface Editor {
  auth: AuthContext;
  /** A socket's lock party; null for an HTTP caller, whose session may hold the lock or find it free. */
  party: EditLockParty | null;
}

export interface SaveRequest {
  address: FileAddress;
  baseVersion: number | null;
  content: DocumentJson;
  clientSaveId: string | null;
  /** A save a whole-book task asked for (see EditLeave). */
  askedByBookTask?: boolean;
}

export interface SavedFile extends WrittenContent {
  opened: OpenedFile;
}

async function holdLock(locks: EditLockStore, editor: Editor, fileOid: string, now: Date): Promise<void> {
  if (editor.party) {
    // Saving renews the lock: an author who keeps typing never loses it.
    if (!(await locks.renew(fileOid, editor.party.key, now)))
      throw new EditRefusal("error.editing-file.failed");
    return;
  }
  const lock = await locks.read(fileOid, now);
  if (lock && lock.holder.sessionOid !== editor.auth.session.oid) {
    throw new EditRefusal("error.editing-file.failed");
  }
}

/**
 * Issue 6 item 5: without editParagraphStyle, a save may not restyle a paragraph, list or heading
 * of the stored document (as the editor shows it: upgraded). Answers the base version the write
 * must find, so the document compared is the one replaced (a copy, which overwrites whatever is
 * stored, is fenced on the version read here).
 */
async function keepParagraphStyle(db: Db, opened: OpenedFile, request: SaveRequest): Promise<number | null> {
  if (bookAllows(opened.actor, opened.book, "editParagraphStyle")) return request.baseVersion;
  const stored = await loadContent(db, opened.file.oid);
  // A stale base is refused (or answered as a repeat) by the write; nothing to compare.
  if (request.baseVersion !== null && request.baseVersion !== stored.version) return request.baseVersion;
  if (changesParagraphStyle(stored.content, request.content)) {
    throw new EditRefusal("error.permission.denied");
  }
  return stored.version;
}

export interface SaveScope extends Pick<Deps, "db" | "clock"> {
  locks: EditLockStore;
}

export async function saveFile(
  { db, clock, locks }: SaveScope,
  editor: Editor,
  request: SaveRequest,
  hooks?: WriteHooks,
): Promise<SavedFile> {
  const opened = await openFile(db, editor.auth, request.address);
  requireEditable(opened, { askedByBookTask: request.askedByBookTask });
  const now = clock.now();
  try {
    await holdLock(locks, editor, opened.file.oid, now);
  } catch (refusal) {
    // A save re-sent after its acknowledgement was lost is answered, even if the lock moved on since.
    const applied = request.clientSaveId ? await findSave(db, opened.file.oid, request.clientSaveId) : null;
    if (applied === null) throw refusal;
    return { version: applied, duplicate: true, changed: false, opened };
  }
  const baseVersion = await keepParagraphStyle(db, opened, request);
  const written = await writeContent(
    db,
    {
      fileOid: opened.file.oid,
      baseVersion,
      content: request.content,
      clientSaveId: request.clientSaveId,
      authorOid: editor.auth.user.oid,
      now,
    },
    hooks,
  );
  return { ...written, opened };
}
