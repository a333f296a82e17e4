// The PostgreSQL pool outlives a dropped connection (a server restart or failover).
import pg from "pg";
import { expect, it } from "vitest";
import { freshDatabase } from "../test/database.ts";

it.runIf(process.env.DATABASE_URL)(
  "an idle connection the server terminates is replaced, not thrown as an uncaught error",
  async () => {
    const database = await freshDatabase();
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const { rows } = await pool.query<{ pid: number; name: string }>(
        "select pg_backend_pid() as pid, current_database() as name",
      );
      const killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await killer.connect();
      await killer.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
      await killer.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await pool.query<{ one: number }>("select 1 as one");
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  },
);
