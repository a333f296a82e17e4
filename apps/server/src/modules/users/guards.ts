// An organisation keeps at least one active ORG_ADMIN: removing, demoting or disabling its last one
// is refused (issue 15, "Bad input").
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships, orgs, users } from "../../db/schema/index.ts";
import { userErrors } from "./user-errors.ts";

const holdsOrgAdmin = sql`${memberships.roles} @> '["ORG_ADMIN"]'::jsonb`;

/**
 * Call before `userOid` stops being an active ORG_ADMIN of `orgOid`. Locks the organisation's admin
 * memberships until the transaction ends, so two admins demoting each other at once cannot both pass.
 */
export async function keepAnOrgAdmin(tx: Db, orgOid: string, userOid: string): Promise<void> {
  const admins = await tx
    .select({ userOid: memberships.userOid, state: users.state })
    .from(memberships)
    .innerJoin(users, eq(users.oid, memberships.userOid))
    .where(and(eq(memberships.orgOid, orgOid), holdsOrgAdmin))
    .for("update", { of: memberships });
  const active = admins.filter((admin) => admin.state === "ACTIVE");
  if (!active.some((admin) => admin.userOid === userOid)) return;
  if (active.length > 1) return;
  const [org] = await tx.select({ name: orgs.name }).from(orgs).where(eq(orgs.oid, orgOid)).limit(1);
  throw userErrors.lastOrgAdmin(org?.name ?? "");
}

/** Before disabling `userOid`: every organisation they administer keeps another active admin. */
export async function keepOrgAdminsOf(tx: Db, userOid: string): Promise<void> {
  const administered = await tx
    .select({ orgOid: memberships.orgOid })
    .from(memberships)
    .where(and(eq(memberships.userOid, userOid), holdsOrgAdmin));
  for (const { orgOid } of administered) await keepAnOrgAdmin(tx, orgOid, userOid);
}

/** Every session the user holds answers err.privilege.changed (the users trigger, migration 0006). */
export async function bumpRolesVersion(tx: Db, userOid: string): Promise<void> {
  await tx
    .update(users)
    .set({ rolesVersion: sql`${users.rolesVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.oid, userOid));
}
