// POST /ads and PUT /ads/:id: an ad and its schedule. Changing a withdrawn ad does not bring it
// back (withdrawal is final; create a new one).
import type { adCalls, CallParsed, ManagedAd } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ads } from "../../../db/schema/index.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";
import { auditedAd, lockedAd, presentAd } from "./presenter.ts";

type Body = CallParsed<typeof adCalls.create>["body"];

const valuesOf = (body: Body) => ({
  title: body.title,
  imageUrl: body.imageUrl,
  linkUrl: body.linkUrl,
  position: body.position,
  sortOrder: body.sortOrder,
  startsAt: body.startsAt ? new Date(body.startsAt) : null,
  endsAt: body.endsAt ? new Date(body.endsAt) : null,
});

export async function createAd(db: Db, actor: AuditActor, body: Body, now: Date): Promise<ManagedAd> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ads)
      .values({ ...valuesOf(body), createdAt: now })
      .returning();
    if (!row) throw new Error("ad insert returned nothing");
    await recordAudit(tx, actor, {
      action: "ad.create",
      targetType: "ad",
      targetOid: row.oid,
      targetLabel: row.title,
      orgOid: null,
      after: auditedAd(row),
    });
    return presentAd(row, now);
  });
}

export async function updateAd(
  db: Db,
  actor: AuditActor,
  oid: string,
  body: Body,
  now: Date,
): Promise<ManagedAd> {
  return db.transaction(async (tx) => {
    const before = await lockedAd(tx, oid);
    const [after] = await tx.update(ads).set(valuesOf(body)).where(eq(ads.oid, oid)).returning();
    if (!after) throw new Error("ad update returned nothing");
    await recordAudit(tx, actor, {
      action: "ad.update",
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
