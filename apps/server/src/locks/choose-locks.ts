// Where a kind of lock lives: Redis when REDIS_URL is set, else PostgreSQL. The save socket (files'
// edit locks) and the advanced-style lease choose the same way, so all instances of a deployment
// keep one kind of lock in one place and never grant it twice.
import type { Redis } from "ioredis";
import type { Db } from "../db/client.ts";
import type { EditLockStore } from "./lock-store.ts";
import { createPostgresLocks, type LockTableName } from "./postgres-locks.ts";
import { createRedisLocks } from "./redis-locks.ts";

/** Each kind's key space in Redis (PostgreSQL keeps each kind in its own table). */
const REDIS_PREFIXES: Record<LockTableName, string> = {
  files: "textbook:edit-lock",
  styleEditing: "textbook:style-editing",
};

export function createLockStore(
  { db, redis }: { db: Db; redis: Redis | null },
  kind: LockTableName,
  ttlMs: number,
): EditLockStore {
  return redis ? createRedisLocks(redis, ttlMs, REDIS_PREFIXES[kind]) : createPostgresLocks(db, ttlMs, kind);
}
