// A push to phone numbers (push-to-accounts): a phone that has an account gets the book on that
// account; a phone nobody has yet gets a reader-only account (users.readerOnly), which signs in to
// the reader with an SMS code and never to the editor. Made as the 新建用户 path makes users
// (add-org-member.ts): insert unless the phone is taken, read what exists, one audit row per new
// account; but no membership, so the account holds no role anywhere.
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { type AuditActor, recordAudit } from "../audit/record-audit.ts";

/** Answers the user oid of every phone, in no particular order. */
export async function ensureReaderAccounts(
  tx: Db,
  actor: AuditActor,
  orgOid: string,
  phoneNumbers: readonly string[],
): Promise<string[]> {
  const phones = [...new Set(phoneNumbers)];
  if (phones.length === 0) return [];
  const created = await tx
    .insert(users)
    // A reader's name is unknown until the reader gives one; the phone stands for it meanwhile.
    .values(phones.map((phoneNumber) => ({ fullName: phoneNumber, phoneNumber, readerOnly: true })))
    .onConflictDoNothing({ target: users.phoneNumber })
    .returning({ oid: users.oid, phoneNumber: users.phoneNumber });
  for (const user of created) {
    await recordAudit(tx, actor, {
      action: "user.create",
      targetType: "user",
      targetOid: user.oid,
      targetLabel: user.phoneNumber,
      orgOid,
      after: { phoneNumber: user.phoneNumber, readerOnly: true },
    });
  }
  const all = await tx.select({ oid: users.oid }).from(users).where(inArray(users.phoneNumber, phones));
  return all.map((user) => user.oid);
}
