import type { Ad, Notice } from "@textbook/shared";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { ads, notices } from "../../db/schema/index.ts";
import { showingAt } from "./schedule.ts";

// Every open frame polls the notice each minute (shell §9; the todo count is in workflows/). Only what
// SYS_ADMIN scheduled for now and did not withdraw is served.
const noticeLookup = preparedOnce((db) =>
  db
    .select({ content: notices.content })
    .from(notices)
    .where(
      and(
        eq(notices.visible, true),
        isNull(notices.withdrawnAt),
        showingAt(notices, sql`${sql.placeholder("now")}::timestamptz`),
      ),
    )
    // The notice that started last: a scheduled maintenance notice takes over from a standing one.
    .orderBy(desc(sql`coalesce(${notices.startsAt}, ${notices.createdAt})`), desc(notices.createdAt))
    .limit(1)
    .prepare("current_notice"),
);

export async function currentNotice(db: Db, now: Date): Promise<Notice> {
  const [notice] = await noticeLookup(db).execute({ now: now.toISOString() });
  return notice ? { show: true, content: notice.content } : { show: false, content: "" };
}

export async function activeAds(db: Db, now: Date): Promise<Ad[]> {
  return db
    .select({
      oid: ads.oid,
      title: ads.title,
      imageUrl: ads.imageUrl,
      linkUrl: ads.linkUrl,
      position: ads.position,
    })
    .from(ads)
    .where(and(eq(ads.active, true), showingAt(ads, now)))
    .orderBy(asc(ads.sortOrder), asc(ads.oid));
}
