// The task center /f/task/list (shell §2, §7 User tasks): the user's background tasks, filtered by
// state, by the types the user may see (shell §6) and by keyword, paged, with live progress.
import { ReloadOutlined, SearchOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  formatMessage,
  LOGIN_TEXTS,
  PAGINATION,
  TASK_STATE_LABELS,
  TASK_STATES,
  TASK_TEXTS,
  TASK_TYPE_LABELS,
  type UserTasksQuery,
  visibleTaskTypes,
} from "@textbook/shared";
import { Button, Empty, Input, Result, Select, Table } from "antd";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { fetchTasks, taskKeys } from "../../api/tasks.ts";
import { useSession } from "../../app/session.ts";
import styles from "./task.module.css";
import { taskColumns } from "./task-columns.tsx";
import { readTaskListParams, writeTaskListParams } from "./task-list-params.ts";
import { useLiveTasks } from "./use-live-tasks.ts";
import { useTaskActions } from "./use-task-actions.ts";

const NO_ROLES = { sysRoles: [], orgRoles: [] };

export function TaskListPage() {
  const user = useSession().user;
  const visibleTypes = useMemo(() => visibleTaskTypes(user ?? NO_ROLES), [user]);
  const [search, setSearch] = useSearchParams();
  const query = readTaskListParams(search, visibleTypes);
  const [keyword, setKeyword] = useState(query.keyword ?? "");
  useEffect(() => setKeyword(query.keyword ?? ""), [query.keyword]);
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

  // A page past the end (tasks filtered away meanwhile) moves to the last page that has tasks.
  const lastPage = tasks.data ? Math.max(1, Math.ceil(tasks.data.total / query.pageSize)) : null;
  useEffect(() => {
    if (lastPage !== null && query.page > lastPage) {
      setSearch(writeTaskListParams({ ...query, page: lastPage }), { replace: true });
    }
  }, [lastPage, query, setSearch]);

  const update = (change: Partial<UserTasksQuery>) =>
    setSearch(writeTaskListParams({ ...query, page: PAGINATION.defaultPage, ...change }));
  const filtered = Boolean(query.keyword || query.state || query.type);

  return (
    <section className={styles.page} aria-label={TASK_TEXTS.title}>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          className={styles.search}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={TASK_TEXTS.searchPlaceholder}
          aria-label={TASK_TEXTS.searchPlaceholder}
          maxLength={PAGINATION.keywordMaxLength}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => update({ keyword: value.trim() || undefined })}
        />
        <Select
          className={styles.filter}
          aria-label={TASK_TEXTS.stateFilter}
          value={query.state ?? ""}
          onChange={(value: string) => update({ state: TASK_STATES.find((state) => state === value) })}
          options={[
            { value: "", label: TASK_TEXTS.allStates },
            ...TASK_STATES.map((state) => ({ value: state, label: TASK_STATE_LABELS[state] })),
          ]}
        />
        <Select
          className={styles.filter}
          aria-label={TASK_TEXTS.typeFilter}
          value={query.type ?? ""}
          onChange={(value: string) => update({ type: visibleTypes.find((type) => type === value) })}
          options={[
            { value: "", label: TASK_TEXTS.allTypes },
            ...visibleTypes.map((type) => ({ value: type, label: TASK_TYPE_LABELS[type] })),
          ]}
        />
        {tasks.data && (
          <span className={styles.total}>{formatMessage(TASK_TEXTS.total, { total: tasks.data.total })}</span>
        )}
      </div>

      {tasks.isError && !tasks.data ? (
        <Result
          status="warning"
          title={TASK_TEXTS.loadFailed}
          subTitle={tasks.error.message}
          extra={
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => tasks.refetch()}>
              {LOGIN_TEXTS.reload}
            </Button>
          }
        />
      ) : (
        <Table
          className={styles.table}
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
          pagination={
            tasks.data && tasks.data.total > 0
              ? {
                  current: query.page,
                  pageSize: query.pageSize,
                  total: tasks.data.total,
                  pageSizeOptions: PAGINATION.pageSizes.map(String),
                  showSizeChanger: true,
                  onChange: (page, pageSize) =>
                    setSearch(
                      writeTaskListParams({
                        ...query,
                        page: pageSize === query.pageSize ? page : 1,
                        pageSize,
                      }),
                    ),
                }
              : false
          }
        />
      )}
    </section>
  );
}
