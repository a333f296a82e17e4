// Who is on the socket: the handshake's session token, resolved like a bearer token. The engine's
// first request must already carry it (`Authorization: Bearer`), so a client without a live session
// gets no connection and cannot send a single frame; each event resolves it again, so a logout or a
// role change stops the socket's edits at once.
import type { IncomingMessage } from "node:http";
import { SAVE_ERROR_MESSAGES, type SaveErrorCode } from "@textbook/shared";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import type { AuthContext } from "../http/auth.ts";
import type { ProxyTrust } from "../http/trusted-proxy.ts";
import type { EditLockParty } from "../locks/lock-store.ts";
import { resolveAuth } from "../modules/auth/resolve-session.ts";
import { EditRefusal } from "../modules/content/edit-refusal.ts";
import type { SaveServerSocket } from "./types.ts";

const handshakeSchema = z.object({
  token: z.string().min(1).max(256),
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

/** A connect_error the client can read: `message` is the code, `data` carries the Chinese text. */
export function connectRefusal(code: SaveErrorCode): Error {
  return Object.assign(new Error(code), { data: { errorCode: code, message: SAVE_ERROR_MESSAGES[code] } });
}

export async function authenticate(deps: Pick<Deps, "db" | "clock">, token: string): Promise<AuthContext> {
  const resolved = await resolveAuth(deps.db, token, deps.clock.now());
  // A user who must still change a password someone else chose edits nothing (http/auth.ts).
  if (
    !resolved ||
    resolved.session.rolesVersion !== resolved.user.rolesVersion ||
    resolved.user.mustChangePassword
  ) {
    throw new EditRefusal("error.token.invalid");
  }
  return { token, ...resolved };
}

/** The session token of a socket, local or (fetched through the adapter) on another instance. */
export function tokenOf(socket: Pick<SaveServerSocket, "handshake">): string {
  return (socket.handshake.auth as { token: string }).token;
}

export function partyOf(socket: SaveServerSocket): EditLockParty {
  const { lockKey, sessionOid, userOid, fullName } = socket.data;
  return { key: lockKey, sessionOid, userOid, fullName };
}

/** Namespace middleware: refuses the connection without a live session. */
export function checkHandshake(deps: Pick<Deps, "db" | "clock">) {
  return async (socket: SaveServerSocket, next: (error?: Error) => void) => {
    const parsed = handshakeSchema.safeParse(socket.handshake.auth);
    if (!parsed.success) return next(connectRefusal("error.token.invalid"));
    // One session per socket: the one the engine let in is the one the events act for.
    if (bearerOf(socket.handshake.headers.authorization) !== parsed.data.token) {
      return next(connectRefusal("error.token.invalid"));
    }
    try {
      const auth = await authenticate(deps, parsed.data.token);
      socket.data = {
        userOid: auth.user.oid,
        fullName: auth.user.fullName,
        sessionOid: auth.session.oid,
        // The session and its tab: the same tab reconnecting (or reloaded) takes its lock back.
        lockKey: `${auth.session.oid}:${parsed.data.clientId ?? "session"}`,
      };
      next();
    } catch (error) {
      next(error instanceof EditRefusal ? connectRefusal(error.code) : connectRefusal("error.event.timeout"));
    }
  };
}

function bearerOf(header: string | undefined): string | null {
  return (header && /^Bearer\s+(\S{1,256})$/i.exec(header)?.[1]) || null;
}

/**
 * engine.io's allowRequest, run on a new connection's first HTTP request (polling or WebSocket
 * upgrade; later requests name the connection's random id): same origin and a live session, so
 * the frame size allowed to an authenticated save (a whole document) is never offered to anyone
 * else. The refusal's message is the editing code.
 */
export function allowHandshake(
  deps: Pick<Deps, "db" | "clock">,
  trustsProxy: ProxyTrust,
  log: FastifyBaseLogger,
) {
  return (request: IncomingMessage, callback: (message: string | null, allowed: boolean) => void) => {
    if (!sameOrigin(request, trustsProxy)) return callback("error.permission.denied", false);
    const token = bearerOf(request.headers.authorization);
    if (!token) return callback("error.token.invalid", false);
    authenticate(deps, token).then(
      () => callback(null, true),
      (error: unknown) => {
        if (error instanceof EditRefusal) return callback(error.code, false);
        log.error({ err: error }, "save socket handshake failed");
        callback("error.event.timeout", false);
      },
    );
  };
}

/**
 * Same origin only: a page on another site must not drive a user's socket (WebSockets skip CORS).
 * X-Forwarded-Host names the origin only when a trusted proxy (TRUST_PROXY) sent the request;
 * from anyone else it is the client's own claim.
 */
export function sameOrigin(
  request: {
    headers: Record<string, string | string[] | undefined>;
    socket: { remoteAddress?: string | undefined };
  },
  trustsProxy: ProxyTrust,
): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== "string") return true;
  const forwarded = trustsProxy(request.socket.remoteAddress)
    ? request.headers["x-forwarded-host"]
    : undefined;
  // Like Fastify's request.host: the last proxy's entry.
  const forwardedHost = [forwarded].flat().join(",").split(",").pop()?.trim();
  const hosts = [request.headers.host, forwardedHost].filter(Boolean);
  try {
    return hosts.includes(new URL(origin).host);
  } catch {
    return false;
  }
}
