// GET /eulas and GET /eulas/:id/my-record: the agreements in effect (effective, not withdrawn),
// newest first, each with the caller's acceptance. The web's gate asks for the newest required one.
import type { EulaRecord, MyEula } from "@textbook/shared";
import { and, desc, eq, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eulaRecords, eulas } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";

type RecordRow = typeof eulaRecords.$inferSelect;

export const inEffectAt = (now: Date) => and(isNull(eulas.withdrawnAt), lte(eulas.effectiveAt, now));

export function presentRecord(row: RecordRow): EulaRecord {
  return {
    eulaOid: row.eulaOid,
    version: row.version,
    address: row.address,
    acceptedAt: row.acceptedAt.toISOString(),
  };
}

export async function listMyEulas(db: Db, userOid: string, now: Date): Promise<MyEula[]> {
  const rows = await db
    .select({
      oid: eulas.oid,
      title: eulas.title,
      version: eulas.version,
      content: eulas.content,
      required: eulas.required,
      effectiveAt: eulas.effectiveAt,
      acceptedAt: eulaRecords.acceptedAt,
    })
    .from(eulas)
    .leftJoin(eulaRecords, and(eq(eulaRecords.eulaOid, eulas.oid), eq(eulaRecords.userOid, userOid)))
    .where(inEffectAt(now))
    .orderBy(desc(eulas.effectiveAt), desc(eulas.oid));
  return rows.map((row) => ({
    ...row,
    effectiveAt: row.effectiveAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  }));
}

export async function myRecord(db: Db, userOid: string, eulaOid: string): Promise<EulaRecord | null> {
  const [eula] = await db.select({ oid: eulas.oid }).from(eulas).where(eq(eulas.oid, eulaOid));
  if (!eula) throw errors.notFound();
  const [record] = await db
    .select()
    .from(eulaRecords)
    .where(and(eq(eulaRecords.eulaOid, eulaOid), eq(eulaRecords.userOid, userOid)));
  return record ? presentRecord(record) : null;
}
