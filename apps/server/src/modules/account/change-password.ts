// PUT /users/me/password: the current password proves the person at the keyboard is the owner (a
// session left open is not enough). Wrong guesses count toward the login's per-phone lock, so a
// session cannot be used to guess the password at leisure. The user's other sessions end; this one stays.
import type { ChangeMyPasswordBody } from "@textbook/shared";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { type AuditActor, recordAudit } from "../audit/record-audit.ts";
import {
  admitSuccess,
  countAttempt,
  lock,
  lockedUntil,
  minutesLeft,
  PASSWORD_GUARD,
} from "../auth/login-guards.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { decryptPassword } from "../auth/rsa-keys.ts";
import { checkNewPassword, endSessions, refuseSamePassword, storePassword } from "./passwords.ts";

export async function changeMyPassword(
  deps: Pick<Deps, "db" | "loginKey" | "saveSocket">,
  auth: AuthContext,
  actor: AuditActor,
  body: ChangeMyPasswordBody,
  now: Date,
): Promise<null> {
  const { db } = deps;
  const key = await deps.loginKey();
  const current = decryptPassword(key, body.currentPassword);
  const next = decryptPassword(key, body.newPassword);
  checkNewPassword("newPassword", next);
  if (next === current) refuseSamePassword("newPassword");
  const { phoneNumber } = auth.user;
  const lockedError = (until: Date) => errors.loginLocked(minutesLeft(until, now), until);
  const running = await lockedUntil(db, [PASSWORD_GUARD.kind], phoneNumber, now);
  if (running) throw lockedError(running);
  if (!(await verifyPassword(current, auth.user.passwordHash))) {
    const failures = await countAttempt(db, PASSWORD_GUARD, phoneNumber, now);
    if (failures === null || failures >= PASSWORD_GUARD.max) {
      const until = await lock(db, PASSWORD_GUARD, phoneNumber, now);
      if (until) throw lockedError(until);
    }
    throw errors.currentPasswordWrong();
  }
  await admitSuccess(db, PASSWORD_GUARD, phoneNumber, now);
  const ended = await db.transaction(async (tx) => {
    await storePassword(tx, auth.user.oid, next);
    await recordAudit(tx, actor, {
      action: "user.password.change",
      targetType: "user",
      targetOid: auth.user.oid,
      targetLabel: `${auth.user.fullName} ${phoneNumber}`,
      orgOid: null,
      after: { mustChangePassword: false },
    });
    return endSessions(tx, auth.user.oid, now, auth.session.oid);
  });
  // Their open editors stop now, not at their next event.
  for (const sessionOid of ended) deps.saveSocket.endSession(sessionOid);
  return null;
}
