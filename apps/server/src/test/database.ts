// A fresh database per test file: in-memory PGlite (from the run's migrated template when the
// global setup made one), or a throwaway PostgreSQL database when DATABASE_URL is set (created,
// migrated, dropped on close).
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";

async function templateData(): Promise<Blob | undefined> {
  const path = inject("pgliteTemplate");
  return path ? new Blob([await readFile(path)]) : undefined;
}

export async function freshDatabase(): Promise<Database> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const database = await openDatabase({
      databaseUrl: null,
      pgliteDir: null,
      pgliteData: await templateData(),
    });
    // Nothing to apply on the template; a template older than the migrations still catches up.
    await database.migrate();
    return database;
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
  await database.migrate();
  return {
    ...database,
    db: database.db,
    kind: database.kind,
    migrate: database.migrate,
    get closed() {
      return database.closed;
    },
    async close() {
      await database.close();
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      // The pool's connections may still be closing: forcing the drop then would terminate them
      // mid-close, which node-postgres reports as an uncaught error.
      await waitForNoConnections(client, name);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function waitForNoConnections(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query<{ open: number }>(
      "select count(*)::int as open from pg_stat_activity where datname = $1",
      [name],
    );
    if ((rows[0]?.open ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
