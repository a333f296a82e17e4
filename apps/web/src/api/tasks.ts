// Task center calls (shell §7 User tasks): the user's background tasks, one task and its steps,
// cancel, rename, and the live progress of the tasks a page shows.
import {
  type Page,
  type TaskProgress,
  taskCalls,
  type UserTask,
  type UserTaskDetail,
  type UserTasksQuery,
} from "@textbook/shared";
import { call } from "./call.ts";
import type { RequestOptions } from "./client.ts";

type SendOptions = Pick<RequestOptions, "bypassError">;

/** The task center's cache keys, so a change on one page refreshes the other. */
export const taskKeys = {
  all: ["user-tasks"] as const,
  list: (query: unknown) => ["user-tasks", "list", query] as const,
  one: (taskOid: string) => ["user-tasks", "one", taskOid] as const,
  details: (taskOid: string) => ["user-tasks", "one", taskOid, "details"] as const,
  progress: (taskOids: readonly string[]) => ["user-tasks", "progress", taskOids] as const,
};

export function fetchTasks(query: UserTasksQuery, signal?: AbortSignal): Promise<Page<UserTask>> {
  return call(taskCalls.list, { query, signal });
}

export function fetchTask(taskOid: string, signal?: AbortSignal): Promise<UserTask> {
  return call(taskCalls.get, { params: { taskOid }, signal });
}

export function fetchTaskDetails(
  taskOid: string,
  signal?: AbortSignal,
): Promise<{ items: UserTaskDetail[]; total: number }> {
  return call(taskCalls.details, { params: { taskOid }, signal });
}

export function cancelTask(taskOid: string, options: SendOptions = {}): Promise<UserTask> {
  return call(taskCalls.cancel, { params: { taskOid }, ...options });
}

export function renameTask(taskOid: string, title: string, options: SendOptions = {}): Promise<UserTask> {
  return call(taskCalls.rename, { params: { taskOid }, body: { title }, ...options });
}

/** Polled while tasks run; a failed poll is retried by the next tick, not shown. */
export function fetchTaskProgress(taskOids: readonly string[], signal?: AbortSignal): Promise<TaskProgress> {
  return call(taskCalls.progress, { query: { oids: taskOids.join(",") }, signal, bypassError: true });
}
