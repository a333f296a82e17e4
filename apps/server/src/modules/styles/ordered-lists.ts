// Style libraries (per organisation) and custom libraries (per book) are ordered lists with dense
// positions, like chapters: a sort names every item once, in its new order.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customLibraries, styleLibraries } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import { applyPlacements, type OrderedList } from "../books/positions.ts";

export const STYLE_LIBRARY_LIST: OrderedList = {
  table: styleLibraries,
  oid: styleLibraries.oid,
  parent: styleLibraries.orgOid,
  position: styleLibraries.position,
};

export const CUSTOM_LIBRARY_LIST: OrderedList = {
  table: customLibraries,
  oid: customLibraries.oid,
  parent: customLibraries.bookOid,
  position: customLibraries.position,
};

/** Puts the parent's items in the order of `oids`, which must name each of them exactly once. */
export async function sortList(db: Db, list: OrderedList, parentOid: string, oids: readonly string[]) {
  if (new Set(oids).size !== oids.length) throw errors.orderDuplicate();
  const current = await db
    .select({ oid: list.oid })
    .from(list.table)
    .where(eq(list.parent, parentOid))
    .orderBy(asc(list.position), asc(list.oid));
  const known = new Set(current.map((row) => row.oid as string));
  if (oids.length !== known.size || oids.some((oid) => !known.has(oid))) throw errors.orderMismatch();
  const moved = oids
    .map((oid, position) => ({ oid, parentOid, position }))
    .filter((placement) => current[placement.position]?.oid !== placement.oid);
  await applyPlacements(db, list, moved);
}
