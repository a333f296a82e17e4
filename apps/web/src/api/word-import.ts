// Word import (导入 Word on the book page): the parse and the import, each a WORD_IMPORT task whose
// progress and output the dialog follows until it finishes.
import { useQuery } from "@tanstack/react-query";
import {
  wordImportCalls as calls,
  FINISHED_TASK_STATES,
  type ImportWordBody,
  type ParseWordBody,
  TASKS,
  type UserTask,
} from "@textbook/shared";
import { bookKeys } from "./book-detail.ts";
import { call } from "./call.ts";
import { fetchTask } from "./tasks.ts";

export const wordImportKeys = {
  task: (bookOid: string, taskOid: string | null) =>
    [...bookKeys.all(bookOid), "word-import", taskOid] as const,
};

/** Field problems (the file's, the parse's) come back to the dialog rather than to the error panel. */
const send = { bypassError: true } as const;

export function parseWord(bookOid: string, body: ParseWordBody): Promise<UserTask> {
  return call(calls.parseWord, { params: { bookOid }, body, ...send });
}

export function importWord(bookOid: string, body: ImportWordBody): Promise<UserTask> {
  return call(calls.importWord, { params: { bookOid }, body, ...send });
}

/** The task, polled until it has finished. */
export function useWordTask(bookOid: string, taskOid: string | null) {
  return useQuery({
    queryKey: wordImportKeys.task(bookOid, taskOid),
    queryFn: ({ signal }) => fetchTask(taskOid ?? "", signal),
    enabled: taskOid !== null,
    refetchInterval: (query) =>
      query.state.data && FINISHED_TASK_STATES.includes(query.state.data.state)
        ? false
        : TASKS.progressPollMs,
  });
}
