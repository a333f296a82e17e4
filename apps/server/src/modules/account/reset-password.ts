// POST /passports/password-resets (忘记密码): the phone's reset code proves ownership as SMS login
// does, so the answers reveal no more than SMS login's. The reset ends every session of the user,
// clears must_change_password and lifts a running password lock (the owner has just proved
// themselves).
import type { PasswordResetBody } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { loginGuards } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuditActor } from "../audit/record-audit.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { PASSWORD_GUARD } from "../auth/login-guards.ts";
import { decryptPassword } from "../auth/rsa-keys.ts";
import { consumeSmsCode } from "../auth/sms/codes.ts";
import { checkNewPassword, endSessions, storePassword } from "./passwords.ts";

export async function resetPassword(
  deps: Pick<Deps, "db" | "loginKey" | "saveSocket">,
  props: PasswordResetBody & { address: string; requestId: string },
  now: Date,
): Promise<null> {
  const { db } = deps;
  const password = decryptPassword(await deps.loginKey(), props.password);
  // Judged before the code is spent, so a weak password does not cost the user their code.
  checkNewPassword("password", password);
  const user = await consumeSmsCode(db, props, now, { kind: "PASSWORD_RESET" });
  const actor: AuditActor = { actorOid: user.oid, requestId: props.requestId };
  const ended = await db.transaction(async (tx) => {
    await storePassword(tx, user.oid, password);
    await tx
      .delete(loginGuards)
      .where(and(eq(loginGuards.kind, PASSWORD_GUARD.kind), eq(loginGuards.phoneNumber, user.phoneNumber)));
    await recordAudit(tx, actor, {
      action: "user.password.reset",
      targetType: "user",
      targetOid: user.oid,
      targetLabel: `${user.fullName} ${user.phoneNumber}`,
      orgOid: null,
      after: { mustChangePassword: false },
    });
    return endSessions(tx, user.oid, now, null);
  });
  for (const sessionOid of ended) deps.saveSocket.endSession(sessionOid);
  return null;
}
