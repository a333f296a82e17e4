// Edit locks in Redis (REDIS_URL): per file, a lock key `{holder, expiresAt}` set with NX and PX,
// and a waiter key beside it. Every decision is one Lua script, which Redis runs atomically, so
// instances sharing the Redis never grant a lock twice. Expiry is both Redis's PX (the key goes
// away) and `expiresAt` compared with the caller's clock (the same rule as PostgreSQL's store).
import type { Redis } from "ioredis";
import { type EditLockParty, type EditLockStore, expiryFrom, type LiveLock } from "./lock-store.ts";

// KEYS[1] lock, KEYS[2] waiter. ARGV: value, party key, now, ttl.
const ACQUIRE = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[4]) then
  redis.call('DEL', KEYS[2])
  return {1}
end
local raw = redis.call('GET', KEYS[1])
local lock = cjson.decode(raw)
if lock.holder.key == ARGV[2] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[4])
  redis.call('PEXPIRE', KEYS[2], ARGV[4])
  return {1}
end
if tonumber(lock.expiresAt) > tonumber(ARGV[3]) then
  return {0, raw, redis.call('GET', KEYS[2])}
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[4])
redis.call('DEL', KEYS[2])
return {1, raw}`;

// ARGV: holder key, now, ttl, new expiresAt.
const RENEW = `
local raw = redis.call('GET', KEYS[1])
if not raw then return false end
local lock = cjson.decode(raw)
if lock.holder.key ~= ARGV[1] or tonumber(lock.expiresAt) <= tonumber(ARGV[2]) then return false end
local value = '{"holder":' .. cjson.encode(lock.holder) .. ',"expiresAt":"' .. ARGV[4] .. '"}'
redis.call('SET', KEYS[1], value, 'PX', ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return {value, redis.call('GET', KEYS[2])}`;

// ARGV: waiter JSON, waiter key, now.
const WAIT = `
local raw = redis.call('GET', KEYS[1])
if not raw then return {'vacant'} end
local lock = cjson.decode(raw)
if tonumber(lock.expiresAt) <= tonumber(ARGV[3]) or lock.holder.key == ARGV[2] then return {'vacant'} end
local current = redis.call('GET', KEYS[2])
if current and cjson.decode(current).key ~= ARGV[2] then return {'busy', raw, current} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then return {'vacant'} end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ttl)
return {'waiting', raw, ARGV[1]}`;

// ARGV: holder key, ttl, new expiresAt, waiter key ('' for any), release ('1': remove when no waiter).
const HAND_OVER = `
local raw = redis.call('GET', KEYS[1])
if not raw then return false end
if cjson.decode(raw).holder.key ~= ARGV[1] then return false end
local waiter = redis.call('GET', KEYS[2])
if not waiter or (ARGV[4] ~= '' and cjson.decode(waiter).key ~= ARGV[4]) then
  if ARGV[5] == '1' and not waiter then redis.call('DEL', KEYS[1]) end
  return false
end
redis.call('SET', KEYS[1], '{"holder":' .. waiter .. ',"expiresAt":"' .. ARGV[3] .. '"}', 'PX', ARGV[2])
redis.call('DEL', KEYS[2])
return waiter`;

// ARGV: waiter key.
const STOP_WAITING = `
local raw = redis.call('GET', KEYS[2])
if raw and cjson.decode(raw).key == ARGV[1] then redis.call('DEL', KEYS[2]) end
return 1`;

interface StoredLock {
  holder: EditLockParty;
  expiresAt: string;
}

function parseLock(raw: string, waiter: string | null): LiveLock {
  const lock = JSON.parse(raw) as StoredLock;
  return {
    holder: lock.holder,
    waiter: waiter ? (JSON.parse(waiter) as EditLockParty) : null,
    expiresAt: new Date(Number(lock.expiresAt)),
  };
}

export function createRedisLocks(redis: Redis, ttlMs: number, prefix = "textbook:edit-lock"): EditLockStore {
  const keys = (fileOid: string) => [`${prefix}:${fileOid}`, `${prefix}-waiter:${fileOid}`] as const;
  const run = (script: string, fileOid: string, ...args: (string | number)[]) =>
    redis.eval(script, 2, ...keys(fileOid), ...args) as Promise<unknown>;
  const lockValue = (holder: EditLockParty, now: Date) =>
    JSON.stringify({ holder, expiresAt: String(expiryFrom(now, ttlMs).getTime()) } satisfies StoredLock);

  async function handOver(fileOid: string, holderKey: string, now: Date, waiterKey = "", release = false) {
    const expiresAt = String(expiryFrom(now, ttlMs).getTime());
    const waiter = (await run(
      HAND_OVER,
      fileOid,
      holderKey,
      ttlMs,
      expiresAt,
      waiterKey,
      release ? "1" : "0",
    )) as string | null;
    return waiter ? (JSON.parse(waiter) as EditLockParty) : null;
  }

  return {
    async acquire(fileOid, party, now) {
      const [granted, raw, waiter] = (await run(
        ACQUIRE,
        fileOid,
        lockValue(party, now),
        party.key,
        now.getTime(),
        ttlMs,
      )) as [number, string | null | undefined, string | null | undefined];
      if (granted === 1) {
        const previous = raw ? (JSON.parse(raw) as StoredLock).holder : null;
        return { granted: true, replaced: previous && previous.key !== party.key ? previous : null };
      }
      return { granted: false, lock: parseLock(raw as string, waiter ?? null) };
    },

    async read(fileOid, now) {
      const [raw, waiter] = await redis.mget(...keys(fileOid));
      if (!raw) return null;
      const lock = parseLock(raw, waiter ?? null);
      return lock.expiresAt > now ? lock : null;
    },

    async renew(fileOid, holderKey, now) {
      const expiresAt = String(expiryFrom(now, ttlMs).getTime());
      const answer = (await run(RENEW, fileOid, holderKey, now.getTime(), ttlMs, expiresAt)) as
        | [string, string | null]
        | null;
      return answer ? parseLock(answer[0], answer[1]) : null;
    },

    async wait(fileOid, waiter, now) {
      const [state, raw, current] = (await run(
        WAIT,
        fileOid,
        JSON.stringify(waiter),
        waiter.key,
        now.getTime(),
      )) as ["vacant" | "busy" | "waiting", string?, string?];
      if (state === "vacant" || !raw) return { state: "vacant" };
      return { state, lock: parseLock(raw, current ?? null) };
    },

    handOver: (fileOid, holderKey, now, waiterKey) => handOver(fileOid, holderKey, now, waiterKey),

    release: (fileOid, holderKey, now) => handOver(fileOid, holderKey, now, "", true),

    async stopWaiting(fileOid, waiterKey) {
      await run(STOP_WAITING, fileOid, waiterKey);
    },
  };
}
