// Activity calls (shell §7 Files > Activities): an interaction's or a custom activity box's activity,
// its ordered topics (PUT replaces the list, the v2 POST appends, DELETE removes) and its preview page.
import type {
  Activity,
  ActivityPreview,
  AppendTopicsBody,
  CreateActivityBody,
  DeleteTopicsBody,
  FilePath,
  PutTopicsBody,
  Topic,
  UpdateActivityBody,
} from "@textbook/shared";
import { request } from "./client.ts";
import { filePath } from "./file-path.ts";

export const activityKeys = {
  one: (fileOid: string, activityOid: string) => ["activity", fileOid, activityOid] as const,
  topics: (fileOid: string, activityOid: string) => ["activity-topics", fileOid, activityOid] as const,
};

export interface TopicList {
  items: Topic[];
  total: number;
}

const activities = (path: FilePath) => `${filePath(path)}/activities`;
const activity = (path: FilePath, activityOid: string) => `${activities(path)}/${activityOid}`;

export function createActivity(path: FilePath, body: CreateActivityBody): Promise<Activity> {
  return request<Activity>(`${activities(path)}/`, { method: "POST", body, timeout: "content" });
}

/** The caller handles failures: an activity of another file (a pasted block) answers 404. */
export function fetchActivity(path: FilePath, activityOid: string): Promise<Activity> {
  return request<Activity>(activity(path, activityOid), { timeout: "content", bypassError: true });
}

/** The caller handles failures: an activity of another file answers 404 and is created anew. */
export function updateActivity(
  path: FilePath,
  activityOid: string,
  body: UpdateActivityBody,
): Promise<Activity> {
  return request<Activity>(activity(path, activityOid), {
    method: "PUT",
    body,
    timeout: "content",
    bypassError: true,
  });
}

export function fetchTopics(path: FilePath, activityOid: string): Promise<TopicList> {
  return request<TopicList>(`${activity(path, activityOid)}/topics`, { timeout: "content" });
}

/** The callers show field messages themselves, so failures skip the global handler. */
export function putTopics(path: FilePath, activityOid: string, body: PutTopicsBody): Promise<TopicList> {
  return request<TopicList>(`${activity(path, activityOid)}/topics`, {
    method: "PUT",
    body,
    timeout: "content",
    bypassError: true,
  });
}

/** The v2 POST: topics appended after the stored ones. */
export function appendTopics(
  path: FilePath,
  activityOid: string,
  body: AppendTopicsBody,
): Promise<TopicList> {
  return request<TopicList>(`${activity(path, activityOid)}/topics`, {
    method: "POST",
    body,
    timeout: "content",
    bypassError: true,
  });
}

export function deleteTopics(
  path: FilePath,
  activityOid: string,
  body: DeleteTopicsBody,
): Promise<TopicList> {
  return request<TopicList>(`${activity(path, activityOid)}/topics`, {
    method: "DELETE",
    body,
    timeout: "content",
    bypassError: true,
  });
}

export function fetchPreviewUrl(path: FilePath, activityOid: string): Promise<ActivityPreview> {
  return request<ActivityPreview>(`${activity(path, activityOid)}/preview-url`);
}
