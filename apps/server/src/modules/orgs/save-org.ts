// POST /orgs and PUT /orgs/:id (issue 15 §2, SYS_ADMIN): name, formal name, type, parent and subject
// resources. The level follows from the parent (its level + 1, a top organisation 1), so moving an
// organisation moves its whole subtree's levels with it; a parent may not be the organisation itself
// or one of its descendants.
import { ORGS_TEXTS, type OrgBody } from "@textbook/shared";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orgs } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import { type AuditActor, recordAudit } from "../audit/record-audit.ts";
import { findOrg, type OrgRow } from "../users/repository.ts";

type OrgFields = Required<{ [K in keyof OrgBody]: Exclude<OrgBody[K], undefined> }>;

/** The fields an administrator edits, as the audit log records them. */
function snapshot(org: OrgRow): Record<string, unknown> {
  return {
    name: org.name,
    formalName: org.formalName,
    type: org.type,
    parentOid: org.parentOid,
    level: org.level,
    useSubjectResourceEnabled: org.useSubjectResourceEnabled,
  };
}

/** Only what changed, so the log's before and after read as the edit. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * Two administrators re-parenting at once could each pass the cycle check and together close a loop:
 * hierarchy changes take turns.
 */
async function lockHierarchy(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('orgs.hierarchy'))`);
}

/** The parent's level, refusing a parent that does not exist or sits below `oid` (or is it). */
async function parentLevel(tx: Db, parentOid: string | null, oid: string | null): Promise<number> {
  if (!parentOid) return 0;
  const parent = await findOrg(tx, parentOid);
  if (!parent) throw errors.validation({ parentOid: ORGS_TEXTS.parentNotFound });
  // Walk up from the parent: meeting the organisation itself means the parent is in its subtree.
  for (let cursor: OrgRow | null = parent; cursor; ) {
    if (cursor.oid === oid) throw errors.validation({ parentOid: ORGS_TEXTS.parentCycle });
    cursor = cursor.parentOid ? await findOrg(tx, cursor.parentOid) : null;
  }
  return parent.level;
}

/** Shifts every descendant of `oid` by `delta` levels, one generation at a time. */
async function shiftSubtree(tx: Db, oid: string, delta: number, now: Date): Promise<void> {
  let generation = [oid];
  while (generation.length) {
    const children = await tx
      .update(orgs)
      .set({ level: sql`${orgs.level} + ${delta}`, updatedAt: now })
      .where(inArray(orgs.parentOid, generation))
      .returning({ oid: orgs.oid });
    generation = children.map((child) => child.oid);
  }
}

export async function createOrg(db: Db, actor: AuditActor, body: OrgFields, now: Date): Promise<OrgRow> {
  return db.transaction(async (tx) => {
    await lockHierarchy(tx);
    const level = (await parentLevel(tx, body.parentOid, null)) + 1;
    const [created] = await tx
      .insert(orgs)
      .values({ ...body, level, createdAt: now, updatedAt: now })
      .returning();
    if (!created) throw new Error("insert returned no organisation");
    await recordAudit(tx, actor, {
      action: "org.create",
      targetType: "org",
      targetOid: created.oid,
      targetLabel: created.name,
      orgOid: created.oid,
      after: snapshot(created),
    });
    return created;
  });
}

export async function updateOrg(
  db: Db,
  actor: AuditActor,
  oid: string,
  body: OrgFields,
  now: Date,
): Promise<OrgRow> {
  return db.transaction(async (tx) => {
    await lockHierarchy(tx);
    const org = await findOrg(tx, oid);
    if (!org) throw errors.notFound();
    const level = (await parentLevel(tx, body.parentOid, oid)) + 1;
    const [updated] = await tx
      .update(orgs)
      .set({ ...body, level, updatedAt: now })
      .where(eq(orgs.oid, oid))
      .returning();
    if (!updated) throw errors.notFound();
    if (level !== org.level) await shiftSubtree(tx, oid, level - org.level, now);
    const change = changedFields(snapshot(org), snapshot(updated));
    if (Object.keys(change.after).length) {
      await recordAudit(tx, actor, {
        action: "org.update",
        targetType: "org",
        targetOid: oid,
        targetLabel: updated.name,
        orgOid: oid,
        ...change,
      });
    }
    return updated;
  });
}
