// The frame both user lists share (机构用户, 平台用户): a toolbar with the search by name or phone,
// the role and state filters, the page's own filters and actions, then the table with paging
// (shell §9: 10, 20, 50, 100) and its loading, empty and failed states. The query is the URL's.
import type { UseQueryResult } from "@tanstack/react-query";
import { formatMessage, type Page, USERS_TEXTS as T, USER_STATE_LABELS, USER_STATES } from "@textbook/shared";
import { Empty, Table, type TableColumnsType } from "antd";
import type { ReactNode } from "react";
import { ChoiceFilter } from "../../../app/list/choice-filter.tsx";
import { listPagination } from "../../../app/list/list-pagination.ts";
import { ListSearch } from "../../../app/list/list-search.tsx";
import { LoadFailed } from "../../../app/list/load-failed.tsx";
import type { ListQuery } from "../../../app/list/use-list-query.ts";
import { usePageInRange } from "../../../app/list/use-page-in-range.ts";
import listStyles from "../../list-page.module.css";
import type { UserListQuery } from "./user-list-params.ts";
import styles from "./users.module.css";

export interface UserListProps<R extends string, Row extends { oid: string }> {
  label: string;
  /** The URL's query and its changes (the page's useListQuery). */
  url: ListQuery<UserListQuery<R>>;
  roles: readonly R[];
  roleLabels: Record<R, string>;
  list: UseQueryResult<Page<Row>>;
  columns: TableColumnsType<Row>;
  /** Filters before the search (the organisation picker). */
  filters?: ReactNode;
  /** The page's buttons at the toolbar's end: 新建用户, and the spreadsheet import and export. */
  actions?: ReactNode;
  /** Shown instead of the table while the list cannot be asked for yet (no organisation chosen). */
  placeholder?: ReactNode;
}

export function UserList<R extends string, Row extends { oid: string }>(props: UserListProps<R, Row>) {
  const { list } = props;
  const { query, update, move } = props.url;
  const filtered = Boolean(query.keyword || query.role || query.state);
  usePageInRange(list.data?.total, query, move);

  return (
    <section className={listStyles.page} aria-label={props.label}>
      <div className={listStyles.toolbar}>
        {props.filters}
        <ListSearch
          className={styles.search}
          label={T.searchPlaceholder}
          value={query.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
        <ChoiceFilter
          className={styles.filter}
          label={T.roleFilter}
          allLabel={T.allRoles}
          choices={props.roles}
          labels={props.roleLabels}
          value={query.role}
          onChange={(role) => update({ role })}
        />
        <ChoiceFilter
          className={styles.filter}
          label={T.stateFilter}
          allLabel={T.allStates}
          choices={USER_STATES}
          labels={USER_STATE_LABELS}
          value={query.state}
          onChange={(state) => update({ state })}
        />
        {list.data && <span>{formatMessage(T.total, { total: list.data.total })}</span>}
        <div className={styles.actions}>{props.actions}</div>
      </div>

      {props.placeholder ??
        (list.isError && !list.data ? (
          <LoadFailed title={T.loadFailed} error={list.error} onRetry={() => list.refetch()} />
        ) : (
          <Table<Row>
            className={styles.table}
            rowKey="oid"
            columns={props.columns}
            dataSource={list.data?.items ?? []}
            loading={list.isPending}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? T.noMatch : T.empty} />
              ),
            }}
            pagination={listPagination(query, list.data?.total, move)}
          />
        ))}
    </section>
  );
}
