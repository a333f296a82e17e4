// One socket's events (the contract in packages/shared/src/realtime/save-socket.ts): join and leave
// files, save, renew the lock, ask to take over, answer a custom-style request.
import { customStyleSaveResultSchema, fileAddressSchema, saveContentSchema } from "@textbook/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../deps.ts";
import { editBlock, requireEditable } from "../modules/content/edit-block.ts";
import { EditRefusal } from "../modules/content/edit-refusal.ts";
import { loadContent } from "../modules/content/load-content.ts";
import { openFile } from "../modules/content/open-file.ts";
import { saveFile } from "../modules/content/save-file.ts";
import { acknowledged } from "./ack.ts";
import { trackAskedToSave } from "./asked-to-save.ts";
import type { CustomStyleWaits } from "./custom-style.ts";
import { authenticate, partyOf, tokenOf } from "./handshake.ts";
import type { LockedFile, LockMoves } from "./lock-moves.ts";
import type { EditLockParty, EditLockStore } from "./locks/lock-store.ts";
import type { SaveSocketOptions } from "./options.ts";
import { presentParty, rooms, type SaveNamespace, type SaveServerSocket } from "./types.ts";

export interface SocketContext {
  deps: Pick<Deps, "db" | "clock">;
  log: FastifyBaseLogger;
  namespace: SaveNamespace;
  locks: EditLockStore;
  moves: LockMoves;
  styles: CustomStyleWaits;
  options: SaveSocketOptions;
  /** Relays custom-style answers to the other instances (only with the Redis adapter). */
  relayStyleAnswer: ((answer: { socketId: string; saved: boolean }) => void) | null;
  takeoverTimers: Map<string, NodeJS.Timeout>;
  shuttingDown(): boolean;
  /** Work started outside an event (releases on disconnect) that shutdown waits for. */
  track(work: Promise<unknown>): void;
}

export function handleConnection(context: SocketContext, socket: SaveServerSocket): void {
  const { deps, log, namespace, locks, moves, options } = context;
  const party = partyOf(socket);
  const joined = new Map<string, LockedFile>();
  const askedToSave = trackAskedToSave(socket, deps.clock, options.customStyleTimeoutMs);
  void socket.join(rooms.party(party.key));

  const editor = async () => ({ auth: await authenticate(deps, tokenOf(socket)), party });

  async function enter(file: LockedFile) {
    joined.set(file.fileOid, file);
    await socket.join(rooms.file(file.fileOid));
  }

  /** Another socket of this party (a second connection of the same tab) still has the file open. */
  async function partyStillHas(fileOid: string) {
    const sockets = await namespace.in(rooms.party(party.key)).fetchSockets();
    return sockets.some((other) => other.id !== socket.id && other.rooms.has(rooms.file(fileOid)));
  }

  async function letGo(file: LockedFile) {
    const lock = await locks.read(file.fileOid, deps.clock.now());
    const holds = lock?.holder.key === party.key;
    if (!lock || (!holds && lock.waiter?.key !== party.key) || (await partyStillHas(file.fileOid))) return;
    if (holds) return moves.release(file, party);
    clearTimeout(context.takeoverTimers.get(`${file.fileOid}|${party.key}`));
    await locks.stopWaiting(file.fileOid, party.key);
  }

  function scheduleTakeover(file: LockedFile, holder: EditLockParty) {
    const id = `${file.fileOid}|${party.key}`;
    clearTimeout(context.takeoverTimers.get(id));
    const timer = setTimeout(() => {
      context.takeoverTimers.delete(id);
      moves.passOn(file, holder, party.key).catch((error: unknown) => log.error({ err: error }, "takeover"));
    }, options.takeoverGraceMs);
    timer.unref();
    context.takeoverTimers.set(id, timer);
  }

  socket.on(
    "join-file",
    acknowledged(log, fileAddressSchema, async (address) => {
      const { auth } = await editor();
      const opened = await openFile(deps.db, auth, address);
      const block = editBlock(opened);
      const file = { fileOid: opened.file.oid, bookOid: opened.book.oid };
      await enter(file);
      const now = deps.clock.now();
      let holder: EditLockParty | null = null;
      if (block) {
        const lock = await locks.read(file.fileOid, now);
        holder = lock && lock.holder.key !== party.key ? lock.holder : null;
      } else {
        const result = await locks.acquire(file.fileOid, party, now);
        if (result.granted) {
          await socket.join(rooms.writers(file.bookOid));
          if (result.replaced) moves.lost(file, result.replaced, "error.editing-file.failed", party);
        } else {
          holder = result.lock.holder;
        }
      }
      const mode: "edit" | "read" = !block && !holder ? "edit" : "read";
      const loaded = await loadContent(deps.db, file.fileOid);
      return { data: { ...loaded, mode, holder: holder && presentParty(holder), readOnlyReason: block } };
    }),
  );

  socket.on(
    "leave-file",
    acknowledged(log, fileAddressSchema, async (address) => {
      const file = joined.get(address.fileOid);
      if (!file) return { data: null };
      joined.delete(file.fileOid);
      await socket.leave(rooms.file(file.fileOid));
      await letGo(file);
      return { data: null };
    }),
  );

  socket.on(
    "save-content",
    acknowledged(log, saveContentSchema, async (save) => {
      const { bookOid, chapterOid, sectionOid, fileOid } = save;
      const saved = await saveFile(
        { ...deps, locks },
        await editor(),
        {
          address: { bookOid, chapterOid, sectionOid, fileOid },
          baseVersion: save.baseVersion,
          content: save.content,
          clientSaveId: save.clientSaveId,
          askedByBookTask: askedToSave.asked(bookOid),
        },
        options.hooks,
      );
      // Committed; the acknowledgement follows (the test seam stands between the two).
      if (!saved.duplicate) await options.hooks.afterCommit?.();
      return {
        data: { version: saved.version, duplicate: saved.duplicate },
        after: () => moves.afterSave(saved, save.content, socket.id),
      };
    }),
  );

  socket.on(
    "renew-lock",
    acknowledged(log, fileAddressSchema, async (address) => {
      if (!(await locks.renew(address.fileOid, party.key, deps.clock.now()))) {
        throw new EditRefusal("error.editing-file.failed");
      }
      return { data: null };
    }),
  );

  socket.on(
    "request-takeover",
    acknowledged(log, fileAddressSchema, async (address) => {
      const { auth } = await editor();
      const opened = await openFile(deps.db, auth, address);
      requireEditable(opened);
      const file = { fileOid: opened.file.oid, bookOid: opened.book.oid };
      await enter(file);
      const now = deps.clock.now();
      const wait = await locks.wait(file.fileOid, party, now);
      if (wait.state === "busy") throw new EditRefusal("error.editing-file.failed");
      if (wait.state === "vacant") {
        const result = await locks.acquire(file.fileOid, party, now);
        if (!result.granted) throw new EditRefusal("error.editing-file.failed");
        if (result.replaced) moves.lost(file, result.replaced, "error.editing-file.failed", party);
        return { data: null, after: () => moves.granted(file, party) };
      }
      namespace
        .to(rooms.party(wait.lock.holder.key))
        .emit("takeover-requested", { fileOid: file.fileOid, requester: presentParty(party) });
      scheduleTakeover(file, wait.lock.holder);
      // The request stands: the waiter is told to wait for the holder's save (content §8).
      throw new EditRefusal("error.writing-file.waiting");
    }),
  );

  socket.on(
    "start-save-custom-style",
    acknowledged(log, customStyleSaveResultSchema, async (answer) => {
      askedToSave.answered();
      context.styles.answer(socket.id, answer.saveContentResult);
      context.relayStyleAnswer?.({ socketId: socket.id, saved: answer.saveContentResult });
      return { data: null };
    }),
  );

  socket.on("disconnect", () => {
    // On shutdown the locks stay: the tab reconnects to another instance (or this one restarted)
    // and takes them back; a tab that never returns lets them expire.
    if (context.shuttingDown()) return;
    for (const file of joined.values()) {
      context.track(letGo(file).catch((error: unknown) => log.error({ err: error }, "releasing a lock")));
    }
  });
}
