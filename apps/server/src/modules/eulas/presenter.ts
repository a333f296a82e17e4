// Agreement rows as the calls answer them, and the queries the management calls share.
import type { ManagedEula } from "@textbook/shared";
import { EULA_TEXTS } from "@textbook/shared";
import { and, count, eq, getTableColumns, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eulaRecords, eulas } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { errors } from "../../http/errors.ts";
import { type AuditActor, recordAudit } from "../audit/record-audit.ts";
import { stateOf } from "../system/schedule.ts";

export type EulaRow = typeof eulas.$inferSelect;

/** The schedule of an agreement: it starts at its effective date and never ends. */
export function eulaState(row: EulaRow, now: Date) {
  return stateOf({ startsAt: row.effectiveAt, endsAt: null, withdrawn: row.withdrawnAt !== null }, now);
}

export function presentManagedEula(row: EulaRow & { acceptedCount: number }, now: Date): ManagedEula {
  return {
    oid: row.oid,
    title: row.title,
    version: row.version,
    content: row.content,
    required: row.required,
    effectiveAt: row.effectiveAt.toISOString(),
    state: eulaState(row, now),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    acceptedCount: row.acceptedCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Agreements with their acceptance counts. */
export function selectManagedEulas(db: Db) {
  const accepted = db
    .select({ eulaOid: eulaRecords.eulaOid, total: count().as("total") })
    .from(eulaRecords)
    .groupBy(eulaRecords.eulaOid)
    .as("accepted");
  return db
    .select({ ...getTableColumns(eulas), acceptedTotal: accepted.total })
    .from(eulas)
    .leftJoin(accepted, eq(accepted.eulaOid, eulas.oid));
}

export async function managedEula(db: Db, oid: string, now: Date): Promise<ManagedEula> {
  const [row] = await selectManagedEulas(db).where(eq(eulas.oid, oid));
  if (!row) throw errors.notFound();
  return presentManagedEula({ ...row, acceptedCount: Number(row.acceptedTotal ?? 0) }, now);
}

/** A version label names exactly one agreement: an acceptance records the label. */
export async function assertVersionFree(db: Db, version: string, exceptOid?: string): Promise<void> {
  const [taken] = await db
    .select({ oid: eulas.oid })
    .from(eulas)
    .where(and(eq(eulas.version, version), exceptOid ? ne(eulas.oid, exceptOid) : undefined))
    .limit(1);
  if (taken) throw errors.validation({ version: EULA_TEXTS.versionTaken });
}

/** Two publishes of one label at once both pass the check above: the unique index refuses the later. */
export async function withFreeVersion<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.validation({ version: EULA_TEXTS.versionTaken });
    throw error;
  }
}

/** What an audit row keeps of an agreement: everything a user could have read, the text included. */
export function auditedEula(row: EulaRow): Record<string, unknown> {
  return {
    title: row.title,
    version: row.version,
    content: row.content,
    required: row.required,
    effectiveAt: row.effectiveAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/** Writes a change to one locked agreement and its audit row (before and after), in the caller's transaction. */
export async function changeEula(
  tx: Db,
  actor: AuditActor,
  action: "eula.update" | "eula.withdraw",
  before: EulaRow,
  set: Partial<typeof eulas.$inferInsert>,
): Promise<void> {
  const [after] = await tx.update(eulas).set(set).where(eq(eulas.oid, before.oid)).returning();
  if (!after) throw errors.notFound();
  await recordAudit(tx, actor, {
    action,
    targetType: "eula",
    targetOid: before.oid,
    targetLabel: `${after.title} ${after.version}`,
    orgOid: null,
    before: auditedEula(before),
    after: auditedEula(after),
  });
}
