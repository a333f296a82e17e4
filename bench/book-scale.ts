// Does the book list and the chapter tree cost grow with the page or with the table? Seeds 1,000
// books (and one book of 500 chapters × 20 sections), measures, grows the tables to 100,000 books,
// measures again, and prints p95 at both sizes with their ratio (target: at most 1.5).
import { api, loginBody } from "@textbook/e2e/api";
import { freshDatabase, startServer } from "@textbook/e2e/server";
import type { LoginResult } from "@textbook/shared";
import { formatRow, type LoadResult, load } from "./support/load.ts";
import { growBooks, openSeedDatabase, seedBigBook } from "./support/scale-seed.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const TARGET_RATIO = 1.5;
const SIZES = [1_000, 100_000] as const;

interface Measured {
  adminList: LoadResult;
  memberList: LoadResult;
  tree: LoadResult;
}

async function measure(database: Awaited<ReturnType<typeof freshDatabase>>, bigBookOid: string) {
  const server = await startServer({ database, env: { LOGIN_RATE_LIMIT: "100000000", SEED: "none" } });
  try {
    const tokenOf = async (phone: string) => {
      const login = await api<LoginResult>(server.baseUrl, "/passports/account-login", {
        method: "POST",
        body: await loginBody(server.baseUrl, phone),
      });
      const orgs = await api<{ items: { oid: string; name: string }[] }>(server.baseUrl, "/orgs/my-list", {
        token: login.token,
      });
      const school = orgs.items.find((org) => org.name === "示范学校");
      if (school && login.currentOrg?.oid !== school.oid) {
        await api(server.baseUrl, "/passports/switch-org", {
          method: "POST",
          token: login.token,
          body: { orgOid: school.oid },
        });
      }
      return login.token;
    };
    const admin = { authorization: `Bearer ${await tokenOf("13800000001")}` };
    const member = { authorization: `Bearer ${await tokenOf("13800000002")}` };
    const list = `${server.baseUrl}/api/books/contributed?page=1&pageSize=10`;
    // One connection: the latency of a request against the table size, not queueing behind others.
    const connections = 1;
    // Warm-up: JIT, caches and the task workers' first sweep after start stay out of the figures.
    for (const url of [list, `${server.baseUrl}/api/books/${bigBookOid}/chapters`]) {
      await load({ url, headers: admin, durationSeconds: 2, connections });
    }
    return {
      adminList: await load({ url: list, headers: admin, durationSeconds, connections }),
      memberList: await load({ url: list, headers: member, durationSeconds, connections }),
      tree: await load({
        url: `${server.baseUrl}/api/books/${bigBookOid}/chapters`,
        headers: admin,
        durationSeconds,
        connections,
      }),
    } satisfies Measured;
  } finally {
    await server.stop();
  }
}

const database = await freshDatabase();
try {
  // First start migrates and seeds the demo organisations, users and books.
  await (await startServer({ database })).stop();
  let bigBookOid = "";
  const results: Measured[] = [];
  for (const size of SIZES) {
    // PGlite belongs to one process at a time: seed with the server stopped.
    const seed = await openSeedDatabase(database.env);
    const started = Date.now();
    bigBookOid ||= await seedBigBook(seed, { chapters: 500, sectionsPerChapter: 20 });
    await growBooks(seed, size);
    await seed.close();
    console.log(
      `seeded ${size.toLocaleString("en")} books in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    results.push(await measure(database, bigBookOid));
  }
  const [small, large] = results as [Measured, Measured];
  console.log(
    `\nBook list and chapter tree at ${SIZES.map((n) => n.toLocaleString("en")).join(" and ")} books (${durationSeconds} s each, 1 connection, ${database.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
  );
  let failed = false;
  for (const key of ["adminList", "memberList", "tree"] as const) {
    const label = {
      adminList: "book list (org admin)",
      memberList: "book list (member)",
      tree: "chapter tree 500×20",
    }[key];
    console.log(formatRow(`${label} @1k`, small[key]));
    console.log(formatRow(`${label} @100k`, large[key]));
    const ratio = large[key].p95 / Math.max(small[key].p95, 0.001);
    console.log(`${label}: p95 ratio 100k/1k = ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO})\n`);
    if (large[key].non2xx > 0 || small[key].non2xx > 0) failed = true;
  }
  if (failed) {
    console.error("Some requests failed: the figures above do not measure successful calls.");
    process.exitCode = 1;
  }
} finally {
  await database.cleanup();
}
