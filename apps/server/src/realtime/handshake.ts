// Who is on the socket: the handshake's session token, resolved like a bearer token. Each event
// resolves it again, so a logout or a role change stops the socket's edits at once.
import { SAVE_ERROR_MESSAGES, type SaveErrorCode } from "@textbook/shared";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { type AuthContext, resolveAuth } from "../http/auth.ts";
import { EditRefusal } from "../modules/content/edit-refusal.ts";
import type { EditLockParty } from "./locks/lock-store.ts";
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
  if (!resolved || resolved.session.rolesVersion !== resolved.user.rolesVersion) {
    throw new EditRefusal("error.token.invalid");
  }
  return { token, ...resolved };
}

export function tokenOf(socket: SaveServerSocket): string {
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

/** Same origin only: a page on another site must not drive a user's socket (WebSockets skip CORS). */
export function sameOrigin(request: { headers: Record<string, string | string[] | undefined> }): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== "string") return true;
  const hosts = [request.headers.host, request.headers["x-forwarded-host"]].flat().filter(Boolean);
  try {
    return hosts.includes(new URL(origin).host);
  } catch {
    return false;
  }
}
