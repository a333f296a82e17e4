// One Drizzle type for both drivers: embedded PGlite (default) or PostgreSQL (DATABASE_URL).
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** A database or a transaction: repository functions accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  readonly closed: boolean;
}

const migrationsFolder = resolve(import.meta.dirname, "../../drizzle");

export interface OpenOptions {
  databaseUrl: string | null;
  /** PGlite directory; null keeps the PGlite database in memory (tests). */
  pgliteDir: string | null;
  /**
   * An in-memory PGlite starts from this dumped data directory (PGlite's dumpDataDir) instead of
   * an empty cluster: the tests' migrated template, which spares each test file the cluster's
   * creation and the migrations (about 2.5 s of the 3 s a fresh one takes).
   */
  pgliteData?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteData);
}

export function pgliteDirOf(dataDir: string): string {
  return join(dataDir, "pglite");
}

async function openPglite(dir: string | null, data: Blob | undefined): Promise<Database> {
  if (dir) await mkdir(dir, { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite(data ? { loadDataDir: data } : {});
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
    get closed() {
      return closed;
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (a restart, a failover) is replaced on the next query;
  // without a listener node-postgres would throw it as an uncaught error and end the process.
  pool.on("error", (error) => process.emitWarning(`database connection lost: ${error.message}`));
  const db = drizzlePostgres({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePostgres(db, { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    get closed() {
      return closed;
    },
  };
}
