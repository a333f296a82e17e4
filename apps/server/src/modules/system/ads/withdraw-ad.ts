// PUT /ads/:id/withdraw: GET /ads stops serving it. Withdrawing twice changes nothing and writes
// no second audit row.
import type { ManagedAd } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ads } from "../../../db/schema/index.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";
import { auditedAd, lockedAd, presentAd } from "./presenter.ts";

export async function withdrawAd(db: Db, actor: AuditActor, oid: string, now: Date): Promise<ManagedAd> {
  return db.transaction(async (tx) => {
    const before = await lockedAd(tx, oid);
    if (!before.active) return presentAd(before, now);
    const [after] = await tx.update(ads).set({ active: false }).where(eq(ads.oid, oid)).returning();
    if (!after) throw new Error("ad update returned nothing");
    await recordAudit(tx, actor, {
      action: "ad.withdraw",
      targetType: "ad",
      targetOid: oid,
      targetLabel: after.title,
      orgOid: null,
      before: auditedAd(before),
      after: auditedAd(after),
    });
    return presentAd(after, now);
  });
}
