// Runs the browser tests: starts the real product on a fresh database, then every e2e/tests/*.test.ts
// with node's test runner against it. Without Chromium the run is skipped with a clear note, unless
// CI or E2E_REQUIRED is set, where a missing browser is a failure.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { CHROMIUM_PATH } from "./support/browser.ts";
import { startServer } from "./support/server.ts";

const here = import.meta.dirname;
// WEB_DIST (as the server reads it) lets a run test a build made elsewhere than apps/web/dist.
const webDist = join(resolve(here, "..", process.env.WEB_DIST ?? "apps/web/dist"), "index.html");

if (!existsSync(CHROMIUM_PATH)) {
  const note = `Browser tests need Chromium at ${CHROMIUM_PATH} (Debian: apt-get install chromium).`;
  if (process.env.CI || process.env.E2E_REQUIRED) {
    console.error(note);
    process.exit(1);
  }
  console.warn(`Skipping browser tests. ${note}`);
  process.exit(0);
}
if (!existsSync(webDist)) {
  console.error(
    "The web app is not built: run `npm run build -w @textbook/web` first (or point WEB_DIST at a build).",
  );
  process.exit(1);
}

const filter = process.argv.slice(2);
const names = readdirSync(join(here, "tests"))
  .filter((name) => name.endsWith(".test.ts"))
  .filter((name) => filter.length === 0 || filter.some((part) => name.includes(part)))
  .sort();
// No test file may depend on another having run first: E2E_ORDER=reverse (what .ci/run's second
// run uses) or shuffle:<seed> runs them in another order on the same server.
const order = process.env.E2E_ORDER ?? "name";
const files = inOrder(names, order).map((name) => join(here, "tests", name));
if (order !== "name") console.log(`Test files in ${order} order: ${files.length}`);

function inOrder(list: string[], how: string): string[] {
  if (how === "name") return list;
  if (how === "reverse") return [...list].reverse();
  const seed = /^shuffle:(\d+)$/.exec(how)?.[1];
  if (seed === undefined) throw new Error(`E2E_ORDER is name, reverse or shuffle:<seed>, not ${how}`);
  // A small seeded generator (mulberry32), so a failing order can be run again.
  let state = Number(seed);
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const shuffled = [...list];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
  }
  return shuffled;
}

const server = await startServer({
  // Every browser test logs in from 127.0.0.1, some forty logins within a few minutes: the
  // per-address limit (LOGIN_RATE_LIMIT a minute, API-tested in apps/server) would refuse a whole
  // school's worth of users behind one address here. The per-phone locks and the captcha still apply.
  // 127.0.0.1 is trusted as a proxy so that a test can name a client address of its own
  // (newPage's clientAddress) for the per-address captcha counts.
  env: { PARTNER_TICKET_SECRET: "e2e-partner-secret", LOGIN_RATE_LIMIT: "600", TRUST_PROXY: "127.0.0.1" },
  verbose: Boolean(process.env.E2E_VERBOSE),
});
console.log(
  `Browser tests against ${server.baseUrl} (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
);

/** node's test runner sorts the files it is given, so another order runs them one runner at a time. */
function runFiles(batch: string[]): Promise<number> {
  return new Promise<number>((done) => {
    const child = spawn(
      process.execPath,
      ["--disable-warning=ExperimentalWarning", "--test", "--test-concurrency=1", ...batch],
      {
        stdio: "inherit",
        env: { ...process.env, E2E_BASE_URL: server.baseUrl, E2E_PARTNER_SECRET: "e2e-partner-secret" },
      },
    );
    child.on("exit", (exitCode) => done(exitCode ?? 1));
  });
}

let code = 0;
for (const batch of order === "name" ? [files] : files.map((file) => [file])) {
  code = (await runFiles(batch)) || code;
}
await server.stop();
process.exit(code);
