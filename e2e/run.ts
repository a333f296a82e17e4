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
const files = readdirSync(join(here, "tests"))
  .filter((name) => name.endsWith(".test.ts"))
  .filter((name) => filter.length === 0 || filter.some((part) => name.includes(part)))
  .map((name) => join(here, "tests", name));

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

const code = await new Promise<number>((done) => {
  const child = spawn(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "--test", "--test-concurrency=1", ...files],
    {
      stdio: "inherit",
      env: { ...process.env, E2E_BASE_URL: server.baseUrl, E2E_PARTNER_SECRET: "e2e-partner-secret" },
    },
  );
  child.on("exit", (exitCode) => done(exitCode ?? 1));
});
await server.stop();
process.exit(code);
