// The todo list's query lives in the URL: the tab (待我处理 by default), page, pageSize, keyword and,
// outside 待我处理 (whose rows all wait), the approval state.
import { PROCESS_STATES, type ProcessState, TODO_TABS, type TodoTab } from "@textbook/shared";
import {
  type PageParams,
  readChoice,
  readKeyword,
  readPageParams,
  writeListParams,
} from "../../app/list-params.ts";

export interface TodoListParams extends PageParams {
  tab: TodoTab;
  keyword?: string;
  state?: ProcessState;
}

export const DEFAULT_TODO_TAB: TodoTab = "pending";

export function readTodoListParams(search: URLSearchParams): TodoListParams {
  const tab = readChoice(search, "tab", TODO_TABS) ?? DEFAULT_TODO_TAB;
  return {
    ...readPageParams(search),
    tab,
    keyword: readKeyword(search),
    state: tab === "pending" ? undefined : readChoice(search, "state", PROCESS_STATES),
  };
}

export function writeTodoListParams(query: TodoListParams): URLSearchParams {
  return writeListParams(query, {
    tab: query.tab === DEFAULT_TODO_TAB ? undefined : query.tab,
    keyword: query.keyword,
    state: query.tab === "pending" ? undefined : query.state,
  });
}
