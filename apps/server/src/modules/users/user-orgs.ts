// A user's organisations (shell §7: GET /users/:id/orgs, POST, PUT, DELETE /users/:id/orgs/:orgId).
// The user and SYS_ADMIN see all of them; an organisation's admin sees the user's membership in the
// organisations they administer, and changes only those. Every change bumps the user's roles version,
// so their sessions answer err.privilege.changed (the user sees 暂无权限 and logs in again).
import type { OrgRole, UserOrg } from "@textbook/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { memberships, orgs, users } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { type AuditActor, recordAudit } from "../audit/record-audit.ts";
import { bumpRolesVersion, keepAnOrgAdmin } from "./guards.ts";
import { userAllows } from "./policy.ts";
import { findMembership, findOrg, findUserByOid, type UserRow } from "./repository.ts";
import { userErrors } from "./user-errors.ts";

const parents = alias(orgs, "parents");

/**
 * The organisations whose memberships the caller may see for `userOid`: all (null) for the user and
 * SYS_ADMIN, else those the caller administers; 403 when the caller administers none.
 */
export async function visibleOrgsFor(db: Db, auth: AuthContext, userOid: string): Promise<string[] | null> {
  if (auth.user.oid === userOid || userAllows(auth.user, [], "changeAnyAccount")) return null;
  const administered = await db
    .select({ orgOid: memberships.orgOid })
    .from(memberships)
    .where(and(eq(memberships.userOid, auth.user.oid), sql`${memberships.roles} @> '["ORG_ADMIN"]'::jsonb`));
  if (administered.length === 0) throw errors.privilegeRequired();
  return administered.map((row) => row.orgOid);
}

export async function listUserOrgs(db: Db, auth: AuthContext, userOid: string): Promise<UserOrg[]> {
  if (!(await findUserByOid(db, userOid))) throw errors.notFound();
  const visible = await visibleOrgsFor(db, auth, userOid);
  if (visible?.length === 0) return [];
  const rows = await db
    .select({ org: orgs, parentName: parents.name, roles: memberships.roles })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.oid, memberships.orgOid))
    .leftJoin(parents, eq(parents.oid, orgs.parentOid))
    .where(and(eq(memberships.userOid, userOid), visible ? inArray(memberships.orgOid, visible) : undefined))
    .orderBy(asc(orgs.name), asc(orgs.oid));
  return rows.map(({ org, parentName, roles }) => ({
    oid: org.oid,
    name: org.name,
    fullName: parentName ? `${parentName} / ${org.name}` : org.name,
    type: org.type,
    roles,
  }));
}

/** The caller manages memberships of `orgOid`: its ORG_ADMIN (any of their organisations) or SYS_ADMIN. */
export async function assertManagesOrg(db: Db, auth: AuthContext, orgOid: string): Promise<void> {
  const callerThere = await findMembership(db, auth.user.oid, orgOid);
  if (!userAllows(auth.user, callerThere?.roles ?? [], "manageOrgUsers")) throw errors.privilegeRequired();
}

const label = (user: UserRow) => `${user.fullName} ${user.phoneNumber}`;

export async function addUserOrg(
  db: Db,
  actor: AuditActor,
  props: { userOid: string; orgOid: string; roles: OrgRole[] },
): Promise<void> {
  const roles = [...new Set(props.roles)];
  await db.transaction(async (tx) => {
    const user = await findUserByOid(tx, props.userOid);
    if (!user || !(await findOrg(tx, props.orgOid))) throw errors.notFound();
    const inserted = await tx
      .insert(memberships)
      .values({ userOid: user.oid, orgOid: props.orgOid, roles })
      .onConflictDoNothing()
      .returning({ userOid: memberships.userOid });
    if (inserted.length === 0) throw userErrors.alreadyMember();
    await bumpRolesVersion(tx, user.oid);
    await recordAudit(tx, actor, {
      action: "membership.add",
      targetType: "membership",
      targetOid: user.oid,
      targetLabel: label(user),
      orgOid: props.orgOid,
      after: { roles },
    });
  });
}

export async function updateUserOrgRoles(
  db: Db,
  actor: AuditActor,
  props: { userOid: string; orgOid: string; roles: OrgRole[] },
): Promise<void> {
  const roles = [...new Set(props.roles)];
  await db.transaction(async (tx) => {
    const user = await findUserByOid(tx, props.userOid);
    const membership = user ? await findMembership(tx, user.oid, props.orgOid) : null;
    if (!user || !membership) throw errors.notFound();
    if (!roles.includes("ORG_ADMIN")) await keepAnOrgAdmin(tx, props.orgOid, user.oid);
    await tx
      .update(memberships)
      .set({ roles })
      .where(and(eq(memberships.userOid, user.oid), eq(memberships.orgOid, props.orgOid)));
    await bumpRolesVersion(tx, user.oid);
    await recordAudit(tx, actor, {
      action: "membership.roles",
      targetType: "membership",
      targetOid: user.oid,
      targetLabel: label(user),
      orgOid: props.orgOid,
      before: { roles: membership.roles },
      after: { roles },
    });
  });
}

export async function removeUserOrg(
  db: Db,
  actor: AuditActor,
  props: { userOid: string; orgOid: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByOid(tx, props.userOid);
    const membership = user ? await findMembership(tx, user.oid, props.orgOid) : null;
    if (!user || !membership) throw errors.notFound();
    await keepAnOrgAdmin(tx, props.orgOid, user.oid);
    await tx
      .delete(memberships)
      .where(and(eq(memberships.userOid, user.oid), eq(memberships.orgOid, props.orgOid)));
    // A session in that organisation must not keep its roles there.
    await bumpRolesVersion(tx, user.oid);
    await tx
      .update(users)
      .set({ lastOrgOid: null })
      .where(and(eq(users.oid, user.oid), eq(users.lastOrgOid, props.orgOid)));
    await recordAudit(tx, actor, {
      action: "membership.remove",
      targetType: "membership",
      targetOid: user.oid,
      targetLabel: label(user),
      orgOid: props.orgOid,
      before: { roles: membership.roles },
    });
  });
}
