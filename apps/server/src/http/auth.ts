// The HTTP side of authentication: the bearer token of a request, the hook that resolves it
// (modules/auth/resolve-session.ts) and refuses anonymous or stale callers, and the handlers' access to it.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { type ResolvedSession, resolveAuth } from "../modules/auth/resolve-session.ts";
import { isRevokedForRoles } from "../modules/auth/sessions.ts";
import type { Clock } from "./clock.ts";
import { errors } from "./errors.ts";

export interface AuthContext extends ResolvedSession {
  token: string;
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

export interface AuthOptions {
  /** Logout must work even when the roles changed under the session. */
  allowStaleRoles?: boolean;
  /**
   * The calls a user who must change a password someone else chose may make: changing it, logout and
   * login-info. Every other authenticated call answers err.password.changeRequired, here, so no
   * route can forget the rule.
   */
  allowPendingPasswordChange?: boolean;
}

/** onRequest hook: runs before validation so an anonymous caller gets 401, not 400. */
export function requireAuth(deps: { db: Db; clock: Clock }, options: AuthOptions = {}) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw errors.loginRequired();
    const resolved = await resolveAuth(deps.db, token, deps.clock.now());
    if (!resolved) throw errors.loginRequired();
    const stale =
      isRevokedForRoles(resolved.session) || resolved.session.rolesVersion !== resolved.user.rolesVersion;
    if (!options.allowStaleRoles && stale) {
      throw errors.privilegeChanged();
    }
    if (resolved.user.mustChangePassword && !options.allowPendingPasswordChange) {
      throw errors.passwordChangeRequired();
    }
    request.auth = { token, ...resolved };
  };
}

/** For handlers behind requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw errors.loginRequired();
  return request.auth;
}
