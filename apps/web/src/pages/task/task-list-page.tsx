// The task center /f/task/list (shell §2, §7 User tasks): the user's background tasks, filtered by
// state, by the types the user may see (shell §6) and by keyword, paged, with live progress.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  formatMessage,
  TASK_STATE_LABELS,
  TASK_STATES,
  TASK_TEXTS,
  TASK_TYPE_LABELS,
  visibleTaskTypes,
} from "@textbook/shared";
import { Empty, Table } from "antd";
import { useCallback, useMemo } from "react";
import { fetchTasks, taskKeys } from "../../api/tasks.ts";
import { ChoiceFilter } from "../../app/list/choice-filter.tsx";
import { listPagination } from "../../app/list/list-pagination.ts";
import { ListSearch } from "../../app/list/list-search.tsx";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import { useListQuery } from "../../app/list/use-list-query.ts";
import { usePageInRange } from "../../app/list/use-page-in-range.ts";
import { useSession } from "../../app/session.ts";
import list from "../list-page.module.css";
import { taskColumns } from "./task-columns.tsx";
import { readTaskListParams, writeTaskListParams } from "./task-list-params.ts";
import { useLiveTasks } from "./use-live-tasks.ts";
import { useTaskActions } from "./use-task-actions.ts";

const NO_ROLES = { sysRoles: [], orgRoles: [] };

export function TaskListPage() {
  const user = useSession().user;
  const visibleTypes = useMemo(() => visibleTaskTypes(user ?? NO_ROLES), [user]);
  const read = useCallback(
    (search: URLSearchParams) => readTaskListParams(search, visibleTypes),
    [visibleTypes],
  );
  const { query, update, move } = useListQuery(read, writeTaskListParams);
  const queryClient = useQueryClient();
  const actions = useTaskActions();

  const tasks = useQuery({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => fetchTasks(query, signal),
    placeholderData: keepPreviousData,
  });
  const refreshList = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: taskKeys.list(query) }),
    [queryClient, query],
  );
  const rows = useLiveTasks(tasks.data?.items, refreshList);
  const columns = taskColumns(actions);

  usePageInRange(tasks.data?.total, query, move);
  const filtered = Boolean(query.keyword || query.state || query.type);

  return (
    <section className={list.page} aria-label={TASK_TEXTS.title}>
      <div className={list.listToolbar}>
        <ListSearch
          className={list.search}
          label={TASK_TEXTS.searchPlaceholder}
          value={query.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
        <ChoiceFilter
          className={list.filter}
          label={TASK_TEXTS.stateFilter}
          allLabel={TASK_TEXTS.allStates}
          choices={TASK_STATES}
          labels={TASK_STATE_LABELS}
          value={query.state}
          onChange={(state) => update({ state })}
        />
        <ChoiceFilter
          className={list.filter}
          label={TASK_TEXTS.typeFilter}
          allLabel={TASK_TEXTS.allTypes}
          choices={visibleTypes}
          labels={TASK_TYPE_LABELS}
          value={query.type}
          onChange={(type) => update({ type })}
        />
        {tasks.data && (
          <span className={list.total}>{formatMessage(TASK_TEXTS.total, { total: tasks.data.total })}</span>
        )}
      </div>

      {tasks.isError && !tasks.data ? (
        <LoadFailed title={TASK_TEXTS.loadFailed} error={tasks.error} onRetry={() => tasks.refetch()} />
      ) : (
        <Table
          className={list.table}
          rowKey="oid"
          columns={columns}
          dataSource={rows}
          loading={tasks.isPending}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtered ? TASK_TEXTS.noMatch : TASK_TEXTS.empty}
              />
            ),
          }}
          pagination={listPagination(query, tasks.data?.total, move)}
        />
      )}
    </section>
  );
}
