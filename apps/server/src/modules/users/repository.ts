import type { OrgRole } from "@textbook/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships, orgs, users } from "../../db/schema/index.ts";

export type UserRow = typeof users.$inferSelect;
export type OrgRow = typeof orgs.$inferSelect;
export interface MembershipWithOrg {
  org: OrgRow;
  roles: OrgRole[];
}

export async function findUserByOid(db: Db, oid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.oid, oid)).limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: Db, phoneNumber: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
  return row ?? null;
}

export async function findOrg(db: Db, oid: string): Promise<OrgRow | null> {
  const [row] = await db.select().from(orgs).where(eq(orgs.oid, oid)).limit(1);
  return row ?? null;
}

/** The organisations the user can enter (disabled ones are left out), in a stable order (by name). */
export async function membershipsOf(db: Db, userOid: string): Promise<MembershipWithOrg[]> {
  const rows = await db
    .select({ org: orgs, roles: memberships.roles })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.oid, memberships.orgOid))
    .where(and(eq(memberships.userOid, userOid), eq(orgs.state, "ACTIVE")))
    .orderBy(asc(orgs.name), asc(orgs.oid));
  return rows;
}

export async function findMembership(
  db: Db,
  userOid: string,
  orgOid: string,
): Promise<MembershipWithOrg | null> {
  const [row] = await db
    .select({ org: orgs, roles: memberships.roles })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.oid, memberships.orgOid))
    .where(and(eq(memberships.userOid, userOid), eq(memberships.orgOid, orgOid)))
    .limit(1);
  return row ?? null;
}
