// Where pg-boss keeps its queue: the application's own database. On PGlite it shares the one
// embedded connection through pg-boss's PGlite adapter; on PostgreSQL it opens its own small pool
// from the same connection string.
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type ConstructorOptions, fromPglite } from "pg-boss";
import type { Db } from "../db/client.ts";

/**
 * pg-boss connection options for the database behind `db`. The PGlite adapter runs parameterless
 * (multi-statement) SQL through `exec()` and returns the rows of every statement, as pg-boss
 * requires of a custom `db`; PGlite itself runs one statement at a time, so calls are serialised.
 */
export function jobDatabaseOptions(db: Db): ConstructorOptions {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return { db: fromPglite(client), backend: "pglite" };
  if (client instanceof pg.Pool && client.options.connectionString) {
    return { connectionString: client.options.connectionString, max: 4, application_name: "textbook-tasks" };
  }
  throw new Error("the task queue needs a PGlite or node-postgres database");
}
