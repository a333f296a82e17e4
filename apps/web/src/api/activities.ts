// Activity calls (shell §7 Files > Activities): an interaction's or a custom activity box's activity,
// its ordered topics (PUT replaces the list, the v2 POST appends, DELETE removes) and its preview page.
import {
  type Activity,
  type ActivityPreview,
  type AppendTopicsBody,
  activityCalls,
  type CreateActivityBody,
  type DeleteTopicsBody,
  type FilePath,
  type PutTopicsBody,
  type Topic,
  type UpdateActivityBody,
} from "@textbook/shared";
import { call } from "./call.ts";

export const activityKeys = {
  one: (fileOid: string, activityOid: string) => ["activity", fileOid, activityOid] as const,
  topics: (fileOid: string, activityOid: string) => ["activity-topics", fileOid, activityOid] as const,
};

export interface TopicList {
  items: Topic[];
  total: number;
}

export function createActivity(path: FilePath, body: CreateActivityBody): Promise<Activity> {
  return call(activityCalls.create, { params: path, body });
}

/** The caller handles failures: an activity of another file (a pasted block) answers 404. */
export function fetchActivity(path: FilePath, activityOid: string): Promise<Activity> {
  return call(activityCalls.get, { params: { ...path, activityOid }, bypassError: true });
}

/** The caller handles failures: an activity of another file answers 404 and is created anew. */
export function updateActivity(
  path: FilePath,
  activityOid: string,
  body: UpdateActivityBody,
): Promise<Activity> {
  return call(activityCalls.update, { params: { ...path, activityOid }, body, bypassError: true });
}

export function fetchTopics(path: FilePath, activityOid: string): Promise<TopicList> {
  return call(activityCalls.topics, { params: { ...path, activityOid } });
}

/** The callers show field messages themselves, so failures skip the global handler. */
export function putTopics(path: FilePath, activityOid: string, body: PutTopicsBody): Promise<TopicList> {
  return call(activityCalls.putTopics, { params: { ...path, activityOid }, body, bypassError: true });
}

/** The v2 POST: topics appended after the stored ones. */
export function appendTopics(
  path: FilePath,
  activityOid: string,
  body: AppendTopicsBody,
): Promise<TopicList> {
  return call(activityCalls.appendTopics, { params: { ...path, activityOid }, body, bypassError: true });
}

export function deleteTopics(
  path: FilePath,
  activityOid: string,
  body: DeleteTopicsBody,
): Promise<TopicList> {
  return call(activityCalls.deleteTopics, { params: { ...path, activityOid }, body, bypassError: true });
}

export function fetchPreviewUrl(path: FilePath, activityOid: string): Promise<ActivityPreview> {
  return call(activityCalls.previewUrl, { params: { ...path, activityOid } });
}
