import type { Ad, Notice, TodoCount } from "@textbook/shared";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { ads, notices, processInstances, processNodes } from "../../db/schema/index.ts";

// Every open frame polls the notice each minute and the todo count each 5 s (shell §9).
const noticeLookup = preparedOnce((db) =>
  db
    .select({ content: notices.content })
    .from(notices)
    .where(eq(notices.visible, true))
    .orderBy(desc(notices.createdAt))
    .limit(1)
    .prepare("current_notice"),
);

const todoCountLookup = preparedOnce((db) =>
  db
    .select({ total: count() })
    .from(processNodes)
    .innerJoin(processInstances, eq(processInstances.oid, processNodes.instanceOid))
    .where(
      and(
        eq(processNodes.assigneeOid, sql.placeholder("userOid")),
        eq(processNodes.state, "PENDING"),
        eq(processInstances.state, "IN_PROGRESS"),
        eq(processInstances.orgOid, sql.placeholder("orgOid")),
      ),
    )
    .prepare("todo_count"),
);

export async function currentNotice(db: Db): Promise<Notice> {
  const [notice] = await noticeLookup(db).execute();
  return notice ? { show: true, content: notice.content } : { show: false, content: "" };
}

export async function activeAds(db: Db): Promise<Ad[]> {
  return db
    .select({
      oid: ads.oid,
      title: ads.title,
      imageUrl: ads.imageUrl,
      linkUrl: ads.linkUrl,
      position: ads.position,
    })
    .from(ads)
    .where(eq(ads.active, true))
    .orderBy(asc(ads.sortOrder), asc(ads.oid));
}

/** Approval nodes waiting for this user in running processes of the organisation. */
export async function todoCount(db: Db, userOid: string, orgOid: string | null): Promise<TodoCount> {
  if (!orgOid) return { inProgressCount: 0 };
  const [row] = await todoCountLookup(db).execute({ userOid, orgOid });
  return { inProgressCount: row?.total ?? 0 };
}
