// POST /eulas/:id/records: the caller accepts an agreement in effect. The record keeps the version
// label and the address the request came from (request.ip: the peer, or the client a TRUST_PROXY
// proxy names), at the time of the first acceptance; accepting again changes nothing.
import type { EulaRecord } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eulaRecords, eulas } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import { inEffectAt, presentRecord } from "./my-eulas.ts";

export interface AcceptProps {
  userOid: string;
  eulaOid: string;
  address: string;
  now: Date;
}

export async function acceptEula(db: Db, props: AcceptProps): Promise<EulaRecord> {
  const [eula] = await db
    .select({ oid: eulas.oid, version: eulas.version })
    .from(eulas)
    .where(and(eq(eulas.oid, props.eulaOid), inEffectAt(props.now)));
  // A scheduled or withdrawn version is not offered to anyone, so it cannot be accepted.
  if (!eula) throw errors.notFound();
  await db
    .insert(eulaRecords)
    .values({
      eulaOid: eula.oid,
      userOid: props.userOid,
      version: eula.version,
      address: props.address.slice(0, 64),
      acceptedAt: props.now,
    })
    .onConflictDoNothing();
  const [record] = await db
    .select()
    .from(eulaRecords)
    .where(and(eq(eulaRecords.eulaOid, eula.oid), eq(eulaRecords.userOid, props.userOid)));
  if (!record) throw new Error("acceptance not stored");
  return presentRecord(record);
}
