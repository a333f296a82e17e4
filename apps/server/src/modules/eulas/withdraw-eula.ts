// PUT /eulas/:id/withdraw: nobody is asked to accept the version any more; the acceptances stay.
// Withdrawing twice changes nothing and writes no second audit row.
import type { ManagedEula } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eulas } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import type { AuditActor } from "../audit/record-audit.ts";
import { changeEula, managedEula } from "./presenter.ts";

export async function withdrawEula(db: Db, actor: AuditActor, oid: string, now: Date): Promise<ManagedEula> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(eulas).where(eq(eulas.oid, oid)).for("update");
    if (!before) throw errors.notFound();
    if (!before.withdrawnAt) {
      await changeEula(tx, actor, "eula.withdraw", before, { withdrawnAt: now, updatedAt: now });
    }
    return managedEula(tx, oid, now);
  });
}
