// Bearer token → session → user, current organisation and roles there.
import type { OrgRole } from "@textbook/shared";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { preparedOnce } from "../db/prepared.ts";
import { memberships, orgs, sessions, users } from "../db/schema/index.ts";
import {
  hashToken,
  isLive,
  isRevokedForRoles,
  isUnexpired,
  type SessionRow,
} from "../modules/auth/sessions.ts";
import type { OrgRow, UserRow } from "../modules/users/repository.ts";
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

/** Session, user and the membership of the current org, in one statement. */
const authLookup = preparedOnce((db) =>
  db
    .select({ session: sessions, user: users, org: orgs, roles: memberships.roles })
    .from(sessions)
    .innerJoin(users, eq(users.oid, sessions.userOid))
    .leftJoin(
      memberships,
      and(eq(memberships.userOid, sessions.userOid), eq(memberships.orgOid, sessions.currentOrgOid)),
    )
    .leftJoin(orgs, eq(orgs.oid, memberships.orgOid))
    .where(and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), eq(sessions.kind, "SESSION")))
    .limit(1)
    .prepare("auth_lookup"),
);

/**
 * Bearer token → session, user and roles, in one prepared statement (db/prepared.ts). A session a
 * role change revoked still resolves (stale), so it can answer err.privilege.changed
 * and log out; every other caller must refuse a stale session.
 */
export async function resolveAuth(
  db: Db,
  token: string,
  now: Date,
): Promise<Omit<AuthContext, "token"> | null> {
  const [row] = await authLookup(db).execute({ tokenHash: hashToken(token) });
  if (row?.user.state !== "ACTIVE") return null;
  const usable = isRevokedForRoles(row.session) ? isUnexpired(row.session, now) : isLive(row.session, now);
  if (!usable) return null;
  return { session: row.session, user: row.user, currentOrg: row.org, orgRoles: row.roles ?? [] };
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
    const stale =
      isRevokedForRoles(resolved.session) || resolved.session.rolesVersion !== resolved.user.rolesVersion;
    if (!options.allowStaleRoles && stale) {
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
