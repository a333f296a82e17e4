// PUT /eulas/:id: a version can change only while it is scheduled. Once in effect users may have
// accepted its text, so a change is a new version (and withdrawn ones stay as they were).
import type { EulaBody, ManagedEula } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eulas } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import type { AuditActor } from "../audit/record-audit.ts";
import { assertVersionFree, changeEula, eulaState, managedEula, withFreeVersion } from "./presenter.ts";
import { sanitizeAgreement } from "./sanitize-agreement.ts";

export async function updateEula(
  db: Db,
  actor: AuditActor,
  oid: string,
  body: EulaBody,
  now: Date,
): Promise<ManagedEula> {
  return withFreeVersion(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(eulas).where(eq(eulas.oid, oid)).for("update");
      if (!before) throw errors.notFound();
      if (eulaState(before, now) !== "SCHEDULED") throw errors.eulaInEffect();
      await assertVersionFree(tx, body.version, oid);
      await changeEula(tx, actor, "eula.update", before, {
        title: body.title,
        version: body.version,
        content: sanitizeAgreement(body.content),
        required: body.required,
        effectiveAt: new Date(body.effectiveAt),
        updatedAt: now,
      });
      return managedEula(tx, oid, now);
    }),
  );
}
