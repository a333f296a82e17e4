// Saving or resetting the book's look runs as a whole-book task (CUSTOM_STYLE_UPDATE / RESET):
// the screen follows its progress (GET /user-tasks/progress) until it ends. A task already running
// when the screen opens (another tab's save) is followed the same way.
import { useQuery } from "@tanstack/react-query";
import { FINISHED_TASK_STATES, TASKS, type TaskProgress, type UserTask } from "@textbook/shared";
import { useEffect, useRef, useState } from "react";
import { fetchBookTaskState } from "../../api/styles.ts";
import { fetchTaskProgress } from "../../api/tasks.ts";

type Finished = TaskProgress["items"][number];

export interface StyleTask {
  /** The task being followed: its kind and percent, or null. */
  running: { kind: "save" | "reset"; progress: number } | null;
  /** Follows a submitted task; `onEnd` hears how it ended. */
  follow: (kind: "save" | "reset", task: UserTask, onEnd: (end: Finished) => void) => void;
}

/** `onOtherEnd` hears of a task this screen did not submit (one running when it opened). */
export function useStyleTask(bookOid: string, onOtherEnd: (end: Finished) => void): StyleTask {
  const other = useRef(onOtherEnd);
  other.current = onOtherEnd;
  const [running, setRunning] = useState<{ kind: "save" | "reset"; oid: string } | null>(null);
  const ends = useRef(new Map<string, (end: Finished) => void>());

  const progress = useQuery({
    queryKey: ["book-style-task", bookOid, running?.oid],
    queryFn: ({ signal }) => fetchTaskProgress(running ? [running.oid] : [], signal),
    enabled: running !== null,
    refetchInterval: TASKS.progressPollMs,
  });

  const state = useQuery({
    queryKey: ["book-style-task-state", bookOid],
    queryFn: ({ signal }) => fetchBookTaskState(bookOid, "custom-styles", signal),
    enabled: bookOid !== "",
    refetchOnWindowFocus: false,
  });
  const ongoing = state.data?.inProgress ? state.data.task : null;
  useEffect(() => {
    if (ongoing) setRunning((current) => current ?? { kind: "save", oid: ongoing.oid });
  }, [ongoing]);

  const item = progress.data?.items.find((entry) => entry.oid === running?.oid);
  useEffect(() => {
    if (!item || !FINISHED_TASK_STATES.includes(item.state)) return;
    setRunning(null);
    const end = ends.current.get(item.oid);
    ends.current.delete(item.oid);
    (end ?? other.current)(item);
  }, [item]);

  return {
    running: running ? { kind: running.kind, progress: item?.progress ?? 0 } : null,
    follow: (kind, task, onEnd) => {
      ends.current.set(task.oid, onEnd);
      setRunning({ kind, oid: task.oid });
    },
  };
}
