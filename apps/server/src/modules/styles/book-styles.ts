// A book's saved look (book_styles): read with who saved it last, and replaced whole in one
// statement, so a reader never sees half of a change. A book that never saved one has no row: its
// look is every content §9 default, version 0.
import type { CustomStyles, StyleItem } from "@textbook/shared";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookStyles, users } from "../../db/schema/index.ts";

export async function readBookStyles(db: Db, bookOid: string): Promise<CustomStyles> {
  const [row] = await db
    .select({
      items: bookStyles.items,
      version: bookStyles.version,
      updatedAt: bookStyles.updatedAt,
      updatedByOid: users.oid,
      updatedByName: users.fullName,
    })
    .from(bookStyles)
    .leftJoin(users, eq(users.oid, bookStyles.updatedByOid))
    .where(eq(bookStyles.bookOid, bookOid))
    .limit(1);
  if (!row) return { items: [], version: 0, updatedAt: null, updatedBy: null };
  return {
    items: row.items,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy:
      row.updatedByOid && row.updatedByName !== null
        ? { oid: row.updatedByOid, fullName: row.updatedByName }
        : null,
  };
}

export interface StylesWrite {
  bookOid: string;
  items: StyleItem[];
  userOid: string;
  now: Date;
  /** Written only while this holds (a task run that still owns its task); always when absent. */
  onlyIf?: SQL;
}

/** Replaces the book's items and bumps its version; the new version, or null when `onlyIf` failed. */
export async function writeBookStyles(db: Db, write: StylesWrite): Promise<number | null> {
  const now = sql`${write.now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    insert into book_styles (book_oid, items, version, updated_by_oid, updated_at)
    select ${write.bookOid}, ${JSON.stringify(write.items)}::jsonb, 1, ${write.userOid}, ${now}
    where ${write.onlyIf ?? sql`true`}
    on conflict (book_oid) do update set items = excluded.items, version = book_styles.version + 1,
      updated_by_oid = excluded.updated_by_oid, updated_at = excluded.updated_at
    returning version`);
  const [row] = (result as unknown as { rows: { version: number }[] }).rows;
  return row ? Number(row.version) : null;
}
