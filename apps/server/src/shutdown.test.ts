import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createShutdown } from "./shutdown.ts";
import { freshDatabase } from "./test/database.ts";

describe("graceful shutdown", () => {
  it("lets an in-flight request finish, then closes the database", async () => {
    const database = await freshDatabase();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent" });
    const app = await buildApp({ config, db: database.db });
    let release: () => void = () => {};
    const entered = new Promise<void>((resolve) => {
      app.get("/api/test/slow", async () => {
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
        // The database must still be open when the held request finally queries it.
        const [row] = await database.db.select({ one: sql<number>`1` }).from(sql`(select 1) as probe`);
        return { one: Number(row?.one) };
      });
    });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const inFlight = fetch(`${address}/api/test/slow`);
    await entered;
    const shutdown = createShutdown({ app, database, redis: null });
    const stopped = shutdown();
    await new Promise((wait) => setTimeout(wait, 100));
    expect(database.closed).toBe(false);
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ one: 1 });
    await stopped;
    expect(database.closed).toBe(true);
    await expect(fetch(`${address}/api/systems/client-config`)).rejects.toThrow();
  });
});
