// Chapters, sections and files are ordered lists with dense positions 0..n-1 under their parent.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { chapters, contentFiles, sections } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";

export interface OrderedList {
  table: PgTable;
  oid: PgColumn;
  parent: PgColumn;
  position: PgColumn;
}

export const CHAPTER_LIST: OrderedList = {
  table: chapters,
  oid: chapters.oid,
  parent: chapters.bookOid,
  position: chapters.position,
};
export const SECTION_LIST: OrderedList = {
  table: sections,
  oid: sections.oid,
  parent: sections.chapterOid,
  position: sections.position,
};
export const FILE_LIST: OrderedList = {
  table: contentFiles,
  oid: contentFiles.oid,
  parent: contentFiles.sectionOid,
  position: contentFiles.position,
};

/** The position after the last item under the parent. */
export async function nextPosition(db: Db, list: OrderedList, parentOid: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`cast(coalesce(max(${list.position}) + 1, 0) as int)` })
    .from(list.table)
    .where(eq(list.parent, parentOid));
  return Number(row?.next ?? 0);
}

/** Closes the gaps left by deleted items, keeping their order. */
export async function compactPositions(db: Db, list: OrderedList, parentOid: string): Promise<void> {
  const ranked = sql`select ${list.oid} as oid, cast(row_number() over (order by ${list.position}, ${list.oid}) - 1 as int) as position
    from ${list.table} where ${list.parent} = ${parentOid}`;
  await db.execute(sql`update ${list.table} set ${sql.identifier(list.position.name)} = ranked.position
    from (${ranked}) as ranked
    where ${list.oid} = ranked.oid and ${list.position} <> ranked.position`);
}

export interface Placement {
  oid: string;
  parentOid: string;
  position: number;
}

/**
 * Moves items to new parents and positions in one statement, whatever their number: the rows
 * travel as one JSON parameter, so a 10,000-section book stays far from the parameter limit.
 */
export async function applyPlacements(db: Db, list: OrderedList, placements: Placement[]): Promise<void> {
  if (placements.length === 0) return;
  const rows = JSON.stringify(placements);
  const set: SQL = sql`${sql.identifier(list.parent.name)} = moved."parentOid", ${sql.identifier(list.position.name)} = moved.position`;
  await db.execute(sql`update ${list.table} set ${set}
    from jsonb_to_recordset(${rows}::jsonb) as moved(oid varchar, "parentOid" varchar, position int)
    where ${list.oid} = moved.oid`);
}

/** The distinct oids, each of which must be an item under the parent (otherwise 404). */
export async function requireChildren(
  db: Db,
  list: OrderedList,
  parentOid: string,
  oids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(oids)];
  const found = await db
    .select({ oid: list.oid })
    .from(list.table)
    .where(and(eq(list.parent, parentOid), inArray(list.oid, unique)));
  if (found.length !== unique.length) throw errors.notFound();
  return unique;
}
