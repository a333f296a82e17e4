// The save socket (DESIGN §6): socket.io on the app's own HTTP server (same origin, path
// SAVE_SOCKET_PATH, namespace SAVE_NAMESPACE), the Redis adapter when REDIS_URL is set so events
// reach sockets on every instance, and the edit locks in Redis or PostgreSQL.
import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { SAVE_NAMESPACE, SAVE_SOCKET_PATH } from "@textbook/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { Server } from "socket.io";
import type { Deps } from "../deps.ts";
import type { ProxyTrust } from "../http/trusted-proxy.ts";
import { createLockStore } from "../locks/choose-locks.ts";
import type { EditLockStore } from "../locks/lock-store.ts";
import { DOCUMENT_BODY_LIMIT } from "../modules/content/document-body-limit.ts";
import { handleConnection, type SocketContext } from "./connection.ts";
import { type CustomStyleSaveReport, createCustomStyleWaits } from "./custom-style.ts";
import { allowHandshake, checkHandshake } from "./handshake.ts";
import { createLockMoves, type LockMoves } from "./lock-moves.ts";
import type { SaveSocketOptions } from "./options.ts";
import { createReadAccess } from "./read-access.ts";
import { rooms, type SaveServer } from "./types.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The save socket; other modules reach it through Deps, tests through the app. */
    saveSocket: SaveSocket;
  }
}

export interface SaveSocket {
  locks: EditLockStore;
  moves: LockMoves;
  /**
   * Asks the book's writers, on every instance, to save now (`before-save-custom-style`) and waits
   * for their `start-save-custom-style` answers, at most `timeoutMs`. For the whole-book style update.
   */
  beforeSaveCustomStyle(bookOid: string, timeoutMs?: number): Promise<CustomStyleSaveReport>;
  /**
   * The session was logged out: its sockets on every instance are told and disconnected at once
   * (their locks released or handed on as after any disconnect).
   */
  endSession(sessionOid: string): void;
  /** Graceful shutdown: disconnects the sockets (their locks stay for them to reclaim). */
  close(): Promise<void>;
}

export interface SaveSocketInput {
  server: HttpServer;
  deps: Pick<Deps, "db" | "clock">;
  redis: Redis | null;
  log: FastifyBaseLogger;
  options: SaveSocketOptions;
  /** TRUST_PROXY's proxies, whose X-Forwarded-Host the same-origin check believes. */
  trustsProxy: ProxyTrust;
}

export function createSaveSocket({
  server,
  deps,
  redis,
  log,
  options,
  trustsProxy,
}: SaveSocketInput): SaveSocket {
  const io: SaveServer = new Server(server, {
    path: SAVE_SOCKET_PATH,
    serveClient: false,
    // A whole document per save; only connections that passed allowHandshake (a live session) get
    // to send anything at all.
    maxHttpBufferSize: DOCUMENT_BODY_LIMIT,
    allowRequest: allowHandshake(deps, trustsProxy, log),
    pingInterval: options.pingIntervalMs,
    pingTimeout: options.pingTimeoutMs,
  });
  // The main namespace serves nothing: a socket there is refused.
  io.of("/").use((_socket, next) => next(new Error("error.argument.illegal")));
  const subscriber = redis?.duplicate() ?? null;
  if (redis && subscriber) {
    io.adapter(createAdapter(redis, subscriber, { key: options.channel, requestsTimeout: 3_000 }));
  }
  const namespace = io.of(SAVE_NAMESPACE);
  const locks = createLockStore({ db: deps.db, redis }, "files", options.lockTtlMs);
  const moves = createLockMoves(deps, namespace, locks, createReadAccess(deps, options.accessCacheMs), log);
  const styles = createCustomStyleWaits(namespace);
  let shuttingDown = false;
  const inFlight = new Set<Promise<unknown>>();
  const context: SocketContext = {
    deps,
    log,
    namespace,
    locks,
    moves,
    styles,
    options,
    relayStyleAnswer: redis ? (answer) => namespace.serverSideEmit("custom-style-answered", answer) : null,
    takeoverTimers: new Map(),
    shuttingDown: () => shuttingDown,
    track(work) {
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    },
  };
  namespace.on("custom-style-answered", (answer) => styles.answer(answer.socketId, answer.saved));
  namespace.use(checkHandshake(deps));
  namespace.on("connection", (socket) => handleConnection(context, socket));

  return {
    locks,
    moves,
    beforeSaveCustomStyle: (bookOid, timeoutMs = options.customStyleTimeoutMs) =>
      styles.request(bookOid, timeoutMs),
    endSession(sessionOid) {
      const room = rooms.session(sessionOid);
      namespace.to(room).emit("access-ended", { fileOid: null, errorCode: "error.token.invalid" });
      namespace.in(room).disconnectSockets(true);
    },
    async close() {
      if (shuttingDown) return;
      shuttingDown = true;
      styles.cancelAll();
      for (const timer of context.takeoverTimers.values()) clearTimeout(timer);
      namespace.local.disconnectSockets(true);
      io.engine.close();
      // Releases begun before the shutdown finish while the database is still open.
      await Promise.allSettled(inFlight);
      await namespace.adapter.close();
      await subscriber?.quit();
    },
  };
}
