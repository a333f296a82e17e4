// Query keys of the task center, so a change on one page refreshes the other.
export const taskKeys = {
  all: ["user-tasks"] as const,
  list: (query: unknown) => ["user-tasks", "list", query] as const,
  one: (taskOid: string) => ["user-tasks", "one", taskOid] as const,
  details: (taskOid: string) => ["user-tasks", "one", taskOid, "details"] as const,
  progress: (taskOids: readonly string[]) => ["user-tasks", "progress", taskOids] as const,
};
