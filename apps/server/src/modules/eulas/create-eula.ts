// POST /eulas: SYS_ADMIN publishes a version. From its effective date it is offered to every user;
// the newest required one in effect is what the gate after login asks them to accept.
import type { EulaBody, ManagedEula } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import { eulas } from "../../db/schema/index.ts";
import { type AuditActor, recordAudit } from "../audit/record-audit.ts";
import { assertVersionFree, auditedEula, managedEula, withFreeVersion } from "./presenter.ts";
import { sanitizeAgreement } from "./sanitize-agreement.ts";

export async function createEula(db: Db, actor: AuditActor, body: EulaBody, now: Date): Promise<ManagedEula> {
  return withFreeVersion(() =>
    db.transaction(async (tx) => {
      await assertVersionFree(tx, body.version);
      const [row] = await tx
        .insert(eulas)
        .values({
          title: body.title,
          version: body.version,
          content: sanitizeAgreement(body.content),
          required: body.required,
          effectiveAt: new Date(body.effectiveAt),
          createdByOid: actor.actorOid,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("eula insert returned nothing");
      await recordAudit(tx, actor, {
        action: "eula.publish",
        targetType: "eula",
        targetOid: row.oid,
        targetLabel: `${row.title} ${row.version}`,
        orgOid: null,
        after: auditedEula(row),
      });
      return managedEula(tx, row.oid, now);
    }),
  );
}
