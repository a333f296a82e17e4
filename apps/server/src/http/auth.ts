// Bearer token → session → user, current organisation and roles there.
import type { OrgRole } from "@textbook/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { findLiveSession, type SessionRow } from "../modules/auth/sessions.ts";
import { findMembership, findUserByOid, type OrgRow, type UserRow } from "../modules/users/repository.ts";
import type { Clock } from "./clock.ts";
import { errors } from "./errors.ts";

export interface AuthContext {
  token: string;
  session: SessionRow;
  user: UserRow;
  currentOrg: OrgRow | null;
  orgRoles: OrgRole[];
}

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export async function resolveAuth(
  db: Db,
  token: string,
  now: Date,
): Promise<Omit<AuthContext, "token"> | null> {
  const session = await findLiveSession(db, token, "SESSION", now);
  if (!session) return null;
  const user = await findUserByOid(db, session.userOid);
  if (user?.state !== "ACTIVE") return null;
  const membership = session.currentOrgOid ? await findMembership(db, user.oid, session.currentOrgOid) : null;
  return { session, user, currentOrg: membership?.org ?? null, orgRoles: membership?.roles ?? [] };
}

export interface AuthOptions {
  /** Logout must work even when the roles changed under the session. */
  allowStaleRoles?: boolean;
}

/** onRequest hook: runs before validation so an anonymous caller gets 401, not 400. */
export function requireAuth(deps: { db: Db; clock: Clock }, options: AuthOptions = {}) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw errors.loginRequired();
    const resolved = await resolveAuth(deps.db, token, deps.clock.now());
    if (!resolved) throw errors.loginRequired();
    if (!options.allowStaleRoles && resolved.session.rolesVersion !== resolved.user.rolesVersion) {
      throw errors.privilegeChanged();
    }
    request.auth = { token, ...resolved };
  };
}

/** For handlers behind requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw errors.loginRequired();
  return request.auth;
}
