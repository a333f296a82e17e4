// Live progress for the tasks a page shows (shell §7 GET /user-tasks/progress): while any of them
// waits or runs, their state and progress are polled every TASKS.progressPollMs and laid over the
// rows. When one finishes, onFinished fetches the full rows again (finish time, output).
import { useQuery } from "@tanstack/react-query";
import { TASKS, type UserTask } from "@textbook/shared";
import { useEffect, useMemo } from "react";
import { fetchTaskProgress, taskKeys } from "../../api/tasks.ts";
import { isRunning } from "./task-state.ts";

export function useLiveTasks(tasks: readonly UserTask[] | undefined, onFinished: () => void): UserTask[] {
  const runningOids = useMemo(
    () => (tasks ?? []).filter((task) => isRunning(task.state)).map((task) => task.oid),
    [tasks],
  );
  const progress = useQuery({
    queryKey: taskKeys.progress(runningOids),
    queryFn: ({ signal }) => fetchTaskProgress(runningOids, signal),
    enabled: runningOids.length > 0,
    refetchInterval: TASKS.progressPollMs,
    // A failed poll is tried again by the next tick.
    retry: false,
  });

  const finished = (progress.data?.items ?? []).some(
    (item) => runningOids.includes(item.oid) && !isRunning(item.state),
  );
  useEffect(() => {
    if (finished) onFinished();
  }, [finished, onFinished]);

  return useMemo(() => {
    const live = new Map((progress.data?.items ?? []).map((item) => [item.oid, item]));
    return (tasks ?? []).map((task) => {
      const update = live.get(task.oid);
      return update && runningOids.includes(task.oid) ? { ...task, ...update } : task;
    });
  }, [tasks, progress.data, runningOids]);
}
