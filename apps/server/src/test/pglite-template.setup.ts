// Vitest's global setup: one migrated PGlite cluster dumped to a file for the run, which every
// test file's in-memory database starts from (test/database.ts) instead of creating and migrating
// its own. Skipped on PostgreSQL (DATABASE_URL), where each file gets a database of its own.
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The dumped migrated PGlite data directory, or "" when there is none. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return;
  }
  const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const path = join(tmpdir(), `textbook-pglite-template-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", path);
  return () => rm(path, { force: true });
}
