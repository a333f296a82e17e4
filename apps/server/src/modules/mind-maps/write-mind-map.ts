// POST .../mind-maps and PUT .../mind-maps/:mindMapOid: the file's editing rules (content §8 codes
// as HTTP errors: editContent, an open chapter, no whole-book task, and the document's edit lock
// free or the caller's own, since the author edits a map from the tab that holds it), a cover of the
// file's book, then the row.
import type { FileAddress, MindMap, MindMapBody, MindMapPath } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { newOid } from "../../db/oid.ts";
import { mindMaps } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { requireEditable } from "../content/edit-block.ts";
import { EditRefusal } from "../content/edit-refusal.ts";
import { openFile } from "../content/open-file.ts";
import { requireCover } from "./mind-map-cover.ts";
import { presentMindMap } from "./presenter.ts";
import { findMindMap, splitPath } from "./read-mind-map.ts";

type WriteDeps = Pick<Deps, "db" | "clock" | "links" | "saveSocket">;

export async function openForEdit(deps: WriteDeps, auth: AuthContext, address: FileAddress) {
  const opened = await openFile(deps.db, auth, address);
  requireEditable(opened);
  const lock = await deps.saveSocket.locks.read(opened.file.oid, deps.clock.now());
  if (lock && lock.holder.sessionOid !== auth.session.oid) throw new EditRefusal("error.editing-file.failed");
  return opened;
}

export async function createMindMap(
  deps: WriteDeps,
  auth: AuthContext,
  address: FileAddress,
  body: MindMapBody,
): Promise<MindMap> {
  const opened = await openForEdit(deps, auth, address);
  const cover = await requireCover(deps.db, opened.book.oid, body.coverAttachmentOid);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(mindMaps)
    .values({
      oid: newOid(),
      fileOid: opened.file.oid,
      title: body.title,
      data: body.data,
      coverAttachmentOid: cover?.oid ?? null,
      authorOid: auth.user.oid,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("mind map insert failed");
  return presentMindMap(row, deps.links, now);
}

/** Replaces the title and data; the cover changes only when the body names one (null removes it). */
export async function updateMindMap(
  deps: WriteDeps,
  auth: AuthContext,
  path: MindMapPath,
  body: MindMapBody,
): Promise<MindMap> {
  const { address, mindMapOid } = splitPath(path);
  const opened = await openForEdit(deps, auth, address);
  await findMindMap(deps.db, opened.file.oid, mindMapOid);
  const cover = await requireCover(deps.db, opened.book.oid, body.coverAttachmentOid);
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(mindMaps)
    .set({
      title: body.title,
      data: body.data,
      ...(cover === undefined ? {} : { coverAttachmentOid: cover?.oid ?? null }),
      authorOid: auth.user.oid,
      updatedAt: now,
    })
    .where(eq(mindMaps.oid, mindMapOid))
    .returning();
  if (!row) throw new Error("mind map update failed");
  return presentMindMap(row, deps.links, now);
}
