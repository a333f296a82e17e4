// The reader's side of authentication: a READER session (modules/auth/sessions.ts) opens the
// reader's calls and nothing else — requireAuth's lookup only accepts kind SESSION, so a reader's
// token is refused by every editor call, and this hook refuses an editor's token in turn.

import { and, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { bearerToken } from "../../http/auth.ts";
import type { Clock } from "../../http/clock.ts";
import { errors } from "../../http/errors.ts";
import { hashToken, isUnexpired, type SessionRow } from "../auth/sessions.ts";
import type { UserRow } from "../users/repository.ts";

export interface ReaderContext {
  userOid: string;
  session: SessionRow;
  user: UserRow;
}

declare module "fastify" {
  interface FastifyRequest {
    reader: ReaderContext | null;
  }
}

/** A live READER session and its active user, or null. */
export async function resolveReader(db: Db, token: string, now: Date): Promise<ReaderContext | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.oid, sessions.userOid))
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, "READER")))
    .limit(1);
  if (row?.user.state !== "ACTIVE") return null;
  // A roles bump (the users trigger, migration 0006) revokes every session with reason ROLES; what a
  // reader may read does not come from roles (push_recipients does), so such a session lives on.
  // Logout, a disabled account or a changed phone (reason USER / LOGOUT) end it.
  const revoked = row.session.revokedAt !== null && row.session.revokedReason !== "ROLES";
  if (revoked || !isUnexpired(row.session, now)) return null;
  return { userOid: row.user.oid, session: row.session, user: row.user };
}

/** onRequest hook for the reader's calls: 401 without a live READER session. */
export function requireReader(deps: { db: Db; clock: Clock }) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw errors.loginRequired();
    const reader = await resolveReader(deps.db, token, deps.clock.now());
    if (!reader) throw errors.loginRequired();
    request.reader = reader;
  };
}

/** For handlers behind requireReader. */
export function readerOf(request: FastifyRequest): ReaderContext {
  if (!request.reader) throw errors.loginRequired();
  return request.reader;
}
