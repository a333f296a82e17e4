// Saving or resetting the book's look runs as a whole-book task (CUSTOM_STYLE_UPDATE / RESET): the
// screen follows it through the book's custom-style task state (GET …/custom-styles/task-state)
// until it ends. A task already running when the screen opens (another tab's save) is followed the
// same way.
import { useQuery } from "@tanstack/react-query";
import { FINISHED_TASK_STATES, TASKS, type UserTask } from "@textbook/shared";
import { useEffect, useRef, useState } from "react";
import { fetchBookTaskState, styleKeys } from "../../api/styles.ts";

type Kind = "save" | "reset";

export interface StyleTask {
  /** The task being followed: its kind and percent, or null. */
  running: { kind: Kind; progress: number } | null;
  /** Follows a submitted task; `onEnd` hears how it ended. */
  follow: (kind: Kind, task: UserTask, onEnd: (end: UserTask) => void) => void;
}

/** `onOtherEnd` hears of a task this screen did not submit (one running when it opened). */
export function useStyleTask(bookOid: string, onOtherEnd: (end: UserTask) => void): StyleTask {
  const other = useRef(onOtherEnd);
  other.current = onOtherEnd;
  const ends = useRef(new Map<string, (end: UserTask) => void>());
  const [running, setRunning] = useState<{ kind: Kind; oid: string } | null>(null);

  const state = useQuery({
    queryKey: styleKeys.taskState(bookOid),
    queryFn: ({ signal }) => fetchBookTaskState(bookOid, "custom-styles", signal),
    enabled: bookOid !== "",
    refetchOnWindowFocus: false,
    refetchInterval: running ? TASKS.progressPollMs : false,
  });
  const task = state.data?.task ?? null;

  useEffect(() => {
    if (!task) return;
    const finished = FINISHED_TASK_STATES.includes(task.state);
    if (!finished) {
      setRunning(
        (current) =>
          current ?? { kind: task.type === "CUSTOM_STYLE_RESET" ? "reset" : "save", oid: task.oid },
      );
      return;
    }
    if (running?.oid !== task.oid) return;
    setRunning(null);
    const end = ends.current.get(task.oid);
    ends.current.delete(task.oid);
    (end ?? other.current)(task);
  }, [task, running]);

  return {
    running: running ? { kind: running.kind, progress: task?.oid === running.oid ? task.progress : 0 } : null,
    follow: (kind, submitted, onEnd) => {
      ends.current.set(submitted.oid, onEnd);
      setRunning({ kind, oid: submitted.oid });
      void state.refetch();
    },
  };
}
