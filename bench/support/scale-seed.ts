// Bulk data for the scale benchmark, written straight into the product's database with
// generate_series (the server is stopped meanwhile: PGlite belongs to one process at a time).
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export interface SeedDatabase {
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export async function openSeedDatabase(env: Record<string, string>): Promise<SeedDatabase> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    return {
      query: async (sql, params) => (await client.query(sql, params)).rows,
      close: () => client.end(),
    };
  }
  const dataDir = env.DATA_DIR;
  if (!dataDir) throw new Error("DATA_DIR is not set");
  const client = new PGlite(join(dataDir, "pglite"));
  await client.waitReady;
  return {
    query: async (sql, params) => (await client.query<Record<string, unknown>>(sql, params)).rows,
    close: () => client.close(),
  };
}

async function schoolOid(db: SeedDatabase): Promise<string> {
  const [row] = await db.query("select oid from orgs where name = '示范学校'");
  if (!row) throw new Error("the demo organisation 示范学校 is missing: seed the demo data first");
  return String(row.oid);
}

const EMPTY_DOC = JSON.stringify({ type: "doc", content: [{ type: "paragraph" }] });

/** One book of `chapters` × `sectionsPerChapter`, one content file per section. */
export async function seedBigBook(
  db: SeedDatabase,
  size: { chapters: number; sectionsPerChapter: number },
): Promise<string> {
  const org = await schoolOid(db);
  const [book] = await db.query(
    `insert into books (oid, name, subject, org_oid, completion_rate)
     values (substr(md5('scale-big-book'), 1, 21), '规模测试：大部头', '测试', $1, 10) returning oid`,
    [org],
  );
  const bookOid = String(book?.oid);
  await db.query(
    `insert into chapters (oid, book_oid, name, position)
     select substr(md5('scale-c' || c), 1, 21), $1, '第 ' || (c + 1) || ' 章', c from generate_series(0, $2 - 1) c`,
    [bookOid, size.chapters],
  );
  await db.query(
    `insert into sections (oid, chapter_oid, name, position)
     select substr(md5('scale-s' || c || '-' || s), 1, 21), substr(md5('scale-c' || c), 1, 21), '第 ' || (s + 1) || ' 节', s
     from generate_series(0, $1 - 1) c, generate_series(0, $2 - 1) s`,
    [size.chapters, size.sectionsPerChapter],
  );
  await db.query(
    `insert into content_files (oid, section_oid, name, type, position, content)
     select substr(md5('scale-f' || s.oid), 1, 21), s.oid, '正文', 'CONTENT', 0, $2::jsonb
     from sections s join chapters c on c.oid = s.chapter_oid where c.book_oid = $1`,
    [bookOid, EMPTY_DOC],
  );
  return bookOid;
}

/** Adds plain books (one chapter of two sections each) until the organisation holds `total`. */
export async function growBooks(db: SeedDatabase, total: number): Promise<void> {
  const org = await schoolOid(db);
  const [row] = await db.query("select count(*)::int as n from books where org_oid = $1", [org]);
  const from = Number(row?.n ?? 0);
  if (from >= total) return;
  await db.query(
    `insert into books (oid, name, subject, state, org_oid, completion_rate, updated_at)
     select substr(md5('scale-b' || g), 1, 21), '规模测试教材 ' || g, '测试',
            case when g % 3 = 0 then 'RELEASED' else 'UN_RELEASED' end, $1, g % 101,
            now() - make_interval(mins => g + 60 * 24 * 30)
     from generate_series($2::int, $3::int - 1) g`,
    [org, from, total],
  );
  await db.query(
    `insert into chapters (oid, book_oid, name, position)
     select substr(md5('scale-bc' || g), 1, 21), substr(md5('scale-b' || g), 1, 21), '第一章', 0
     from generate_series($1::int, $2::int - 1) g`,
    [from, total],
  );
  await db.query(
    `insert into sections (oid, chapter_oid, name, position)
     select substr(md5('scale-bs' || g || '-' || s), 1, 21), substr(md5('scale-bc' || g), 1, 21), '第 ' || (s + 1) || ' 节', s
     from generate_series($1::int, $2::int - 1) g, generate_series(0, 1) s`,
    [from, total],
  );
  await db.query("analyze");
}
