// What the sockets hear when a lock moves or a version is saved. Emits go through the adapter, so
// a party's sockets hear them on whichever instance they are connected to.
import type { DocumentJson, SaveErrorCode } from "@textbook/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../deps.ts";
import type { EditLockParty, EditLockStore } from "../locks/lock-store.ts";
import { loadContent } from "../modules/content/load-content.ts";
import type { SavedFile } from "../modules/content/save-file.ts";
import { tokenOf } from "./handshake.ts";
import type { ReadAccess } from "./read-access.ts";
import { presentParty, rooms, type SaveNamespace } from "./types.ts";

export interface LockedFile {
  fileOid: string;
  bookOid: string;
}

export function createLockMoves(
  deps: Pick<Deps, "db" | "clock">,
  namespace: SaveNamespace,
  locks: EditLockStore,
  access: ReadAccess,
  log: FastifyBaseLogger,
) {
  function lost(
    file: LockedFile,
    party: EditLockParty,
    errorCode: SaveErrorCode,
    holder: EditLockParty | null,
  ) {
    namespace
      .to(rooms.party(party.key))
      .emit("lock-lost", { fileOid: file.fileOid, errorCode, holder: holder && presentParty(holder) });
    // A party with two files of one book open leaves the writers' room too: it then misses a
    // custom-style request for the other file, whose own save path still refuses stale edits.
    namespace.in(rooms.party(party.key)).socketsLeave(rooms.writers(file.bookOid));
  }

  async function granted(file: LockedFile, party: EditLockParty) {
    namespace.in(rooms.party(party.key)).socketsJoin(rooms.writers(file.bookOid));
    const { version } = await loadContent(deps.db, file.fileOid);
    namespace.to(rooms.party(party.key)).emit("lock-granted", { fileOid: file.fileOid, version });
  }

  /** The holder handed over, or its grace ran out: its waiter (that one, when named) takes the lock. */
  async function passOn(file: LockedFile, from: EditLockParty, waiterKey?: string): Promise<boolean> {
    const next = await locks.handOver(file.fileOid, from.key, deps.clock.now(), waiterKey);
    if (!next) return false;
    lost(file, from, "error.writing-file-waiting.evict", next);
    await granted(file, next);
    return true;
  }

  /**
   * The new version goes only to the file's sockets (on every instance) whose session may still
   * read it: a socket whose rights went since it joined hears nothing, even before the periodic
   * check takes it out of the room.
   */
  async function announceSaved(saved: SavedFile, content: DocumentJson, exceptSocketId?: string) {
    const { address } = saved.opened;
    const sockets = await namespace.in(rooms.file(address.fileOid)).fetchSockets();
    const checked = await Promise.all(
      sockets
        .filter((socket) => socket.id !== exceptSocketId)
        .map(async (socket) => {
          const allowed = await access.allowed(socket.data.sessionOid, tokenOf(socket), address);
          return allowed ? socket.id : null;
        }),
    );
    const readers = checked.filter((id) => id !== null);
    if (readers.length === 0) return;
    namespace
      .to(readers)
      .emit("content-saved", { fileOid: address.fileOid, version: saved.version, content });
  }

  return {
    lost,
    granted,
    passOn,

    /**
     * After a save (socket or HTTP): the file's other viewers get the new version (a reader that
     * misses it finds it when it joins again). A waiter does not get the lock from a save: the
     * holder may go on typing until it hands over.
     */
    async afterSave(saved: SavedFile, content: DocumentJson, exceptSocketId?: string): Promise<void> {
      if (!saved.changed) return;
      await announceSaved(saved, content, exceptSocketId).catch((error: unknown) =>
        log.error({ err: error }, "announcing a saved version"),
      );
    },

    /**
     * The holder left the file (or disconnected, or lost its right): a waiter takes the lock, or it
     * is freed and the file's readers hear it at once, so none keeps naming a writer who is gone.
     */
    async release(file: LockedFile, holder: EditLockParty): Promise<void> {
      const next = await locks.release(file.fileOid, holder.key, deps.clock.now());
      namespace.in(rooms.party(holder.key)).socketsLeave(rooms.writers(file.bookOid));
      if (next) await granted(file, next);
      else namespace.to(rooms.file(file.fileOid)).emit("lock-released", { fileOid: file.fileOid });
    },

    /** The waiter left before the lock moved: its holder stops counting down. */
    withdrawn(file: LockedFile, holder: EditLockParty): void {
      namespace.to(rooms.party(holder.key)).emit("takeover-withdrawn", { fileOid: file.fileOid });
    },
  };
}

export type LockMoves = ReturnType<typeof createLockMoves>;
