// Test support: a task as the task calls answer it, waiting, on the test book.
import type { UserTask } from "@textbook/shared";

export function userTask(overrides: Partial<UserTask> & Pick<UserTask, "oid" | "type">): UserTask {
  return {
    title: "任务",
    state: "WAITING",
    progress: 0,
    result: null,
    errorMessage: null,
    output: null,
    book: { oid: "book-1", name: "高等数学（上册）" },
    creator: { oid: "u1", fullName: "王主编" },
    attempts: 0,
    createdAt: "2026-11-20T07:13:00.000Z",
    startedAt: null,
    finishedAt: null,
    ...overrides,
  };
}
