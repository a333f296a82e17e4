// A section copied into this same book arrives when its background task finishes: the page follows
// the task's progress (GET /user-tasks/progress) and reloads the tree once it is over.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FINISHED_TASK_STATES, TASKS } from "@textbook/shared";
import { useEffect, useState } from "react";
import { bookKeys } from "../../api/book-detail.ts";
import { fetchTaskProgress } from "../../api/tasks.ts";

/** Returns `follow(taskOid)`: reload this book's tree when that task has finished. */
export function useCopyRefresh(bookOid: string): (taskOid: string) => void {
  const client = useQueryClient();
  const [pending, setPending] = useState<readonly string[]>([]);
  const progress = useQuery({
    queryKey: bookKeys.copyProgress(bookOid, pending),
    queryFn: ({ signal }) => fetchTaskProgress(pending, signal),
    enabled: pending.length > 0,
    refetchInterval: TASKS.progressPollMs,
  });

  useEffect(() => {
    const done = (progress.data?.items ?? [])
      .filter((item) => FINISHED_TASK_STATES.includes(item.state))
      .map((item) => item.oid);
    if (done.length === 0) return;
    setPending((current) => current.filter((oid) => !done.includes(oid)));
    void client.invalidateQueries({ queryKey: bookKeys.tree(bookOid), exact: true });
  }, [progress.data, client, bookOid]);

  return (taskOid) => setPending((current) => [...current, taskOid]);
}
