// Following a whole-book caption task (NOTE_TITLE_UPDATE, REFERENCE_UPDATE) once it is submitted:
// the book's task-state GET is polled until the task ends. (The task center's progress call leaves
// these types out for most roles: shell §6 shows them to system admins only.)
import { useQuery } from "@tanstack/react-query";
import { FINISHED_TASK_STATES, TASKS, type UserTask } from "@textbook/shared";
import { useEffect, useRef, useState } from "react";
import { bookKeys } from "../../../api/book-detail.ts";
import { type BookTaskKind, fetchBookTaskState } from "../../../api/styles.ts";

export type CaptionTaskKind = Extract<BookTaskKind, "note-title" | "update-reference">;

export interface CaptionTask {
  /** The task being followed, with its percent, or null. */
  running: { kind: CaptionTaskKind; progress: number } | null;
  follow: (kind: CaptionTaskKind, task: UserTask) => void;
}

/** `onEnd` hears how a followed task ended (DONE, FAILED or CANCELLED). */
export function useCaptionTask(
  bookOid: string,
  onEnd: (kind: CaptionTaskKind, task: UserTask) => void,
): CaptionTask {
  const end = useRef(onEnd);
  end.current = onEnd;
  const [followed, setFollowed] = useState<{ kind: CaptionTaskKind; oid: string } | null>(null);
  const state = useQuery({
    queryKey: bookKeys.captionTask(bookOid, followed?.oid),
    queryFn: ({ signal }) => fetchBookTaskState(bookOid, followed?.kind ?? "note-title", signal),
    enabled: followed !== null,
    refetchInterval: TASKS.progressPollMs,
  });
  // The state GET answers the book's newest task of the kind: ours, once it is recorded.
  const task = followed && state.data?.task?.oid === followed.oid ? state.data.task : null;

  useEffect(() => {
    if (!followed || !task || !FINISHED_TASK_STATES.includes(task.state)) return;
    setFollowed(null);
    end.current(followed.kind, task);
  }, [followed, task]);

  return {
    running: followed ? { kind: followed.kind, progress: task?.progress ?? 0 } : null,
    follow: (kind, submitted) => setFollowed({ kind, oid: submitted.oid }),
  };
}
