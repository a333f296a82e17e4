// The people pickers of the book forms: an organisation's active members (a chief editor must be
// one) and the holders of a platform system role (a book's platform roles must be theirs).
import type { BookPerson, PlatformRoleSysRole } from "@textbook/shared";
import { CANDIDATES_LIMIT } from "@textbook/shared";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { memberships, users } from "../../../db/schema/index.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { containsPattern } from "../../orgs/service.ts";
import { isSysAdmin, requireAdministers } from "./admin-policy.ts";

const person = { oid: users.oid, fullName: users.fullName, phoneNumber: users.phoneNumber };

function matching(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(ilike(users.fullName, pattern), ilike(users.phoneNumber, pattern));
}

/** The active members of the organisation matching the keyword (who may create its books asks). */
export async function editorCandidates(
  db: Db,
  auth: AuthContext,
  query: { orgOid: string; keyword?: string | undefined },
): Promise<{ items: BookPerson[] }> {
  requireAdministers(auth, query.orgOid);
  const items = await db
    .select(person)
    .from(memberships)
    .innerJoin(users, eq(users.oid, memberships.userOid))
    .where(and(eq(memberships.orgOid, query.orgOid), eq(users.state, "ACTIVE"), matching(query.keyword)))
    .orderBy(asc(users.fullName), asc(users.oid))
    .limit(CANDIDATES_LIMIT);
  return { items };
}

export const holdsSysRole = (role: PlatformRoleSysRole) =>
  sql`${users.sysRoles} @> ${JSON.stringify([role])}::jsonb`;

/** Active users holding the system role, for a system administrator. */
export async function platformCandidates(
  db: Db,
  auth: AuthContext,
  query: { role: PlatformRoleSysRole; keyword?: string | undefined },
): Promise<{ items: BookPerson[] }> {
  if (!isSysAdmin(auth)) throw errors.privilegeRequired();
  const items = await db
    .select(person)
    .from(users)
    .where(and(holdsSysRole(query.role), eq(users.state, "ACTIVE"), matching(query.keyword)))
    .orderBy(asc(users.fullName), asc(users.oid))
    .limit(CANDIDATES_LIMIT);
  return { items };
}
