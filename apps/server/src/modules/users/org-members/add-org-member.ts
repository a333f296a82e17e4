// Puts a person into an organisation with roles: the one path the 新建用户 form and the spreadsheet
// import share. A phone number nobody has yet becomes a new user; a known one gains the membership.
// Runs in the caller's transaction (an import writes every row or none) and writes the audit rows.
// Two imports naming the same phone may run at once on PostgreSQL: the inserts skip a conflicting
// row (waiting for its transaction to end) and read what the other committed, instead of failing.
import type { OrgRole } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { memberships, users } from "../../../db/schema/index.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";
import { hashPassword } from "../../auth/passwords.ts";

export interface NewOrgMember {
  orgOid: string;
  fullName: string;
  phoneNumber: string;
  roles: readonly OrgRole[];
  remark: string | null;
  /** A password the administrator hands over; the user must change it at first login. */
  initialPassword?: string | null;
}

export type AddOrgMemberOutcome = "created" | "added" | "alreadyMember";

export async function addOrgMember(
  tx: Db,
  actor: AuditActor,
  member: NewOrgMember,
): Promise<{ userOid: string; outcome: AddOrgMemberOutcome }> {
  const roles = [...new Set(member.roles)];
  let userOid = await userOidByPhone(tx, member.phoneNumber);
  let createdHere = false;
  if (!userOid) {
    const [created] = await tx
      .insert(users)
      .values({
        fullName: member.fullName,
        phoneNumber: member.phoneNumber,
        passwordHash: member.initialPassword ? await hashPassword(member.initialPassword) : null,
        mustChangePassword: Boolean(member.initialPassword),
      })
      .onConflictDoNothing({ target: users.phoneNumber })
      .returning({ oid: users.oid });
    if (created) {
      userOid = created.oid;
      createdHere = true;
      await recordAudit(tx, actor, {
        action: "user.create",
        targetType: "user",
        targetOid: userOid,
        targetLabel: `${member.fullName} ${member.phoneNumber}`,
        orgOid: member.orgOid,
        after: { fullName: member.fullName, phoneNumber: member.phoneNumber },
      });
    } else {
      userOid = await userOidByPhone(tx, member.phoneNumber);
      if (!userOid) throw new Error("the conflicting user is not visible");
    }
  }
  const [added] = await tx
    .insert(memberships)
    .values({ userOid, orgOid: member.orgOid, roles, remark: member.remark })
    .onConflictDoNothing({ target: [memberships.userOid, memberships.orgOid] })
    .returning({ userOid: memberships.userOid });
  if (!added) return { userOid, outcome: "alreadyMember" };
  await recordAudit(tx, actor, {
    action: "membership.add",
    targetType: "membership",
    targetOid: userOid,
    targetLabel: `${member.fullName} ${member.phoneNumber}`,
    orgOid: member.orgOid,
    after: { roles, remark: member.remark },
  });
  return { userOid, outcome: createdHere ? "created" : "added" };
}

async function userOidByPhone(tx: Db, phoneNumber: string): Promise<string | undefined> {
  const [user] = await tx
    .select({ oid: users.oid })
    .from(users)
    .where(eq(users.phoneNumber, phoneNumber))
    .limit(1);
  return user?.oid;
}
