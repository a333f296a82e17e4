// The task list's query lives in the URL: page, pageSize, state, type (only the types the user may
// see) and keyword.
import { TASK_STATES, type TaskType, type UserTasksQuery } from "@textbook/shared";
import { readChoice, readKeyword, readPageParams, writeListParams } from "../../app/list-params.ts";

export function readTaskListParams(
  search: URLSearchParams,
  visibleTypes: readonly TaskType[],
): UserTasksQuery {
  return {
    ...readPageParams(search),
    state: readChoice(search, "state", TASK_STATES),
    type: readChoice(search, "type", visibleTypes),
    keyword: readKeyword(search),
  };
}

export function writeTaskListParams(query: UserTasksQuery): URLSearchParams {
  return writeListParams(query, { state: query.state, type: query.type, keyword: query.keyword });
}
