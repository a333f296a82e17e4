// Who may do what with approvals, beside the node holder rule of node-holders.ts: the applicant
// reminds and revokes; the organisation's ORG_ADMIN (and SYS_ADMIN) edits definitions and reads
// every approval of the organisation.
import { isPermitted, type OrgRole, type Permission, type SysRole } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships } from "../../db/schema/index.ts";

export const WORKFLOW_RULES = {
  manageDefinitions: ["ORG_ADMIN", "SYS_ADMIN"],
  readAllInstances: ["ORG_ADMIN", "SYS_ADMIN"],
} as const satisfies Record<string, readonly Permission[]>;

export interface Caller {
  oid: string;
  sysRoles: readonly SysRole[];
}

export async function rolesIn(db: Db, userOid: string, orgOid: string): Promise<OrgRole[] | null> {
  const [row] = await db
    .select({ roles: memberships.roles })
    .from(memberships)
    .where(and(eq(memberships.userOid, userOid), eq(memberships.orgOid, orgOid)));
  return row?.roles ?? null;
}

export async function workflowAllows(
  db: Db,
  caller: Caller,
  orgOid: string,
  action: keyof typeof WORKFLOW_RULES,
): Promise<boolean> {
  const orgRoles = (await rolesIn(db, caller.oid, orgOid)) ?? [];
  return isPermitted({ userOid: caller.oid, sysRoles: caller.sysRoles, orgRoles }, WORKFLOW_RULES[action]);
}
