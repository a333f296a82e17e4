// Session token → session, user, current organisation and roles there: the lookup every
// authenticated request and socket event pays, so it is one prepared statement (db/prepared.ts).
import type { OrgRole } from "@textbook/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { memberships, orgs, sessions, users } from "../../db/schema/index.ts";
import type { OrgRow, UserRow } from "../users/repository.ts";
import { hashToken, isLive, isRevokedForRoles, isUnexpired, type SessionRow } from "./sessions.ts";

export interface ResolvedSession {
  session: SessionRow;
  user: UserRow;
  currentOrg: OrgRow | null;
  orgRoles: OrgRole[];
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
 * Bearer token → session, user and roles. A session a role change revoked still resolves (stale),
 * so it can answer err.privilege.changed and log out; every other caller must refuse a stale session.
 */
export async function resolveAuth(db: Db, token: string, now: Date): Promise<ResolvedSession | null> {
  const [row] = await authLookup(db).execute({ tokenHash: hashToken(token) });
  if (row?.user.state !== "ACTIVE") return null;
  // A disabled organisation cannot be worked in: its sessions end as a disabled user's do (issue 15 §2).
  if (row.org && row.org.state !== "ACTIVE") return null;
  const usable = isRevokedForRoles(row.session) ? isUnexpired(row.session, now) : isLive(row.session, now);
  if (!usable) return null;
  return { session: row.session, user: row.user, currentOrg: row.org, orgRoles: row.roles ?? [] };
}
