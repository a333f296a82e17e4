// Both lock stores keep the same rules: PostgreSQL always, Redis when REDIS_URL is set.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { freshDatabase } from "../test/database.ts";
import { buildBook, buildChapter, buildFile, buildOrg, buildSection } from "../test/factories.ts";
import type { EditLockParty, EditLockStore } from "./lock-store.ts";
import { createPostgresLocks } from "./postgres-locks.ts";
import { createRedisLocks } from "./redis-locks.ts";

const TTL = 60_000;
let database: Database;
let redis: Redis | null = null;
beforeAll(async () => {
  database = await freshDatabase();
  if (process.env.REDIS_URL) redis = new Redis(process.env.REDIS_URL);
});
afterAll(async () => {
  await redis?.quit();
  await database.close();
});

const stores: [string, () => EditLockStore][] = [
  ["PostgreSQL", () => createPostgresLocks(database.db, TTL)],
  ...(process.env.REDIS_URL
    ? ([["Redis", () => createRedisLocks(redis as Redis, TTL, `test-lock-${randomUUID()}`)]] as [
        string,
        () => EditLockStore,
      ][])
    : []),
];

const party = (name: string): EditLockParty => ({
  key: `session-${name}:tab`,
  sessionOid: `session-${name}`,
  userOid: `user-${name}`,
  fullName: name,
});
const [ann, bob, cat] = [party("ann"), party("bob"), party("cat")];
const at = (seconds: number) => new Date(Date.UTC(2026, 2, 2, 8, 0, seconds));

async function newFile(): Promise<string> {
  const org = await buildOrg(database.db);
  const book = await buildBook(database.db, { org });
  const chapter = await buildChapter(database.db, { book });
  const section = await buildSection(database.db, { chapter });
  return (await buildFile(database.db, { section })).oid;
}

describe.each(stores)("%s locks", (_name, make) => {
  let locks: EditLockStore;
  beforeAll(() => {
    locks = make();
  });

  it("grants a free lock once, lets its holder reclaim it, and lets it expire", async () => {
    const file = await newFile();
    expect(await locks.acquire(file, ann, at(0))).toEqual({ granted: true, replaced: null });
    expect(await locks.acquire(file, bob, at(1))).toMatchObject({ granted: false, lock: { holder: ann } });
    expect(await locks.acquire(file, ann, at(2))).toEqual({ granted: true, replaced: null });
    expect(await locks.renew(file, bob.key, at(3))).toBeNull();
    expect((await locks.renew(file, ann.key, at(30)))?.expiresAt).toEqual(at(90));
    expect(await locks.read(file, at(89))).toMatchObject({ holder: ann });
    expect(await locks.read(file, at(90))).toBeNull();
    expect(await locks.renew(file, ann.key, at(91))).toBeNull();
    expect(await locks.acquire(file, bob, at(91))).toEqual({ granted: true, replaced: ann });
  });

  it("keeps one waiter, hands over to it (only to the one named), and forgets it on request", async () => {
    const file = await newFile();
    await locks.acquire(file, ann, at(0));
    expect(await locks.wait(file, ann, at(1))).toEqual({ state: "vacant" });
    expect(await locks.wait(file, bob, at(1))).toMatchObject({
      state: "waiting",
      lock: { holder: ann, waiter: bob },
    });
    expect(await locks.wait(file, cat, at(2))).toMatchObject({ state: "busy", lock: { waiter: bob } });
    expect(await locks.handOver(file, ann.key, at(3), cat.key)).toBeNull();
    expect(await locks.handOver(file, bob.key, at(3))).toBeNull();
    expect(await locks.handOver(file, ann.key, at(3), bob.key)).toEqual(bob);
    expect(await locks.read(file, at(4))).toEqual({ holder: bob, waiter: null, expiresAt: at(63) });

    expect((await locks.wait(file, cat, at(5))).state).toBe("waiting");
    await locks.stopWaiting(file, cat.key);
    expect((await locks.read(file, at(6)))?.waiter).toBeNull();
    expect(await locks.handOver(file, bob.key, at(6))).toBeNull();
  });

  it("on release, passes the lock to the waiter or frees it", async () => {
    const file = await newFile();
    await locks.acquire(file, ann, at(0));
    await locks.wait(file, bob, at(1));
    expect(await locks.release(file, cat.key, at(2))).toBeNull();
    expect(await locks.release(file, ann.key, at(2))).toEqual(bob);
    expect((await locks.read(file, at(3)))?.holder).toEqual(bob);
    expect(await locks.release(file, bob.key, at(4))).toBeNull();
    expect(await locks.read(file, at(5))).toBeNull();
    expect(await locks.acquire(file, cat, at(6))).toEqual({ granted: true, replaced: null });
  });

  it("grants one of many simultaneous requests", async () => {
    const file = await newFile();
    const parties = Array.from({ length: 20 }, (_, index) => party(`p${index}`));
    const results = await Promise.all(parties.map((each) => locks.acquire(file, each, at(0))));
    expect(results.filter((result) => result.granted)).toHaveLength(1);
  });
});
