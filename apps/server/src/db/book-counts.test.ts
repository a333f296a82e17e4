// The triggers of migration 0002 keep book_counts equal to a real count, whatever writes the books.
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freshDatabase } from "../test/database.ts";
import { buildBook, buildOrg } from "../test/factories.ts";
import type { Database } from "./client.ts";
import { bookCounts, books } from "./schema/index.ts";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

async function countsAgree() {
  const real = await database.db
    .select({ orgOid: books.orgOid, state: books.state, total: count() })
    .from(books)
    .groupBy(books.orgOid, books.state);
  const kept = await database.db.select().from(bookCounts);
  const nonZero = kept.filter((row) => row.total !== 0);
  const key = (row: { org: string; state: string; total: number }) => `${row.org}/${row.state}=${row.total}`;
  expect(nonZero.map((row) => key({ org: row.orgOid, state: row.state, total: row.total })).sort()).toEqual(
    real.map((row) => key({ org: row.orgOid, state: row.state, total: row.total })).sort(),
  );
}

it("follows inserts, state changes, moves between organisations, deletes and bulk statements", async () => {
  const first = await buildOrg(database.db);
  const second = await buildOrg(database.db);
  const one = await buildBook(database.db, { org: first });
  await buildBook(database.db, { org: first, state: "RELEASED" });
  await countsAgree();
  await database.db.update(books).set({ state: "LOCKED" }).where(eq(books.oid, one.oid));
  await countsAgree();
  await database.db.update(books).set({ orgOid: second.oid }).where(eq(books.oid, one.oid));
  await countsAgree();
  await database.db.execute(
    sql`insert into books (name, oid, org_oid) select 'bulk ' || g, md5('bulk' || g), ${second.oid} from generate_series(1, 50) g`,
  );
  await countsAgree();
  await database.db.update(books).set({ state: "RELEASED" }).where(eq(books.orgOid, second.oid));
  await countsAgree();
  await database.db.delete(books).where(eq(books.orgOid, first.oid));
  await countsAgree();
});

it("writes nothing for an update that moves no book (an updated_at bump)", async () => {
  const org = await buildOrg(database.db);
  const book = await buildBook(database.db, { org });
  const before = await database.db.select().from(bookCounts).where(eq(bookCounts.orgOid, org.oid));
  await database.db.update(books).set({ updatedAt: new Date(), name: "改名" }).where(eq(books.oid, book.oid));
  expect(await database.db.select().from(bookCounts).where(eq(bookCounts.orgOid, org.oid))).toEqual(before);
});
