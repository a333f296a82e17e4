// POST /users/org-users (through addOrgMember, which the spreadsheet import shares) and
// PUT /users/:id/org-users: a member's name, roles in the organisation and remark.
import type {
  CreatedUser,
  createOrgUserBodySchema,
  OrgRole,
  updateOrgUserBodySchema,
} from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { memberships, users } from "../../../db/schema/index.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";
import { bumpRolesVersion, keepAnOrgAdmin } from "../guards.ts";
import { assertMayChangeAccount } from "../policy.ts";
import { findUserByOid } from "../repository.ts";
import { userErrors } from "../user-errors.ts";
import { addOrgMember } from "./add-org-member.ts";

export async function createOrgUser(
  db: Db,
  actor: AuditActor,
  orgOid: string,
  body: z.output<typeof createOrgUserBodySchema>,
): Promise<CreatedUser> {
  return db.transaction(async (tx) => {
    const { userOid, outcome } = await addOrgMember(tx, actor, {
      orgOid,
      fullName: body.fullName,
      phoneNumber: body.phoneNumber,
      roles: body.roles,
      remark: body.remark,
      initialPassword: body.initialPassword,
    });
    if (outcome === "alreadyMember") throw userErrors.alreadyMember();
    return { oid: userOid, outcome };
  });
}

const sameRoles = (a: readonly OrgRole[], b: readonly OrgRole[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

export async function updateOrgUser(
  db: Db,
  auth: AuthContext,
  actor: AuditActor,
  props: { orgOid: string; userOid: string; body: z.output<typeof updateOrgUserBodySchema> },
): Promise<void> {
  const { orgOid, userOid, body } = props;
  const roles = [...new Set(body.roles)];
  await db.transaction(async (tx) => {
    const user = await findUserByOid(tx, userOid);
    const [membership] = await tx
      .select({ roles: memberships.roles, remark: memberships.remark })
      .from(memberships)
      .where(and(eq(memberships.userOid, userOid), eq(memberships.orgOid, orgOid)))
      .limit(1);
    if (!user || !membership) throw errors.notFound();
    if (body.fullName !== user.fullName) {
      await assertMayChangeAccount(tx, auth, user, orgOid);
      await tx
        .update(users)
        .set({ fullName: body.fullName, updatedAt: new Date() })
        .where(eq(users.oid, userOid));
    }
    const rolesChanged = !sameRoles(roles, membership.roles);
    if (rolesChanged && !roles.includes("ORG_ADMIN")) await keepAnOrgAdmin(tx, orgOid, userOid);
    await tx
      .update(memberships)
      .set({ roles, remark: body.remark })
      .where(and(eq(memberships.userOid, userOid), eq(memberships.orgOid, orgOid)));
    if (rolesChanged) await bumpRolesVersion(tx, userOid);
    await recordAudit(tx, actor, {
      action: "membership.update",
      targetType: "membership",
      targetOid: userOid,
      targetLabel: `${body.fullName} ${user.phoneNumber}`,
      orgOid,
      before: { fullName: user.fullName, roles: membership.roles, remark: membership.remark },
      after: { fullName: body.fullName, roles, remark: body.remark },
    });
  });
}
