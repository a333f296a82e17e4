// A fresh database per test file: in-memory PGlite, or a throwaway PostgreSQL database when
// DATABASE_URL is set (created, migrated, dropped on close).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";

export async function freshDatabase(): Promise<Database> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
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
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
