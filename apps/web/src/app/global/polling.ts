// Polling while logged in (shell §7 Polling): the todo count every 5 s (badge on 待办中心) and the
// update notice every 60 s. Session-ending failures still reach the global handler; others are
// silent and retried on the next tick.
import { type Notice, POLLING } from "@textbook/shared";
import { useSyncExternalStore } from "react";
import type { ApiError } from "../../api/client.ts";
import { createStore } from "./notice-store.ts";

export interface PollState {
  todoCount: number;
  notice: Notice | null;
}

const pollStore = createStore<PollState>();
pollStore.add({ todoCount: 0, notice: null });

function setPollState(change: Partial<PollState>) {
  pollStore.update(
    () => true,
    (state) => ({ ...state, ...change }),
  );
}

export function pollState(): PollState {
  return pollStore.get()[0] as PollState;
}

export function usePollState(): PollState {
  return useSyncExternalStore(pollStore.subscribe, pollState);
}

const SESSION_CODES: readonly string[] = ["err.login.required", "err.privilege.changed", "AUTH_FAILED"];

export interface PollCalls {
  fetchTodoCount: () => Promise<{ inProgressCount: number; errorCorrectionCount?: number }>;
  fetchNotice: () => Promise<Notice>;
  onSessionError: (error: ApiError) => void;
}

function every(ms: number, run: () => void): () => void {
  run();
  const timer = setInterval(run, ms);
  return () => clearInterval(timer);
}

export function startPolling(calls: PollCalls): () => void {
  let stopped = false;
  const fail = (error: unknown) => {
    if (stopped) return;
    const code = (error as Partial<ApiError> | null)?.errorCode;
    if (code && SESSION_CODES.includes(code)) calls.onSessionError(error as ApiError);
  };
  const stopTodo = every(POLLING.todoCountMs, () => {
    calls
      .fetchTodoCount()
      .then(
        (count) =>
          !stopped && setPollState({ todoCount: count.inProgressCount + (count.errorCorrectionCount ?? 0) }),
      )
      .catch(fail);
  });
  const stopNotice = every(POLLING.noticeMs, () => {
    calls
      .fetchNotice()
      .then((notice) => !stopped && setPollState({ notice }))
      .catch(fail);
  });
  return () => {
    stopped = true;
    stopTodo();
    stopNotice();
  };
}
