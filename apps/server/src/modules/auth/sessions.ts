// Revocable server-side tokens. Only the SHA-256 of a token is stored.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type SESSION_KINDS, sessions } from "../../db/schema/index.ts";
import { addSeconds } from "../../http/clock.ts";

/** Idle expiry: each heartbeat moves it forward… */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** …but never past this long after the login (ASVS 3.3.2). */
export const SESSION_MAX_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const HANDOFF_TTL_SECONDS = 120;

export type SessionKind = (typeof SESSION_KINDS)[number];
export type SessionRow = typeof sessions.$inferSelect;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface CreateSessionProps {
  kind: SessionKind;
  userOid: string;
  currentOrgOid: string | null;
  /** The user's roles version now: a later role change makes this session stale. */
  rolesVersion: number;
  fromProject: boolean;
  now: Date;
}

export async function createSession(
  db: Db,
  props: CreateSessionProps,
): Promise<{ token: string; row: SessionRow }> {
  const token = randomBytes(32).toString("base64url");
  const ttl = props.kind === "HANDOFF" ? HANDOFF_TTL_SECONDS : SESSION_TTL_SECONDS;
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      kind: props.kind,
      userOid: props.userOid,
      currentOrgOid: props.currentOrgOid,
      rolesVersion: props.rolesVersion,
      fromProject: props.fromProject,
      expiresAt: addSeconds(props.now, ttl),
      createdAt: props.now,
    })
    .returning();
  if (!row) throw new Error("session insert returned nothing");
  return { token, row };
}

/** A live session of the given kind, or null when unknown, revoked, used or expired. */
export async function findLiveSession(
  db: Db,
  token: string,
  kind: SessionKind,
  now: Date,
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, kind)))
    .limit(1);
  return row && isLive(row, now) ? row : null;
}

/** Neither expired (idle or absolute), used, nor past its absolute lifetime. Revocation aside. */
export function isUnexpired(row: SessionRow, now: Date): boolean {
  return !row.usedAt && row.expiresAt > now && addSeconds(row.createdAt, SESSION_MAX_LIFETIME_SECONDS) > now;
}

export function isLive(row: SessionRow, now: Date): boolean {
  return !row.revokedAt && isUnexpired(row, now);
}

/** Ended by a role change (users trigger, migration 0006): answers err.privilege.changed, may log out. */
export function isRevokedForRoles(row: SessionRow): boolean {
  return row.revokedReason === "ROLES";
}

export async function revokeSession(db: Db, sessionOid: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: "LOGOUT" })
    .where(eq(sessions.oid, sessionOid));
}

/** Sliding expiry: each heartbeat gives the session another idle lifetime, within the absolute one. */
export async function extendSession(db: Db, sessionOid: string, now: Date): Promise<void> {
  const idle = addSeconds(now, SESSION_TTL_SECONDS).toISOString();
  await db
    .update(sessions)
    .set({
      expiresAt: sql`least(${idle}::timestamptz, ${sessions.createdAt} + ${SESSION_MAX_LIFETIME_SECONDS} * interval '1 second')`,
    })
    .where(eq(sessions.oid, sessionOid));
}

export async function setSessionOrg(
  db: Db,
  sessionOid: string,
  orgOid: string | null,
  rolesVersion: number,
): Promise<void> {
  await db.update(sessions).set({ currentOrgOid: orgOid, rolesVersion }).where(eq(sessions.oid, sessionOid));
}

/** Marks a handoff token used; false when another request used it first (single use). */
export async function consumeHandoff(db: Db, sessionOid: string, now: Date): Promise<boolean> {
  const used = await db
    .update(sessions)
    .set({ usedAt: now })
    .where(and(eq(sessions.oid, sessionOid), isNull(sessions.usedAt)))
    .returning({ oid: sessions.oid });
  return used.length === 1;
}
