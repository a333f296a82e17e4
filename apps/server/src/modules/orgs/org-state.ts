// PUT /orgs/:id/inactive and /active (issue 15 §2, SYS_ADMIN). A disabled organisation keeps its
// members and books, but nobody enters it: my-list leaves it out, switch-org and login pass it by, and
// a session whose current organisation it is resolves to nothing (resolve-session.ts), as a disabled
// user's does. Enabling it again lets its members back in.
import type { OrgState } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orgs } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import { type AuditActor, recordAudit } from "../audit/record-audit.ts";
import { findOrg, type OrgRow } from "../users/repository.ts";

export async function setOrgState(
  db: Db,
  actor: AuditActor,
  props: { oid: string; state: OrgState; now: Date },
): Promise<OrgRow> {
  return db.transaction(async (tx) => {
    const org = await findOrg(tx, props.oid);
    if (!org) throw errors.notFound();
    // Repeating a click changes nothing and records nothing.
    if (org.state === props.state) return org;
    const [updated] = await tx
      .update(orgs)
      .set({ state: props.state, updatedAt: props.now })
      .where(eq(orgs.oid, org.oid))
      .returning();
    if (!updated) throw errors.notFound();
    await recordAudit(tx, actor, {
      action: props.state === "ACTIVE" ? "org.enable" : "org.disable",
      targetType: "org",
      targetOid: org.oid,
      targetLabel: org.name,
      orgOid: org.oid,
      before: { state: org.state },
      after: { state: props.state },
    });
    return updated;
  });
}
