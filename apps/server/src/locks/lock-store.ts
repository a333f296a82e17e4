// Edit locks (DESIGN §6): one writer per file, with an expiry, shared by every server instance.
// Two stores keep the same rules: PostgreSQL (edit_locks, conditional upserts) and Redis (SET NX PX
// and Lua scripts) when REDIS_URL is set. Every decision is one atomic statement or script, so two
// instances never grant the same lock twice.
import type { EditLockParty } from "../db/schema/index.ts";

export type { EditLockParty };

export interface LiveLock {
  holder: EditLockParty;
  /** A reader who asked to take over; the lock passes to it when the holder hands it over. */
  waiter: EditLockParty | null;
  expiresAt: Date;
}

export type AcquireResult =
  | {
      granted: true /** Whose expired lock this replaced (to tell them), if anyone else's. */;
      replaced: EditLockParty | null;
    }
  | { granted: false; lock: LiveLock };

export type WaitResult =
  /** Registered as the waiter; the holder is asked to hand the lock over. */
  | { state: "waiting"; lock: LiveLock }
  /** Someone else already waits for this lock. */
  | { state: "busy"; lock: LiveLock }
  /** No live lock (or the caller holds it): acquire instead. */
  | { state: "vacant" };

export interface EditLockStore {
  /** Granted when the lock is free, expired, or already the caller's (a reconnecting tab). */
  acquire(fileOid: string, party: EditLockParty, now: Date): Promise<AcquireResult>;
  /** The live lock, or null when there is none. */
  read(fileOid: string, now: Date): Promise<LiveLock | null>;
  /** Extends the caller's live lock; null when the caller does not hold it. */
  renew(fileOid: string, holderKey: string, now: Date): Promise<LiveLock | null>;
  wait(fileOid: string, waiter: EditLockParty, now: Date): Promise<WaitResult>;
  /**
   * Hands the lock from this holder to its waiter (only that waiter, when named), with a fresh
   * expiry. Returns the new holder, or null when there was nothing to hand over.
   */
  handOver(fileOid: string, holderKey: string, now: Date, waiterKey?: string): Promise<EditLockParty | null>;
  /** The holder leaves: the waiter (returned) gets the lock, or the lock is removed. */
  release(fileOid: string, holderKey: string, now: Date): Promise<EditLockParty | null>;
  stopWaiting(fileOid: string, waiterKey: string): Promise<void>;
}

export function expiryFrom(now: Date, ttlMs: number): Date {
  return new Date(now.getTime() + ttlMs);
}
