// The todo center's list /f/todo/list (shell §2, issue 16 §2): tabs 待我处理 / 我已处理 / 我发起的 with
// their counts, a search by book or title, the state filter outside 待我处理, paged. Kept alive by
// TodoCenter: `active` is false while a detail shows over it.
import {
  formatMessage,
  PROCESS_STATES,
  type ProcessInstance,
  TODO_TABS,
  TODO_TEXTS,
  type TodoTab,
  WORKFLOW_TEXTS,
} from "@textbook/shared";
import { Empty, Table, Tabs } from "antd";
import { useCallback, useRef } from "react";
import { useLocation } from "react-router";
import {
  useContributedProcesses,
  useMyProcesses,
  useTodos,
  useTodoTabCounts,
} from "../../api/process-instances.ts";
import { ChoiceFilter } from "../../app/list/choice-filter.tsx";
import { listPagination } from "../../app/list/list-pagination.ts";
import { ListSearch } from "../../app/list/list-search.tsx";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import { useListQuery } from "../../app/list/use-list-query.ts";
import { usePageInRange } from "../../app/list/use-page-in-range.ts";
import list from "../list-page.module.css";
import { FeedbackTodos } from "./feedback-todos.tsx";
import { todoColumns } from "./todo-columns.tsx";
import { readTodoListParams, type TodoListParams, writeTodoListParams } from "./todo-list-params.ts";
import { useKeptQuery, useKeptScroll } from "./use-kept-alive.ts";

/** One query per tab; only the shown tab's asks. */
function useTabList(query: TodoListParams) {
  const common = { page: query.page, pageSize: query.pageSize, keyword: query.keyword };
  const pending = useTodos({ ...common, state: "PENDING" }, query.tab === "pending");
  const done = useContributedProcesses({ ...common, state: query.state }, query.tab === "done");
  const mine = useMyProcesses({ ...common, state: query.state }, query.tab === "mine");
  if (query.tab === "pending") {
    const rows: ProcessInstance[] | undefined = pending.data?.items.map((item) => item.instance);
    return { result: pending, rows, total: pending.data?.total };
  }
  const result = query.tab === "done" ? done : mine;
  return { result, rows: result.data?.items, total: result.data?.total };
}

function tabLabel(tab: TodoTab, count: number | undefined) {
  const label = TODO_TEXTS.tabs[tab];
  return count === undefined ? label : formatMessage(TODO_TEXTS.tabCount, { label, count });
}

export function TodoListPage({ active }: { active: boolean }) {
  const url = useListQuery(readTodoListParams, writeTodoListParams);
  const location = useLocation();
  const restore = useCallback(
    (kept: TodoListParams) => {
      if (writeTodoListParams(kept).size > 0) url.move(kept, { replace: true });
    },
    [url.move],
  );
  const query = useKeptQuery(url.query, active, { bareAddress: location.search === "", restore });
  const pageRef = useRef<HTMLElement>(null);
  useKeptScroll(pageRef, active);

  const counts = useTodoTabCounts();
  const { result, rows, total } = useTabList(query);
  // A hidden list must not move the address of the page shown over it.
  const ignore = useCallback(() => undefined, []);
  usePageInRange(total, query, active ? url.move : ignore);
  const filtered = Boolean(query.keyword || query.state);

  return (
    <section ref={pageRef} className={list.page} aria-label={TODO_TEXTS.title}>
      <FeedbackTodos />
      <Tabs
        activeKey={query.tab}
        onChange={(tab) => url.update({ tab: tab as TodoTab, state: undefined })}
        items={TODO_TABS.map((tab) => ({ key: tab, label: tabLabel(tab, counts[tab]) }))}
      />
      <div className={list.listToolbar}>
        <ListSearch
          className={list.search}
          label={TODO_TEXTS.searchPlaceholder}
          value={query.keyword}
          onSearch={(keyword) => url.update({ keyword })}
        />
        {query.tab !== "pending" && (
          <ChoiceFilter
            className={list.filter}
            label={TODO_TEXTS.stateFilter}
            allLabel={TODO_TEXTS.allStates}
            choices={PROCESS_STATES}
            labels={WORKFLOW_TEXTS.states}
            value={query.state}
            onChange={(state) => url.update({ state })}
          />
        )}
        {total !== undefined && (
          <span className={list.total}>{formatMessage(TODO_TEXTS.total, { total })}</span>
        )}
      </div>

      {result.isError && !result.data ? (
        <LoadFailed title={TODO_TEXTS.loadFailed} error={result.error} onRetry={() => result.refetch()} />
      ) : (
        <Table<ProcessInstance>
          className={list.table}
          rowKey="oid"
          columns={todoColumns(query.tab)}
          dataSource={rows}
          loading={result.isPending}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtered ? TODO_TEXTS.noMatch : TODO_TEXTS.empty[query.tab]}
              />
            ),
          }}
          pagination={listPagination(query, total, url.move)}
        />
      )}
    </section>
  );
}
