// POST .../activities, GET and PUT .../activities/:activityOid, GET .../preview-url.
import {
  type Activity,
  type ActivityPath,
  type ActivityPreview,
  activityPreviewPath,
  type CreateActivityBody,
  createActivityBodySchema,
  type FileAddress,
  type UpdateActivityBody,
  updateActivityBodySchema,
} from "@textbook/shared";
import { count, eq } from "drizzle-orm";
import { activities, activityTopics } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { openActivity, openActivityFile } from "./open-activity.ts";
import { presentActivity } from "./presenter.ts";

type ActivityDeps = Pick<Deps, "db" | "clock">;

async function topicCount(deps: ActivityDeps, activityOid: string): Promise<number> {
  const [row] = await deps.db
    .select({ total: count() })
    .from(activityTopics)
    .where(eq(activityTopics.activityOid, activityOid));
  return row?.total ?? 0;
}

export async function createActivity(
  deps: ActivityDeps,
  auth: AuthContext,
  address: FileAddress,
  input: CreateActivityBody,
): Promise<Activity> {
  const opened = await openActivityFile(deps.db, auth, address, "edit");
  const body = createActivityBodySchema.parse(input);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(activities)
    .values({ ...body, fileOid: opened.file.oid, authorOid: auth.user.oid, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("activity insert failed");
  return presentActivity(row, 0);
}

export async function getActivity(
  deps: ActivityDeps,
  auth: AuthContext,
  path: ActivityPath,
): Promise<Activity> {
  const { activity } = await openActivity(deps.db, auth, path, "read");
  return presentActivity(activity, await topicCount(deps, activity.oid));
}

export async function updateActivity(
  deps: ActivityDeps,
  auth: AuthContext,
  path: ActivityPath,
  input: UpdateActivityBody,
): Promise<Activity> {
  const { activity } = await openActivity(deps.db, auth, path, "edit");
  const changes = updateActivityBodySchema.parse(input);
  const [row] = await deps.db
    .update(activities)
    .set({ ...changes, updatedAt: deps.clock.now() })
    .where(eq(activities.oid, activity.oid))
    .returning();
  if (!row) throw new Error("activity update failed");
  return presentActivity(row, await topicCount(deps, activity.oid));
}

/** The web app's read-only page of the activity, where a reader answers and checks. */
export async function activityPreview(
  deps: ActivityDeps,
  auth: AuthContext,
  path: ActivityPath,
): Promise<ActivityPreview> {
  await openActivity(deps.db, auth, path, "read");
  return { url: activityPreviewPath(path) };
}
