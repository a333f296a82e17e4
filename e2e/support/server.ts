// Starts the real product (apps/server/src/main.ts serving the built web app) on a free port with a
// fresh database: a temporary PGlite directory, or a throwaway PostgreSQL database when
// DATABASE_URL is set. Used by the browser tests and the benchmarks.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";

const repoRoot = resolve(import.meta.dirname, "../..");

export interface RunningServer {
  baseUrl: string;
  /** The server process (a benchmark reads its memory from /proc). */
  pid: number;
  /** What the server printed so far (LOG_LEVEL warn and up): for a failing test to show. */
  logs(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Run on this database and keep it when stopping (benchmarks restart on the same data). */
  database?: FreshDatabase;
  /** Print the server's log lines (always printed when the server fails to start). */
  verbose?: boolean;
  /** Extra Node options for the server process (a benchmark's --cpu-prof). */
  nodeOptions?: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export interface FreshDatabase {
  /** DATA_DIR, and DATABASE_URL when running on PostgreSQL. */
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

/** A fresh database for one run: returns the env to pass and a cleanup. */
export async function freshDatabase(): Promise<FreshDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), "textbook-run-"));
  const base = process.env.DATABASE_URL;
  if (!base) {
    return { env: { DATA_DIR: dataDir }, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `run_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/systems/client-config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`server not ready within ${deadlineMs} ms`);
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const owned = !options.database;
  const database = options.database ?? (await freshDatabase());
  const cleanup = () => (owned ? database.cleanup() : Promise.resolve());
  const logs: string[] = [];
  const child = spawn(
    process.execPath,
    [
      "--disable-warning=ExperimentalWarning",
      ...(options.nodeOptions ?? []),
      join(repoRoot, "apps/server/src/main.ts"),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: "test",
        // The demo mode: demo data, and the SMS outbox the login tests read codes from.
        DEMO_MODE: "1",
        HOST: "127.0.0.1",
        PORT: String(port),
        LOG_LEVEL: "warn",
        ...database.env,
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const collect = (chunk: Buffer) => {
    logs.push(chunk.toString());
    if (options.verbose) process.stderr.write(chunk);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseUrl, child, 180_000);
  } catch (error) {
    child.kill("SIGKILL");
    await cleanup();
    process.stderr.write(logs.join(""));
    throw error;
  }
  let stopping = false;
  // A server that dies under the tests fails every later test with ECONNREFUSED: say why it died.
  child.once("exit", (exitCode, signal) => {
    if (stopping) return;
    const tail = logs.join("").split("\n").slice(-200).join("\n");
    process.stderr.write(
      `\nThe server at ${baseUrl} exited during the tests (code ${exitCode}, signal ${signal}). Its last output:\n${tail}\n`,
    );
  });
  return {
    baseUrl,
    pid: child.pid ?? 0,
    logs: () => logs.join(""),
    async stop() {
      stopping = true;
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once("exit", done));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      await cleanup();
    },
  };
}
