// Builds the real app on a fresh database for one test file, with a clock the test can move.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Envelope, HEADERS } from "@textbook/shared";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import type { Clock } from "../http/clock.ts";
import type { TaskHandler } from "../jobs/task-handler.ts";
import type { SmsProvider } from "../modules/auth/sms/provider.ts";
import type { ProcessHookRegistry } from "../modules/workflows/process-hooks.ts";
import type { SaveSocketOptions } from "../realtime/options.ts";
import type { StorageDriver } from "../storage/driver.ts";
import { createLocalStorage } from "../storage/local.ts";
import { freshDatabase } from "./database.ts";

export class TestClock implements Clock {
  private current = new Date("2026-03-02T08:00:00.000Z");
  now(): Date {
    return new Date(this.current);
  }
  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  clock: TestClock;
  config: Config;
  storage: StorageDriver;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  sms?: SmsProvider;
  /** Extra routes for a test, added before the app is sealed. */
  routes?: (app: FastifyInstance) => void;
  /** Reuse a database (several apps on one database, like two instances). */
  database?: Database;
  /** Object storage; by default a local one in a temporary folder removed on close. */
  storage?: StorageDriver;
  /** Extra task types for engine tests. */
  taskHandlers?: readonly TaskHandler[];
  /** Save socket settings (timers, commit seams). */
  saveSocket?: Partial<SaveSocketOptions>;
  /** Receives the app's log lines (set LOG_LEVEL in env, the default is silent). */
  logStream?: { write(line: string): void };
  /** Replaces the approval kinds' hooks. */
  processHooks?: ProcessHookRegistry;
}

// Apps on one database are one deployment: they share a save-socket channel on Redis, and other
// test files (in parallel, on the same Redis) do not hear them.
const saveChannels = new WeakMap<Database, string>();
function saveChannelOf(database: Database): string {
  const channel = saveChannels.get(database) ?? `test-save-${randomUUID()}`;
  saveChannels.set(database, channel);
  return channel;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = options.database ?? (await freshDatabase());
  const env: Record<string, string> = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    LOGIN_RATE_LIMIT: "100000",
    WEB_DIST: "/nonexistent-web-dist",
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...options.env,
  };
  // The demo mode, as the tests read SMS codes from its outbox; a production app runs without it.
  const config = loadConfig({ DEMO_MODE: env.NODE_ENV === "production" ? "0" : "1", ...env });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const clock = new TestClock();
  let storage = options.storage;
  let storageDir: string | null = null;
  if (!storage) {
    storageDir = await mkdtemp(join(tmpdir(), "textbook-objects-"));
    storage = createLocalStorage(storageDir);
  }
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    redis,
    storage,
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.taskHandlers ? { taskHandlers: options.taskHandlers } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.processHooks ? { processHooks: options.processHooks } : {}),
    saveSocket: { channel: saveChannelOf(database), ...options.saveSocket },
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    clock,
    config,
    storage,
    async close() {
      await app.close();
      if (redis) await redis.quit();
      if (!options.database) await database.close();
      if (storageDir) await rm(storageDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Client address; each test uses its own so per-address limits do not leak between tests. */
  address?: string;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  requestId: string | undefined;
  headers: Record<string, unknown>;
}

export async function call<T = unknown>(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({
    method,
    url,
    headers,
    remoteAddress: options.address ?? "127.0.0.1",
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return {
    status: response.statusCode,
    body: response.json() as Envelope<T>,
    requestId: response.headers[HEADERS.requestId] as string | undefined,
    headers: response.headers,
  };
}
