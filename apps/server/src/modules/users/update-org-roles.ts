// Replaces a member's roles in one organisation and bumps their roles version, so every session
// they hold answers err.privilege.changed until they log in again.
import type { OrgRole } from "@textbook/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships, users } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";

export interface UpdateOrgRolesProps {
  userOid: string;
  orgOid: string;
  roles: OrgRole[];
}

export async function updateOrgRoles(db: Db, props: UpdateOrgRolesProps): Promise<void> {
  const roles = [...new Set(props.roles)];
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(memberships)
      .set({ roles })
      .where(and(eq(memberships.userOid, props.userOid), eq(memberships.orgOid, props.orgOid)))
      .returning({ userOid: memberships.userOid });
    if (updated.length === 0) throw errors.notFound();
    await tx
      .update(users)
      .set({ rolesVersion: sql`${users.rolesVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.oid, props.userOid));
  });
}
