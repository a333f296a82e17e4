// PUT /users/:id/phone-number. One's own number changes with a code sent to the new phone (POST
// /users/me/phone-number-codes); an administrator (phone-policy.ts) changes another's without one.
// The users trigger (migration 0006) ends every session of a user whose number changes; a user
// changing their own gets a fresh session in the same organisation in the same transaction, so
// they stay logged in (the answer is the new login result) while every other device is logged out.
import { type LoginResult, type UpdatePhoneNumberBody, VALIDATION_MESSAGES } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships, users } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { type AuditActor, recordAudit } from "../audit/record-audit.ts";
import { presentLoginResult } from "../auth/login-result.ts";
import { createSession } from "../auth/sessions.ts";
import { consumeCode } from "../auth/sms/codes.ts";
import { findUserByOid, findUserByPhone, type UserRow } from "../users/repository.ts";
import { type MembershipRoles, mayChangePhoneOf, sharedAdministeredOrg } from "./phone-policy.ts";

function membershipRolesOf(db: Db, userOid: string): Promise<MembershipRoles[]> {
  return db
    .select({ orgOid: memberships.orgOid, roles: memberships.roles })
    .from(memberships)
    .where(eq(memberships.userOid, userOid));
}

/** Sets the number, recorded; a number taken meanwhile (the unique index) is err.phone.taken. */
async function writePhone(
  tx: Db,
  actor: AuditActor,
  target: UserRow,
  phoneNumber: string,
  orgOid: string | null,
): Promise<void> {
  try {
    await tx.update(users).set({ phoneNumber }).where(eq(users.oid, target.oid));
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.phoneTaken();
    throw error;
  }
  await recordAudit(tx, actor, {
    action: "user.phone.change",
    targetType: "user",
    targetOid: target.oid,
    targetLabel: target.fullName,
    orgOid,
    before: { phoneNumber: target.phoneNumber },
    after: { phoneNumber },
  });
}

export async function updatePhoneNumber(
  db: Db,
  props: {
    auth: AuthContext;
    actor: AuditActor;
    targetOid: string;
    body: UpdatePhoneNumberBody;
    address: string;
    now: Date;
  },
): Promise<LoginResult | null> {
  const { auth, actor, body, now } = props;
  const self = props.targetOid === auth.user.oid;
  const target = self ? auth.user : await findUserByOid(db, props.targetOid);
  let orgOid: string | null = null;
  if (!self) {
    const callerRoles = await membershipRolesOf(db, auth.user.oid);
    const targetRoles = target ? await membershipRolesOf(db, target.oid) : [];
    // An unknown user is refused like one the caller may not manage, except for a SYS_ADMIN.
    if (
      !mayChangePhoneOf(
        { sysRoles: auth.user.sysRoles, memberships: callerRoles },
        {
          sysRoles: target?.sysRoles ?? [],
          memberships: targetRoles,
        },
      )
    )
      throw errors.privilegeRequired();
    if (!target) throw errors.notFound();
    orgOid = sharedAdministeredOrg(callerRoles, targetRoles);
  }
  if (!target) throw errors.notFound();
  if (await findUserByPhone(db, body.phoneNumber)) throw errors.phoneTaken();
  if (!self) {
    await db.transaction((tx) => writePhone(tx, actor, target, body.phoneNumber, orgOid));
    return null;
  }
  if (!body.smsCode) throw errors.validation({ smsCode: VALIDATION_MESSAGES.smsCodeEmpty });
  await consumeCode(
    db,
    { phoneNumber: body.phoneNumber, smsCode: body.smsCode, address: props.address },
    { kind: "PHONE_CHANGE", userOid: target.oid },
    now,
  );
  return db.transaction(async (tx) => {
    await writePhone(tx, actor, target, body.phoneNumber, null);
    // After the update, so the trigger that ended the user's sessions does not end this one.
    const { token } = await createSession(tx, {
      kind: "SESSION",
      userOid: target.oid,
      currentOrgOid: auth.session.currentOrgOid,
      rolesVersion: target.rolesVersion,
      fromProject: auth.session.fromProject,
      now,
    });
    return presentLoginResult({
      user: { ...target, phoneNumber: body.phoneNumber },
      currentOrg: auth.currentOrg,
      orgRoles: auth.orgRoles,
      token,
      fromProject: auth.session.fromProject,
    });
  });
}
