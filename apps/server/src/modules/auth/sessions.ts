// Revocable server-side tokens. Only the SHA-256 of a token is stored.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type SESSION_KINDS, sessions } from "../../db/schema/index.ts";
import { addSeconds } from "../../http/clock.ts";

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
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

export function isLive(row: SessionRow, now: Date): boolean {
  return !row.revokedAt && !row.usedAt && row.expiresAt > now;
}

export async function revokeSession(db: Db, sessionOid: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.oid, sessionOid));
}

/** Sliding expiry: each heartbeat gives the session another full lifetime. */
export async function extendSession(db: Db, sessionOid: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt: addSeconds(now, SESSION_TTL_SECONDS) })
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
