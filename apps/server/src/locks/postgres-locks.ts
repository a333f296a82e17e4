// Edit locks in PostgreSQL: each decision is one conditional INSERT ... ON CONFLICT or UPDATE on
// the lock's row, so the database grants a lock to exactly one caller. Times come from the
// injected clock, like every other expiry in the database. Files' locks live in edit_locks; other
// lock kinds (the advanced-style editing lock) keep the same rules in a table of the same shape.
import { and, eq, gt, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { editLocks, styleEditingLocks } from "../db/schema/index.ts";
import {
  type AcquireResult,
  type EditLockParty,
  type EditLockStore,
  expiryFrom,
  type LiveLock,
} from "./lock-store.ts";

/** A lock's row: one per locked thing, named by its key column. */
interface LockRow {
  holder: EditLockParty;
  waiter: EditLockParty | null;
  expiresAt: Date;
}

export const LOCK_TABLES = {
  files: { table: editLocks, key: editLocks.fileOid, keyName: "fileOid" },
  styleEditing: { table: styleEditingLocks, key: styleEditingLocks.bookOid, keyName: "bookOid" },
} as const;
export type LockTableName = keyof typeof LOCK_TABLES;

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

function live(row: LockRow): LiveLock {
  return { holder: row.holder, waiter: row.waiter ?? null, expiresAt: row.expiresAt };
}

export function createPostgresLocks(db: Db, ttlMs: number, kind: LockTableName = "files"): EditLockStore {
  // Drizzle types each table apart; both have the same columns, so one of them describes the rows.
  const { key, keyName } = LOCK_TABLES[kind];
  const locks = LOCK_TABLES[kind].table as typeof editLocks;
  const heldBy = (holderKey: string) => sql`${locks.holder}->>'key' = ${holderKey}`;
  const waitedBy = (waiterKey: string) => sql`${locks.waiter}->>'key' = ${waiterKey}`;
  const keyIs = (value: string): SQL => eq(key, value);

  async function read(fileOid: string, now: Date): Promise<LiveLock | null> {
    const [row] = await db
      .select()
      .from(locks)
      .where(and(keyIs(fileOid), gt(locks.expiresAt, at(now))));
    return row ? live(row) : null;
  }

  async function handOver(fileOid: string, holderKey: string, now: Date, waiterKey?: string) {
    const [row] = await db
      .update(locks)
      .set({ holder: sql`${locks.waiter}`, waiter: null, expiresAt: expiryFrom(now, ttlMs) })
      .where(
        and(
          keyIs(fileOid),
          heldBy(holderKey),
          isNotNull(locks.waiter),
          waiterKey ? waitedBy(waiterKey) : undefined,
        ),
      )
      .returning({ holder: locks.holder });
    return row?.holder ?? null;
  }

  async function acquire(fileOid: string, party: EditLockParty, now: Date): Promise<AcquireResult> {
    // Expired or not: if someone else held it, they are told they lost it.
    const [before] = await db.select().from(locks).where(keyIs(fileOid));
    const [row] = await db
      .insert(locks)
      .values({
        [keyName]: fileOid,
        holder: party,
        waiter: null,
        expiresAt: expiryFrom(now, ttlMs),
      } as typeof editLocks.$inferInsert)
      .onConflictDoUpdate({
        target: key,
        set: {
          holder: party,
          expiresAt: expiryFrom(now, ttlMs),
          // A reclaiming holder keeps its waiter; whoever takes an expired lock starts afresh.
          waiter: sql`case when ${heldBy(party.key)} then ${locks.waiter} else null end`,
        },
        setWhere: or(heldBy(party.key), sql`${locks.expiresAt} <= ${at(now)}`),
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
        .update(locks)
        .set({ expiresAt: expiryFrom(now, ttlMs) })
        .where(and(keyIs(fileOid), heldBy(holderKey), gt(locks.expiresAt, at(now))))
        .returning();
      return row ? live(row) : null;
    },

    async wait(fileOid, waiter, now) {
      const [row] = await db
        .update(locks)
        .set({ waiter })
        .where(
          and(
            keyIs(fileOid),
            gt(locks.expiresAt, at(now)),
            sql`not ${heldBy(waiter.key)}`,
            or(isNull(locks.waiter), waitedBy(waiter.key)),
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
          .delete(locks)
          .where(and(keyIs(fileOid), heldBy(holderKey), isNull(locks.waiter)))
          .returning({ key });
        if (deleted.length > 0 || !(await read(fileOid, now))) return null;
      }
      return null;
    },

    async stopWaiting(fileOid, waiterKey) {
      await db
        .update(locks)
        .set({ waiter: null })
        .where(and(keyIs(fileOid), waitedBy(waiterKey)));
    },
  };
}
