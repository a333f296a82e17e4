// One socket's events (the contract in packages/shared/src/realtime/save-socket.ts): join and leave
// files, save, renew the lock, ask to take over and hand over, answer a custom-style request. Every event
// resolves the session again, and a periodic check follows the socket's rights between events: a
// socket whose session ended is told and disconnected, one that may no longer read a file leaves
// its room and gives up its lock there (security review F-07).
import {
  customStyleSaveResultSchema,
  type FileAddress,
  fileAddressSchema,
  type SaveErrorCode,
  saveContentSchema,
} from "@textbook/shared";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Deps } from "../deps.ts";
import type { AuthContext } from "../http/auth.ts";
import type { EditLockParty, EditLockStore } from "../locks/lock-store.ts";
import { editBlock, requireEditable } from "../modules/content/edit-block.ts";
import { EditRefusal } from "../modules/content/edit-refusal.ts";
import { loadContent } from "../modules/content/load-content.ts";
import { type OpenedFile, openFile } from "../modules/content/open-file.ts";
import { saveFile } from "../modules/content/save-file.ts";
import { acknowledged, type Handled } from "./ack.ts";
import { trackAskedToSave } from "./asked-to-save.ts";
import type { CustomStyleWaits } from "./custom-style.ts";
import { authenticate, partyOf, tokenOf } from "./handshake.ts";
import type { LockedFile, LockMoves } from "./lock-moves.ts";
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

/** A file this socket joined, with the address its rights are checked on again. */
interface FileInRoom extends LockedFile {
  address: FileAddress;
  /** When an event last found the socket allowed here (performance.now()). */
  verifiedAt: number;
}

export function handleConnection(context: SocketContext, socket: SaveServerSocket): void {
  const { deps, log, namespace, locks, moves, options } = context;
  const party = partyOf(socket);
  const joined = new Map<string, FileInRoom>();
  const askedToSave = trackAskedToSave(socket, deps.clock, options.customStyleTimeoutMs);
  void socket.join([rooms.party(party.key), rooms.session(party.sessionOid)]);

  /** When an event last resolved the session (performance.now()): the periodic check skips it then. */
  let sessionVerifiedAt = 0;
  const editor = async () => {
    const auth = await authenticate(deps, tokenOf(socket));
    sessionVerifiedAt = performance.now();
    return { auth, party };
  };

  /**
   * An event's handler, tracked: shutdown waits for a save under way to finish its announcements
   * while the Redis connection is still open (one sent after it closed was an unhandled rejection).
   */
  function handle<S extends z.ZodType, T>(schema: S, action: (payload: z.infer<S>) => Promise<Handled<T>>) {
    const handler = acknowledged(log, schema, action);
    return (payload: unknown, ack: unknown) => context.track(handler(payload, ack));
  }

  async function enter(opened: OpenedFile): Promise<FileInRoom> {
    const file = {
      fileOid: opened.file.oid,
      bookOid: opened.book.oid,
      address: opened.address,
      verifiedAt: performance.now(),
    };
    joined.set(file.fileOid, file);
    await socket.join(rooms.file(file.fileOid));
    return file;
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
    cancelTakeover(file.fileOid, party.key);
    await locks.stopWaiting(file.fileOid, party.key);
    moves.withdrawn(file, lock.holder);
  }

  const takeoverId = (fileOid: string, waiterKey: string) => `${fileOid}|${waiterKey}`;

  function cancelTakeover(fileOid: string, waiterKey: string) {
    const id = takeoverId(fileOid, waiterKey);
    clearTimeout(context.takeoverTimers.get(id));
    context.takeoverTimers.delete(id);
  }

  /** The fallback for a holder gone silent: its own hand-over is due at the end of its grace. */
  function scheduleTakeover(file: LockedFile, holder: EditLockParty) {
    cancelTakeover(file.fileOid, party.key);
    const id = takeoverId(file.fileOid, party.key);
    const timer = setTimeout(() => {
      context.takeoverTimers.delete(id);
      moves.passOn(file, holder, party.key).catch((error: unknown) => log.error({ err: error }, "takeover"));
    }, options.takeoverGraceMs + options.takeoverSlackMs);
    timer.unref();
    context.takeoverTimers.set(id, timer);
  }

  socket.on(
    "join-file",
    handle(fileAddressSchema, async (address) => {
      const { auth } = await editor();
      const opened = await openFile(deps.db, auth, address);
      const block = editBlock(opened);
      const file = await enter(opened);
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
    handle(fileAddressSchema, async (address) => {
      await editor();
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
    handle(saveContentSchema, async (save) => {
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
      // The save checked the session and the right to edit the file: the next check may skip it.
      const file = joined.get(fileOid);
      if (file) file.verifiedAt = performance.now();
      return {
        data: { version: saved.version, duplicate: saved.duplicate },
        after: () => moves.afterSave(saved, save.content, socket.id),
      };
    }),
  );

  socket.on(
    "renew-lock",
    handle(fileAddressSchema, async (address) => {
      const { auth } = await editor();
      // Only a writer who may still edit keeps the lock alive (a running book task does not count:
      // the lock outlasts it).
      if (editBlock(await openFile(deps.db, auth, address)) === "error.permission.denied") {
        throw new EditRefusal("error.permission.denied");
      }
      if (!(await locks.renew(address.fileOid, party.key, deps.clock.now()))) {
        throw new EditRefusal("error.editing-file.failed");
      }
      return { data: null };
    }),
  );

  socket.on(
    "request-takeover",
    handle(fileAddressSchema, async (address) => {
      const { auth } = await editor();
      const opened = await openFile(deps.db, auth, address);
      requireEditable(opened);
      const file = await enter(opened);
      const now = deps.clock.now();
      const wait = await locks.wait(file.fileOid, party, now);
      if (wait.state === "busy") throw new EditRefusal("error.editing-file.failed");
      if (wait.state === "vacant") {
        const result = await locks.acquire(file.fileOid, party, now);
        if (!result.granted) throw new EditRefusal("error.editing-file.failed");
        if (result.replaced) moves.lost(file, result.replaced, "error.editing-file.failed", party);
        return { data: null, after: () => moves.granted(file, party) };
      }
      namespace.to(rooms.party(wait.lock.holder.key)).emit("takeover-requested", {
        fileOid: file.fileOid,
        requester: presentParty(party),
        graceMs: options.takeoverGraceMs,
      });
      scheduleTakeover(file, wait.lock.holder);
      // The request stands: the waiter is told to wait for the holder's save (content §8).
      throw new EditRefusal("error.writing-file.waiting");
    }),
  );

  socket.on(
    "hand-over",
    handle(fileAddressSchema, async (address) => {
      await editor();
      const file = joined.get(address.fileOid);
      const lock = file && (await locks.read(file.fileOid, deps.clock.now()));
      if (!file || lock?.holder.key !== party.key) throw new EditRefusal("error.editing-file.failed");
      if (!lock.waiter) return { data: { passed: false } };
      cancelTakeover(file.fileOid, lock.waiter.key);
      // Told before the acknowledgement: the holder reads only by the time its request resolves.
      const passed = await moves.passOn(file, party, lock.waiter.key);
      return { data: { passed } };
    }),
  );

  socket.on(
    "start-save-custom-style",
    handle(customStyleSaveResultSchema, async (answer) => {
      await editor();
      askedToSave.answered();
      context.styles.answer(socket.id, answer.saveContentResult);
      context.relayStyleAnswer?.({ socketId: socket.id, saved: answer.saveContentResult });
      return { data: null };
    }),
  );

  /** The session ended (logout, expiry, disabled account, changed roles): tell, then disconnect. */
  function endSession(code: SaveErrorCode) {
    socket.emit("access-ended", { fileOid: null, errorCode: code });
    socket.disconnect(true);
  }

  /** The socket may no longer read the file: out of its room, its lock released or handed on. */
  async function shutOut(file: FileInRoom, code: SaveErrorCode) {
    joined.delete(file.fileOid);
    await socket.leave(rooms.file(file.fileOid));
    socket.emit("access-ended", { fileOid: file.fileOid, errorCode: code });
    await letGo(file);
  }

  /** Still reads the file but may no longer edit it: a lock it holds goes (to a waiter, if any). */
  async function dropLock(file: FileInRoom) {
    const lock = await locks.read(file.fileOid, deps.clock.now());
    if (lock?.holder.key !== party.key) return;
    moves.lost(file, party, "error.permission.denied", null);
    await moves.release(file, party);
  }

  /**
   * What an event has verified within the last interval is not checked again: a writer saving as it
   * types costs the check nothing, and its rights are still judged at every save.
   */
  async function checkAccess() {
    const since = performance.now() - options.accessCheckMs;
    const stale = [...joined.values()].filter((file) => file.verifiedAt <= since);
    if (stale.length === 0 && sessionVerifiedAt > since) return;
    let auth: AuthContext;
    try {
      auth = (await editor()).auth;
    } catch (error) {
      if (!(error instanceof EditRefusal)) throw error;
      return endSession(error.code);
    }
    for (const file of stale) {
      try {
        const opened = await openFile(deps.db, auth, file.address);
        if (editBlock(opened) === "error.permission.denied") await dropLock(file);
        else file.verifiedAt = performance.now();
      } catch (error) {
        if (!(error instanceof EditRefusal)) throw error;
        await shutOut(file, error.code);
      }
    }
  }

  let checking: Promise<void> | null = null;
  const check = () => {
    if (checking || !socket.connected) return;
    checking = checkAccess()
      .catch((error: unknown) => log.error({ err: error }, "checking a socket's access"))
      .finally(() => {
        checking = null;
      });
    context.track(checking);
  };
  // Each socket starts its round at a random point of the interval: sockets that connected together
  // (a restart, a class opening the book) would otherwise check all at once and queue the saves
  // behind their queries.
  let accessTimer: NodeJS.Timeout = setTimeout(() => {
    check();
    accessTimer = setInterval(check, options.accessCheckMs);
    accessTimer.unref();
  }, Math.random() * options.accessCheckMs);
  accessTimer.unref();

  socket.on("disconnect", () => {
    clearTimeout(accessTimer);
    clearInterval(accessTimer);
    // On shutdown the locks stay: the tab reconnects to another instance (or this one restarted)
    // and takes them back; a tab that never returns lets them expire.
    if (context.shuttingDown()) return;
    for (const file of joined.values()) {
      context.track(letGo(file).catch((error: unknown) => log.error({ err: error }, "releasing a lock")));
    }
  });
}
