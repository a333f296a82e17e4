// The steps a password change and a password reset share: the shell §5 rule on the decrypted new
// password, storing it (which also clears must_change_password), and ending sessions.
import { ACCOUNT_TEXTS, rules } from "@textbook/shared";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import { hashPassword } from "../auth/passwords.ts";

/** The field's message (请输入密码, 密码格式错误) as err.validate.failed. */
export function checkNewPassword(field: string, password: string): void {
  const problem = rules.password(password);
  if (problem) throw errors.validation({ [field]: problem });
}

export function refuseSamePassword(field: string): never {
  throw errors.validation({ [field]: ACCOUNT_TEXTS.samePassword });
}

export async function storePassword(tx: Db, userOid: string, password: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: false })
    .where(eq(users.oid, userOid));
}

/** Revokes the user's live sessions, all or all but one; answers the ones it ended. */
export async function endSessions(
  tx: Db,
  userOid: string,
  now: Date,
  keepSessionOid: string | null,
): Promise<string[]> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: "USER" })
    .where(
      and(
        eq(sessions.userOid, userOid),
        isNull(sessions.revokedAt),
        keepSessionOid ? ne(sessions.oid, keepSessionOid) : undefined,
      ),
    )
    .returning({ oid: sessions.oid });
  return ended.map((row) => row.oid);
}
