// Platform users (shell §7 moso-users): the holders of system roles, managed by SYS_ADMIN.
import type {
  CreatedUser,
  createMosoUserBodySchema,
  MosoUser,
  MosoUsersQuery,
  Page,
  SysRole,
  updateMosoUserBodySchema,
} from "@textbook/shared";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/index.ts";
import { errors } from "../../../http/errors.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { containsPattern } from "../../orgs/service.ts";
import { bumpRolesVersion } from "../guards.ts";
import { findUserByPhone, type UserRow } from "../repository.ts";
import { userErrors } from "../user-errors.ts";

const holdsSystemRole = sql`jsonb_array_length(${users.sysRoles}) > 0`;

function presentMosoUser(user: UserRow): MosoUser {
  return {
    oid: user.oid,
    fullName: user.fullName,
    phoneNumber: user.phoneNumber,
    state: user.state,
    sysRoles: user.sysRoles,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listMosoUsers(db: Db, query: MosoUsersQuery): Promise<Page<MosoUser>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    holdsSystemRole,
    pattern ? or(ilike(users.fullName, pattern), ilike(users.phoneNumber, pattern)) : undefined,
    query.role ? sql`${users.sysRoles} @> ${JSON.stringify([query.role])}::jsonb` : undefined,
    query.state ? eq(users.state, query.state) : undefined,
  );
  const offset = (query.page - 1) * query.pageSize;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.oid))
    .limit(query.pageSize)
    .offset(offset);
  const endsHere = rows.length < query.pageSize && (rows.length > 0 || query.page === 1);
  const total = endsHere ? offset + rows.length : await countUsers(db, where);
  return { items: rows.map(presentMosoUser), total, page: query.page, pageSize: query.pageSize };
}

async function countUsers(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(where);
  return Number(row?.total ?? 0);
}

/** 404 unless the user holds a system role. */
async function findMosoUser(db: Db, oid: string): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.oid, oid), holdsSystemRole))
    .limit(1);
  if (!user) throw errors.notFound();
  return user;
}

export async function getMosoUser(db: Db, oid: string): Promise<MosoUser> {
  return presentMosoUser(await findMosoUser(db, oid));
}

const label = (user: { fullName: string; phoneNumber: string }) => `${user.fullName} ${user.phoneNumber}`;

/** A new account with system roles, or system roles for an account that held none. */
export async function createMosoUser(
  db: Db,
  actor: AuditActor,
  body: z.output<typeof createMosoUserBodySchema>,
): Promise<CreatedUser> {
  const sysRoles = [...new Set(body.sysRoles)];
  return db.transaction(async (tx) => {
    const existing = await findUserByPhone(tx, body.phoneNumber);
    if (existing) {
      if (existing.sysRoles.length > 0) throw userErrors.alreadyPlatformUser();
      await tx.update(users).set({ sysRoles }).where(eq(users.oid, existing.oid));
      await bumpRolesVersion(tx, existing.oid);
      await recordAudit(tx, actor, {
        action: "user.sysRoles",
        targetType: "user",
        targetOid: existing.oid,
        targetLabel: label(existing),
        orgOid: null,
        before: { sysRoles: [] },
        after: { sysRoles },
      });
      return { oid: existing.oid, outcome: "added" };
    }
    const [created] = await tx
      .insert(users)
      .values({
        fullName: body.fullName,
        phoneNumber: body.phoneNumber,
        sysRoles,
        passwordHash: body.initialPassword ? await hashPassword(body.initialPassword) : null,
        mustChangePassword: Boolean(body.initialPassword),
      })
      .returning({ oid: users.oid });
    if (!created) throw new Error("the user insert returned nothing");
    await recordAudit(tx, actor, {
      action: "user.create",
      targetType: "user",
      targetOid: created.oid,
      targetLabel: label(body),
      orgOid: null,
      after: { fullName: body.fullName, phoneNumber: body.phoneNumber, sysRoles },
    });
    return { oid: created.oid, outcome: "created" };
  });
}

const sameRoles = (a: readonly SysRole[], b: readonly SysRole[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/** A SYS_ADMIN cannot take SYS_ADMIN from themselves: the platform would risk having none. */
export async function updateMosoUser(
  db: Db,
  actor: AuditActor,
  props: { callerOid: string; userOid: string; body: z.output<typeof updateMosoUserBodySchema> },
): Promise<MosoUser> {
  const sysRoles = [...new Set(props.body.sysRoles)];
  return db.transaction(async (tx) => {
    const user = await findMosoUser(tx, props.userOid);
    if (
      user.oid === props.callerOid &&
      user.sysRoles.includes("SYS_ADMIN") &&
      !sysRoles.includes("SYS_ADMIN")
    ) {
      throw userErrors.cannotDemoteSelf();
    }
    const [updated] = await tx
      .update(users)
      .set({ fullName: props.body.fullName, sysRoles, updatedAt: new Date() })
      .where(eq(users.oid, user.oid))
      .returning();
    if (!sameRoles(sysRoles, user.sysRoles)) await bumpRolesVersion(tx, user.oid);
    await recordAudit(tx, actor, {
      action: "user.update",
      targetType: "user",
      targetOid: user.oid,
      targetLabel: label(user),
      orgOid: null,
      before: { fullName: user.fullName, sysRoles: user.sysRoles },
      after: { fullName: props.body.fullName, sysRoles },
    });
    if (!updated) throw errors.notFound();
    return presentMosoUser(updated);
  });
}
