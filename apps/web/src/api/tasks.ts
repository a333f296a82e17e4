// Task center calls (shell §7 User tasks): the user's background tasks, one task and its steps,
// cancel, rename, and the live progress of the tasks a page shows.
import type { Page, TaskProgress, UserTask, UserTaskDetail, UserTasksQuery } from "@textbook/shared";
import { type RequestOptions, request } from "./client.ts";

type CallOptions = Pick<RequestOptions, "bypassError">;

/** The task center's cache keys, so a change on one page refreshes the other. */
export const taskKeys = {
  all: ["user-tasks"] as const,
  list: (query: unknown) => ["user-tasks", "list", query] as const,
  one: (taskOid: string) => ["user-tasks", "one", taskOid] as const,
  details: (taskOid: string) => ["user-tasks", "one", taskOid, "details"] as const,
  progress: (taskOids: readonly string[]) => ["user-tasks", "progress", taskOids] as const,
};

const taskPath = (taskOid: string) => `/user-tasks/${encodeURIComponent(taskOid)}`;

export function fetchTasks(query: UserTasksQuery, signal?: AbortSignal) {
  return request<Page<UserTask>>("/user-tasks/", { query, signal });
}

export function fetchTask(taskOid: string, signal?: AbortSignal) {
  return request<UserTask>(taskPath(taskOid), { signal });
}

export function fetchTaskDetails(taskOid: string, signal?: AbortSignal) {
  return request<{ items: UserTaskDetail[]; total: number }>(`${taskPath(taskOid)}/details/`, { signal });
}

export function cancelTask(taskOid: string, options: CallOptions = {}) {
  return request<UserTask>(`${taskPath(taskOid)}/cancel/`, { method: "PUT", ...options });
}

export function renameTask(taskOid: string, title: string, options: CallOptions = {}) {
  return request<UserTask>(`${taskPath(taskOid)}/`, { method: "PUT", body: { title }, ...options });
}

/** Polled while tasks run; a failed poll is retried by the next tick, not shown. */
export function fetchTaskProgress(taskOids: readonly string[], signal?: AbortSignal) {
  return request<TaskProgress>("/user-tasks/progress", {
    query: { oids: taskOids.join(",") },
    signal,
    bypassError: true,
  });
}
