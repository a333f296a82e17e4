// POST /systems/notices and PUT /systems/notices/:id: a notice's text and schedule. Changing a
// withdrawn notice does not bring it back (withdrawal is final; create a new one).
import type { CallParsed, ManagedNotice, noticeCalls } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { notices } from "../../../db/schema/index.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";
import { auditedNotice, lockedNotice, presentNotice } from "./presenter.ts";

type Body = CallParsed<typeof noticeCalls.create>["body"];

const valuesOf = (body: Body) => ({
  content: body.content,
  startsAt: body.startsAt ? new Date(body.startsAt) : null,
  endsAt: body.endsAt ? new Date(body.endsAt) : null,
});

export async function createNotice(db: Db, actor: AuditActor, body: Body, now: Date): Promise<ManagedNotice> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({ ...valuesOf(body), createdByOid: actor.actorOid, createdAt: now })
      .returning();
    if (!row) throw new Error("notice insert returned nothing");
    await recordAudit(tx, actor, {
      action: "notice.create",
      targetType: "notice",
      targetOid: row.oid,
      targetLabel: row.content.slice(0, 200),
      orgOid: null,
      after: auditedNotice(row),
    });
    return presentNotice(row, now);
  });
}

export async function updateNotice(
  db: Db,
  actor: AuditActor,
  oid: string,
  body: Body,
  now: Date,
): Promise<ManagedNotice> {
  return db.transaction(async (tx) => {
    const before = await lockedNotice(tx, oid);
    const [after] = await tx.update(notices).set(valuesOf(body)).where(eq(notices.oid, oid)).returning();
    if (!after) throw new Error("notice update returned nothing");
    await recordAudit(tx, actor, {
      action: "notice.update",
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
