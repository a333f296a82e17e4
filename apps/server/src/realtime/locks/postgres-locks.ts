// Edit locks in PostgreSQL: each decision is one conditional INSERT ... ON CONFLICT or UPDATE on
// the file's edit_locks row, so the database grants a lock to exactly one caller. Times come from
// the injected clock, like every other expiry in the database.
import { and, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { editLocks } from "../../db/schema/index.ts";
import {
  type AcquireResult,
  type EditLockParty,
  type EditLockStore,
  expiryFrom,
  type LiveLock,
} from "./lock-store.ts";

const heldBy = (key: string) => sql`${editLocks.holder}->>'key' = ${key}`;
const waitedBy = (key: string) => sql`${editLocks.waiter}->>'key' = ${key}`;
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

function live(row: typeof editLocks.$inferSelect): LiveLock {
  return { holder: row.holder, waiter: row.waiter ?? null, expiresAt: row.expiresAt };
}

export function createPostgresLocks(db: Db, ttlMs: number): EditLockStore {
  async function read(fileOid: string, now: Date): Promise<LiveLock | null> {
    const [row] = await db
      .select()
      .from(editLocks)
      .where(and(eq(editLocks.fileOid, fileOid), gt(editLocks.expiresAt, at(now))));
    return row ? live(row) : null;
  }

  async function handOver(fileOid: string, holderKey: string, now: Date, waiterKey?: string) {
    const [row] = await db
      .update(editLocks)
      .set({ holder: sql`${editLocks.waiter}`, waiter: null, expiresAt: expiryFrom(now, ttlMs) })
      .where(
        and(
          eq(editLocks.fileOid, fileOid),
          heldBy(holderKey),
          isNotNull(editLocks.waiter),
          waiterKey ? waitedBy(waiterKey) : undefined,
        ),
      )
      .returning({ holder: editLocks.holder });
    return row?.holder ?? null;
  }

  async function acquire(fileOid: string, party: EditLockParty, now: Date): Promise<AcquireResult> {
    // Expired or not: if someone else held it, they are told they lost it.
    const [before] = await db.select().from(editLocks).where(eq(editLocks.fileOid, fileOid));
    const [row] = await db
      .insert(editLocks)
      .values({ fileOid, holder: party, waiter: null, expiresAt: expiryFrom(now, ttlMs) })
      .onConflictDoUpdate({
        target: editLocks.fileOid,
        set: {
          holder: party,
          expiresAt: expiryFrom(now, ttlMs),
          // A reclaiming holder keeps its waiter; whoever takes an expired lock starts afresh.
          waiter: sql`case when ${heldBy(party.key)} then ${editLocks.waiter} else null end`,
        },
        setWhere: or(heldBy(party.key), sql`${editLocks.expiresAt} <= ${at(now)}`),
      })
      .returning();
    if (row) {
      const replaced = before && before.holder.key !== party.key ? before.holder : null;
      return { granted: true, replaced };
    }
    const lock = await read(fileOid, now);
    // Expired between the two statements: try again rather than report a holder that is gone.
    return lock ? { granted: false, lock } : acquire(fileOid, party, now);
  }

  return {
    read,
    handOver,
    acquire,

    async renew(fileOid, holderKey, now) {
      const [row] = await db
        .update(editLocks)
        .set({ expiresAt: expiryFrom(now, ttlMs) })
        .where(and(eq(editLocks.fileOid, fileOid), heldBy(holderKey), gt(editLocks.expiresAt, at(now))))
        .returning();
      return row ? live(row) : null;
    },

    async wait(fileOid, waiter, now) {
      const [row] = await db
        .update(editLocks)
        .set({ waiter })
        .where(
          and(
            eq(editLocks.fileOid, fileOid),
            gt(editLocks.expiresAt, at(now)),
            sql`not ${heldBy(waiter.key)}`,
            or(isNull(editLocks.waiter), waitedBy(waiter.key)),
          ),
        )
        .returning();
      if (row) return { state: "waiting", lock: live(row) };
      const lock = await read(fileOid, now);
      if (!lock || lock.holder.key === waiter.key) return { state: "vacant" };
      return { state: "busy", lock };
    },

    async release(fileOid, holderKey, now) {
      // A waiter may arrive between the two statements; the next round then hands the lock to it.
      for (let round = 0; round < 3; round++) {
        const next = await handOver(fileOid, holderKey, now);
        if (next) return next;
        const deleted = await db
          .delete(editLocks)
          .where(and(eq(editLocks.fileOid, fileOid), heldBy(holderKey), isNull(editLocks.waiter)))
          .returning({ fileOid: editLocks.fileOid });
        if (deleted.length > 0 || !(await read(fileOid, now))) return null;
      }
      return null;
    },

    async stopWaiting(fileOid, waiterKey) {
      await db
        .update(editLocks)
        .set({ waiter: null })
        .where(and(eq(editLocks.fileOid, fileOid), waitedBy(waiterKey)));
    },
  };
}
