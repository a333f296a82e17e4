// PUT /users/:id/active and /inactive (shell §4). The state is the account's: a disabled user cannot
// log in and every session they hold ends at once (the users trigger, migration 0006). SYS_ADMIN
// changes any account; an ORG_ADMIN only a member of their current organisation whose account is
// theirs alone (policy.ts). Nobody disables themselves or an organisation's last active admin.
import type { UserState } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { type AuditActor, recordAudit } from "../audit/record-audit.ts";
import { keepOrgAdminsOf } from "./guards.ts";
import { assertMayChangeAccount, userAllows } from "./policy.ts";
import { findMembership, findUserByOid } from "./repository.ts";
import { userErrors } from "./user-errors.ts";

export async function setUserState(
  db: Db,
  auth: AuthContext,
  actor: AuditActor,
  props: { userOid: string; state: UserState },
): Promise<void> {
  const sysAdmin = userAllows(auth.user, [], "changeAnyAccount");
  const scopeOrgOid = sysAdmin ? null : auth.currentOrg?.oid;
  if (!sysAdmin && !(scopeOrgOid && userAllows(auth.user, auth.orgRoles, "manageOrgUsers"))) {
    throw errors.privilegeRequired();
  }
  if (props.state === "INACTIVE" && props.userOid === auth.user.oid) throw userErrors.cannotDisableSelf();
  await db.transaction(async (tx) => {
    const user = await findUserByOid(tx, props.userOid);
    if (!user) throw errors.notFound();
    if (scopeOrgOid) {
      if (!(await findMembership(tx, user.oid, scopeOrgOid))) throw errors.notFound();
      await assertMayChangeAccount(tx, auth, user, scopeOrgOid);
    }
    if (user.state === props.state) return;
    if (props.state === "INACTIVE") await keepOrgAdminsOf(tx, user.oid);
    await tx.update(users).set({ state: props.state, updatedAt: new Date() }).where(eq(users.oid, user.oid));
    await recordAudit(tx, actor, {
      action: props.state === "ACTIVE" ? "user.enable" : "user.disable",
      targetType: "user",
      targetOid: user.oid,
      targetLabel: `${user.fullName} ${user.phoneNumber}`,
      orgOid: scopeOrgOid ?? null,
      before: { state: user.state },
      after: { state: props.state },
    });
  });
}
