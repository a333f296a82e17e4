// Do the statistics and application-data answers cost grow with the reading events? One run seeds
// two books with the same readers (2,000) and files (500): one with 10,000 events, one with
// 1,000,000 (BENCH_EVENTS to change), builds their aggregates through calc-again's rebuild, and
// prints the p95 of every statistics call on both books with their ratio (target: at most 2).
// PGlite in memory by default; DATABASE_URL measures PostgreSQL.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EDITION_FORMAT, EDITION_PATHS, type EditionManifest, editionStoragePrefix } from "@textbook/shared";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import {
  bookMembers,
  books,
  editions,
  memberships,
  orgs,
  users,
} from "../apps/server/src/db/schema/index.ts";
import { startSession } from "../apps/server/src/modules/auth/login-result.ts";
import { rebuildAggregates } from "../apps/server/src/modules/reading-stats/rebuild-aggregates.ts";
import { createLocalStorage } from "../apps/server/src/storage/local.ts";

const BIG = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const SMALL = 10_000;
const READERS = 2_000;
const CHAPTERS = 25;
const SECTIONS_PER_CHAPTER = 4;
const FILES_PER_SECTION = 5;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const TARGET_RATIO = 2;

const storageDir = await mkdtemp(join(tmpdir(), "bench-reading-stats-"));
const storage = createLocalStorage(storageDir);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, pgliteDir: null });
await database.migrate();
const { db } = database;
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  WEB_DIST: "/nonexistent",
  DEMO_MODE: "0",
});
const app = await buildApp({ config, db, redis: null, storage });
await app.ready();

const [orgRow] = await db.insert(orgs).values({ name: "基准学校", type: "SCHOOL" }).returning();
if (!orgRow) throw new Error("no org");
const org = orgRow;
const [editorRow] = await db
  .insert(users)
  .values({ fullName: "基准编辑", phoneNumber: "13900000000" })
  .returning();
if (!editorRow) throw new Error("no editor");
const editor = editorRow;
await db.insert(memberships).values({ userOid: editor.oid, orgOid: org.oid, roles: [] });
const token = (await startSession(db, { user: editor, fromProject: false, now: new Date(), orgOid: org.oid }))
  .token;
const readerOids: string[] = [];
for (let start = 0; start < READERS; start += 500) {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: 500 }, (_, i) => ({
        fullName: `读者${start + i}`,
        phoneNumber: `137${String(start + i).padStart(8, "0")}`,
        readerOnly: true,
      })),
    )
    .returning({ oid: users.oid });
  readerOids.push(...rows.map((row) => row.oid));
}

const fileOid = (i: number) => `bfile${String(i).padStart(13, "0")}`;

/** A released book whose edition has CHAPTERS × SECTIONS × FILES files, each with a video and a quiz. */
async function seedBook(name: string) {
  const [book] = await db.insert(books).values({ name, orgOid: org.oid, state: "RELEASED" }).returning();
  if (!book) throw new Error("no book");
  await db.insert(bookMembers).values({ bookOid: book.oid, userOid: editor.oid, role: "BOOK_CHIEF_EDITOR" });
  const [edition] = await db
    .insert(editions)
    .values({ bookOid: book.oid, number: 1, state: "READY", builtByOid: editor.oid, builtAt: new Date() })
    .returning();
  if (!edition) throw new Error("no edition");
  let n = 0;
  const toc: EditionManifest["toc"] = Array.from({ length: CHAPTERS }, (_, c) => ({
    oid: `ch${c}`,
    title: `第${c + 1}章`,
    sections: Array.from({ length: SECTIONS_PER_CHAPTER }, (_, s) => ({
      oid: `ch${c}s${s}`,
      title: `第${s + 1}节`,
      files: Array.from({ length: FILES_PER_SECTION }, () => {
        const oid = fileOid(n++);
        return { oid, title: oid, path: EDITION_PATHS.fileHtml(oid), jsonPath: EDITION_PATHS.fileJson(oid) };
      }),
    })),
  }));
  const put = (path: string, body: unknown) =>
    storage.putObject(
      `${editionStoragePrefix(edition.oid)}${path}`,
      Buffer.from(JSON.stringify(body)),
      "application/json",
    );
  for (let i = 0; i < n; i += 1) {
    await put(EDITION_PATHS.fileJson(fileOid(i)), {
      type: "doc",
      content: [
        {
          type: "videoBox",
          attrs: {
            oid: `v${i}`,
            title: `视频${i}`,
            kgPoints: [{ knId: `kp${i % 40}`, knText: `知识点${i % 40}`, graphId: null }],
          },
        },
      ],
    });
  }
  await put(EDITION_PATHS.manifest, {
    format: EDITION_FORMAT,
    edition: { oid: edition.oid, number: 1, builtAt: new Date().toISOString() },
    book: { oid: book.oid, name, coverPath: null },
    toc,
    stylesheets: [],
    search: EDITION_PATHS.search,
  } satisfies EditionManifest);
  await db.update(books).set({ releasedEditionOid: edition.oid }).where(sql`${books.oid} = ${book.oid}`);
  return { bookOid: book.oid, editionOid: edition.oid, files: n };
}

/** `count` events spread over the readers and files, a mix of every kind, over 60 days. */
async function seedEvents(book: { bookOid: string; editionOid: string; files: number }, count: number) {
  const readers = `array[${readerOids.map((oid) => `'${oid}'`).join(",")}]`;
  const batch = 100_000;
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch) - 1;
    await db.execute(
      sql.raw(`
      insert into reading_events (book_oid, edition_oid, user_oid, file_oid, block_oid, kind, amount, detail, client_id, occurred_at)
      select '${book.bookOid}', '${book.editionOid}', (${readers})[1 + (i * 7) % ${READERS}],
        'bfile' || lpad(((i::bigint * 7919) % ${book.files})::text, 13, '0'),
        case when i % 20 < 12 then null
             when i % 20 < 16 then 'v' || ((i::bigint * 7919) % ${book.files})::text
             else 'act' || ((i::bigint * 7919) % ${book.files})::text end,
        case when i % 20 < 8 then 'FILE_TIME' when i % 20 < 12 then 'FILE_OPEN'
             when i % 20 < 16 then 'MEDIA_PLAY' else 'QUIZ_ANSWER' end,
        case when i % 20 < 8 then 15 when i % 20 < 12 then 0 when i % 20 < 16 then (i * 37) % 1001 else (i / 20) % 2 end,
        case when i % 20 >= 16 then jsonb_build_object('topicOid', 't' || (i % 5)::text) else '{}'::jsonb end,
        'b-${book.bookOid}-' || i::text, now() - make_interval(secs => (i % 5184000))
      from generate_series(${start}, ${end}) as i`),
    );
  }
  const started = Date.now();
  await rebuildAggregates(db, book.bookOid, new Date());
  return Date.now() - started;
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

/** The calls of one book, by name. */
function callsOf(bookOid: string): Record<string, string> {
  return {
    "book-stats": `/api/book-stats/${bookOid}`,
    "book-stats/detail": `/api/book-stats/${bookOid}/detail`,
    "book-stats/stat-state": `/api/book-stats/${bookOid}/stat-state`,
    "book-stats/attachments": `/api/book-stats/${bookOid}/attachments`,
    "book-stats/zjy-kg-kp-count": `/api/book-stats/${bookOid}/zjy-kg-kp-count`,
    "book-applications/summary": `/api/book-applications/${bookOid}/summary`,
    "book-applications/chapters-and-sections": `/api/book-applications/${bookOid}/chapters-and-sections`,
    "…/videos": `/api/book-applications/${bookOid}/chapters/ch3/sections/ch3s1/videos`,
    "…/quizzes": `/api/book-applications/${bookOid}/chapters/ch3/sections/ch3s1/quizzes`,
  };
}

async function timed(name: string, url: string): Promise<number> {
  const started = performance.now();
  const response = await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200)
    throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return performance.now() - started;
}

/**
 * p95 per call on both books. The two books' requests alternate, so whatever else loads the machine
 * meanwhile weighs on both sizes alike and the ratio stays the cost of the size.
 */
async function measure(smallOid: string, bigOid: string): Promise<Map<string, [number, number]>> {
  const small = callsOf(smallOid);
  const big = callsOf(bigOid);
  const results = new Map<string, [number, number]>();
  for (const name of Object.keys(small)) {
    const urls = [small[name] ?? "", big[name] ?? ""] as const;
    for (let i = 0; i < 10; i += 1) for (const url of urls) await timed(name, url);
    const samples: [number[], number[]] = [[], []];
    for (let i = 0; i < REQUESTS; i += 1) {
      samples[0].push(await timed(name, urls[0]));
      samples[1].push(await timed(name, urls[1]));
    }
    results.set(name, [p95(samples[0]), p95(samples[1])]);
  }
  return results;
}

try {
  const small = await seedBook("小教材");
  const big = await seedBook("大教材");
  let started = Date.now();
  const smallRebuild = await seedEvents(small, SMALL);
  console.log(
    `seeded ${SMALL.toLocaleString("en")} events in ${((Date.now() - started) / 1000).toFixed(1)} s (rebuild ${smallRebuild} ms)`,
  );
  started = Date.now();
  const bigRebuild = await seedEvents(big, BIG);
  console.log(
    `seeded ${BIG.toLocaleString("en")} events in ${((Date.now() - started) / 1000).toFixed(1)} s (rebuild ${bigRebuild} ms)`,
  );
  const figures = await measure(small.bookOid, big.bookOid);
  console.log(
    `\nReading statistics on ${database.kind}: p95 of ${REQUESTS} requests per call, ${SMALL.toLocaleString("en")} vs ${BIG.toLocaleString("en")} events`,
  );
  let worst = 0;
  for (const [name, [smallP95, bigP95]] of figures) {
    const ratio = bigP95 / Math.max(smallP95, 0.001);
    worst = Math.max(worst, ratio);
    console.log(
      `${name.padEnd(42)} ${smallP95.toFixed(1).padStart(7)} ms  ${bigP95.toFixed(1).padStart(7)} ms  ${ratio.toFixed(2)}x`,
    );
  }
  console.log(
    `worst ratio ${worst.toFixed(2)}x (target ≤ ${TARGET_RATIO}x): ${worst <= TARGET_RATIO ? "ok" : "OVER"}`,
  );
  process.exitCode = worst <= TARGET_RATIO ? 0 : 1;
} finally {
  await app.close();
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
}
