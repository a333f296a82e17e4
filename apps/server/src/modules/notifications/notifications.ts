// The caller's in-app messages: read newest first with what each is about (the event's action,
// actor and comment, its instance's title, its node's name), counted unread, marked read. Only the
// recipient ever reads or marks a message: every statement is bounded by the caller's oid.
import type { Notification, NotificationCount, Page } from "@textbook/shared";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  notifications,
  processEvents,
  processInstances,
  processNodes,
  users,
} from "../../db/schema/index.ts";

const actors = alias(users, "actors");

export async function listNotifications(
  db: Db,
  userOid: string,
  query: { page: number; pageSize: number },
): Promise<Page<Notification>> {
  const mine = eq(notifications.userOid, userOid);
  const rows = await db
    .select({
      oid: notifications.oid,
      kind: notifications.kind,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      instanceOid: processEvents.instanceOid,
      title: processInstances.title,
      nodeName: processNodes.name,
      actorOid: actors.oid,
      actorName: actors.fullName,
      comment: processEvents.comment,
    })
    .from(notifications)
    .innerJoin(processEvents, eq(processEvents.oid, notifications.eventOid))
    .innerJoin(processInstances, eq(processInstances.oid, processEvents.instanceOid))
    .leftJoin(processNodes, eq(processNodes.oid, processEvents.nodeOid))
    .leftJoin(actors, eq(actors.oid, processEvents.actorOid))
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(processEvents.seq))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db.select({ total: count() }).from(notifications).where(mine);
  return {
    items: rows.map((row) => ({
      oid: row.oid,
      kind: row.kind,
      instanceOid: row.instanceOid,
      title: row.title,
      nodeName: row.nodeName,
      actor: row.actorOid && row.actorName !== null ? { oid: row.actorOid, fullName: row.actorName } : null,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function unreadCount(db: Db, userOid: string): Promise<NotificationCount> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userOid, userOid), isNull(notifications.readAt)));
  return { unreadCount: Number(row?.total ?? 0) };
}

/** Marks the named messages (else all) of the caller read; others' oids change nothing. */
export async function markRead(
  db: Db,
  userOid: string,
  oids: readonly string[] | undefined,
  now: Date,
): Promise<NotificationCount> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userOid, userOid),
        isNull(notifications.readAt),
        oids ? inArray(notifications.oid, [...oids]) : undefined,
      ),
    );
  return unreadCount(db, userOid);
}
