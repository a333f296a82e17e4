// GET /books/{id}/pushes and POST /books/{id}/pushes/{pushId}/withdraw: the book's push records,
// newest first, for whoever may view the book; a withdrawal by whoever may push it. A withdrawn
// push stays in the list (with who withdrew it and when); its recipients rows stay too, and shelves
// leave them out (docs/architecture/delivery-push.md), so withdrawing again changes nothing.
import type { Page, PushRecord } from "@textbook/shared";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { editions, pushes, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";

const withdrawers = alias(users, "withdrawers");

function selectRecords(db: Db) {
  return db
    .select({
      push: pushes,
      editionNumber: editions.number,
      pushedByName: users.fullName,
      withdrawnByName: withdrawers.fullName,
    })
    .from(pushes)
    .innerJoin(editions, eq(editions.oid, pushes.editionOid))
    .innerJoin(users, eq(users.oid, pushes.pushedByOid))
    .leftJoin(withdrawers, eq(withdrawers.oid, pushes.withdrawnByOid))
    .$dynamic();
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>["execute"]>>[number];

function presentRecord(row: RecordRow): PushRecord {
  const { push } = row;
  return {
    oid: push.oid,
    createdAt: push.createdAt.toISOString(),
    pushedBy: { oid: push.pushedByOid, fullName: row.pushedByName },
    editionNumber: row.editionNumber,
    targetKind: push.targetKind,
    targetNames: push.targetNames,
    recipientCount: push.recipientCount,
    withdrawnAt: push.withdrawnAt?.toISOString() ?? null,
    withdrawnBy:
      push.withdrawnByOid && row.withdrawnByName !== null
        ? { oid: push.withdrawnByOid, fullName: row.withdrawnByName }
        : null,
  };
}

export async function listPushes(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
  query: { page: number; pageSize: number },
): Promise<Page<PushRecord>> {
  await authorizeBook(db, auth, bookOid, "view");
  const where = eq(pushes.bookOid, bookOid);
  const [rows, [total]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(desc(pushes.createdAt), desc(pushes.oid))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(pushes).where(where),
  ]);
  return { items: rows.map(presentRecord), total: Number(total?.total ?? 0), ...query };
}

export async function withdrawPush(
  { db, clock }: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  path: { bookOid: string; pushOid: string },
): Promise<PushRecord> {
  await authorizeBook(db, auth, path.bookOid, "push");
  const mine = and(eq(pushes.oid, path.pushOid), eq(pushes.bookOid, path.bookOid));
  await db
    .update(pushes)
    .set({ withdrawnAt: clock.now(), withdrawnByOid: auth.user.oid })
    .where(and(mine, isNull(pushes.withdrawnAt)));
  const [row] = await selectRecords(db).where(mine).limit(1);
  if (!row) throw errors.notFound();
  return presentRecord(row);
}
