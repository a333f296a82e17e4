// PUT /systems/notices/:id/withdraw: the banner stops at the next poll. Withdrawing twice changes
// nothing and writes no second audit row.
import type { ManagedNotice } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { notices } from "../../../db/schema/index.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";
import { auditedNotice, lockedNotice, presentNotice } from "./presenter.ts";

export async function withdrawNotice(
  db: Db,
  actor: AuditActor,
  oid: string,
  now: Date,
): Promise<ManagedNotice> {
  return db.transaction(async (tx) => {
    const before = await lockedNotice(tx, oid);
    if (before.withdrawnAt) return presentNotice(before, now);
    const [after] = await tx
      .update(notices)
      .set({ withdrawnAt: now })
      .where(eq(notices.oid, oid))
      .returning();
    if (!after) throw new Error("notice update returned nothing");
    await recordAudit(tx, actor, {
      action: "notice.withdraw",
      targetType: "notice",
      targetOid: oid,
      targetLabel: after.content.slice(0, 200),
      orgOid: null,
      before: auditedNotice(before),
      after: auditedNotice(after),
    });
    return presentNotice(after, now);
  });
}
