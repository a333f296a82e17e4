// GET .../content, PUT .../content and GET .../headings. A PUT follows the socket's save rules; an
// HTTP caller has no socket, so its session may save while it holds the lock or nobody does.
import type {
  ContentHeading,
  ContentLock,
  FileAddress,
  FileContent,
  PutContentBody,
  SavedVersion,
} from "@textbook/shared";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import type { LiveLock } from "../../locks/lock-store.ts";
import { presentParty } from "../../realtime/types.ts";
import { editBlock } from "./edit-block.ts";
import { headingsOf } from "./headings.ts";
import { loadContent } from "./load-content.ts";
import { openFile } from "./open-file.ts";
import { saveOverHttp } from "./save-over-http.ts";

type ContentDeps = Pick<Deps, "db" | "clock" | "saveSocket">;

function presentLock(lock: LiveLock | null, auth: AuthContext): ContentLock {
  if (!lock) return { state: "free", holder: null };
  return {
    state: lock.holder.userOid === auth.user.oid ? "mine" : "other",
    holder: presentParty(lock.holder),
  };
}

export async function getContent(
  deps: ContentDeps,
  auth: AuthContext,
  address: FileAddress,
): Promise<FileContent> {
  const opened = await openFile(deps.db, auth, address);
  const readOnlyReason = editBlock(opened);
  const lock = await deps.saveSocket.locks.read(opened.file.oid, deps.clock.now());
  const loaded = await loadContent(deps.db, opened.file.oid);
  return { ...loaded, lock: presentLock(lock, auth), readOnlyReason };
}

export async function putContent(
  deps: ContentDeps,
  auth: AuthContext,
  address: FileAddress,
  body: PutContentBody,
): Promise<SavedVersion> {
  const saved = await saveOverHttp(deps, auth, {
    address,
    baseVersion: body.baseVersion,
    content: body.content,
    clientSaveId: body.clientSaveId ?? null,
  });
  return { version: saved.version, duplicate: saved.duplicate };
}

export async function getHeadings(
  deps: Pick<Deps, "db">,
  auth: AuthContext,
  address: FileAddress,
): Promise<{ items: ContentHeading[]; total: number }> {
  const opened = await openFile(deps.db, auth, address);
  const items = headingsOf((await loadContent(deps.db, opened.file.oid)).content);
  return { items, total: items.length };
}
