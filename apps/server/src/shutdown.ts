// Graceful stop: stop accepting, let in-flight requests finish, then close the database and Redis.
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { Database } from "./db/client.ts";

export function createShutdown(parts: { app: FastifyInstance; database: Database; redis: Redis | null }) {
  let closing: Promise<void> | null = null;
  return (): Promise<void> => {
    closing ??= (async () => {
      await parts.app.close();
      await parts.database.close();
      if (parts.redis) await parts.redis.quit();
    })();
    return closing;
  };
}
