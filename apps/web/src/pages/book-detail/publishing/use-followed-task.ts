// Following one task this page started (a RELEASE) until it ends: its progress is polled every
// TASKS.progressPollMs (GET /user-tasks/progress; builds and releases show to those who may start
// them) and `onEnd` hears how it ended, once.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FINISHED_TASK_STATES, TASKS, type TaskProgress } from "@textbook/shared";
import { useEffect, useRef, useState } from "react";
import { publishingKeys } from "../../../api/publishing.ts";
import { fetchTaskProgress, taskKeys } from "../../../api/tasks.ts";

export type TaskEnd = TaskProgress["items"][number];

export function useFollowedTask<T extends { taskOid: string }>(
  bookOid: string,
  onEnd: (followed: T, end: TaskEnd) => void,
) {
  const client = useQueryClient();
  const end = useRef(onEnd);
  end.current = onEnd;
  const [followed, setFollowed] = useState<T | null>(null);
  const taskOids = followed ? [followed.taskOid] : [];
  const progress = useQuery({
    queryKey: taskKeys.progress(taskOids),
    queryFn: ({ signal }) => fetchTaskProgress(taskOids, signal),
    enabled: followed !== null,
    refetchInterval: TASKS.progressPollMs,
    retry: false,
  });
  const item = progress.data?.items.find((candidate) => candidate.oid === followed?.taskOid);

  useEffect(() => {
    if (!followed || !item || !FINISHED_TASK_STATES.includes(item.state)) return;
    setFollowed(null);
    void client.invalidateQueries({ queryKey: publishingKeys.all(bookOid) });
    end.current(followed, item);
  }, [followed, item, client, bookOid]);

  /** `progress`: the followed task's last polled row, for a page that shows its percent. */
  return { followed, follow: setFollowed, progress: item ?? null };
}
