// Login and book-list calls against the real server (fresh demo database), beside a bare Fastify
// route measured in the same run. Login is dominated by scrypt on purpose: that cost is the product's.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { api, loginBody } from "@textbook/e2e/api";
import { startServer } from "@textbook/e2e/server";
import type { LoginResult } from "@textbook/shared";
import { formatRow, load } from "./support/load.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);

async function startBare(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "support/bare-server.ts"], {
    cwd: import.meta.dirname,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((done) => lines.once("line", done));
  return { url, stop: () => child.kill("SIGTERM") };
}

/** BENCH_PROFILE=<dir> writes the server's CPU profile there (node --cpu-prof), to see where a call's time goes. */
const profileDir = process.env.BENCH_PROFILE;

const bare = await startBare();
// The log level a deployment runs at: each request's log lines are part of its cost.
const server = await startServer({
  env: { LOGIN_RATE_LIMIT: "100000000", LOG_LEVEL: "info" },
  nodeOptions: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
});
try {
  const baseline = await load({ url: `${bare.url}/api/bare`, durationSeconds });
  const body = JSON.stringify(await loginBody(server.baseUrl, "13800000002"));
  const session = await api<LoginResult>(server.baseUrl, "/passports/account-login", {
    method: "POST",
    body: JSON.parse(body),
  });
  const loginResult = await load({
    url: `${server.baseUrl}/api/passports/account-login`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    durationSeconds,
  });
  const books = await load({
    url: `${server.baseUrl}/api/books/contributed?page=1&pageSize=10`,
    headers: { authorization: `Bearer ${session.token}` },
    durationSeconds,
  });
  const todoCount = await load({
    url: `${server.baseUrl}/api/todos/count`,
    headers: { authorization: `Bearer ${session.token}` },
    durationSeconds,
  });
  console.log(
    `API load (${durationSeconds} s each, 10 connections, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
  );
  console.log(formatRow("bare Fastify route", baseline));
  console.log(formatRow("POST account-login", loginResult, baseline));
  console.log(formatRow("GET books/contributed", books, baseline));
  console.log(formatRow("GET todos/count", todoCount, baseline));
  if (loginResult.non2xx > 0 || books.non2xx > 0 || todoCount.non2xx > 0) {
    console.error("Some product requests failed: the figures above do not measure successful calls.");
    process.exitCode = 1;
  }
} finally {
  bare.stop();
  await server.stop();
}
