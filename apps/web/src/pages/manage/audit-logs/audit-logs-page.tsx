// /m/audit-logs (issue 15 §6): who changed what, when, with before and after. SYS_ADMIN reads every
// row, ORG_ADMIN its organisation's (the server decides). Filters live in the address.
import {
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGET_TYPES,
  type AuditLogItem,
  type AuditLogsQuery,
  type AuditTargetType,
  auditActionLabel,
  formatMessage,
  MANAGE_TEXTS,
  PAGINATION,
  AUDIT_TEXTS as T,
} from "@textbook/shared";
import { Empty, Input, Select, Table, type TableColumnsType } from "antd";
import { useId } from "react";
import { useAuditLogs } from "../../../api/audit-logs.ts";
import { formatDateTime } from "../../../app/date-time.ts";
import { ChoiceFilter } from "../../../app/list/choice-filter.tsx";
import { listPagination } from "../../../app/list/list-pagination.ts";
import { ListSearch } from "../../../app/list/list-search.tsx";
import { useListQuery } from "../../../app/list/use-list-query.ts";
import { type PageParams, readChoice, readPageParams, writeListParams } from "../../../app/list-params.ts";
import styles from "../manage.module.css";
import { AuditDiff } from "./audit-diff.tsx";
import pageStyles from "./audit-logs.module.css";

/** The address's filters: days as the date inputs give them (YYYY-MM-DD), the rest as sent. */
export interface AuditFilters extends PageParams {
  action?: string;
  targetType?: AuditTargetType;
  actor?: string;
  keyword?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (search: URLSearchParams, key: string) =>
  search.get(key)?.trim().slice(0, PAGINATION.keywordMaxLength) || undefined;
const day = (search: URLSearchParams, key: string) => {
  const value = search.get(key);
  return value && DAY.test(value) ? value : undefined;
};

export function readAuditFilters(search: URLSearchParams): AuditFilters {
  const action = search.get("action");
  return {
    ...readPageParams(search),
    action: action && /^[A-Za-z.-]{1,64}$/.test(action) ? action : undefined,
    targetType: readChoice(search, "targetType", AUDIT_TARGET_TYPES),
    actor: text(search, "actor"),
    keyword: text(search, "keyword"),
    from: day(search, "from"),
    to: day(search, "to"),
  };
}

function writeAuditFilters(filters: AuditFilters): URLSearchParams {
  const { page, pageSize, ...rest } = filters;
  return writeListParams({ page, pageSize }, rest);
}

/** The days cover the browser's whole local days: from the first one's start to the last one's end. */
export function auditQueryOf(filters: AuditFilters): AuditLogsQuery {
  return {
    ...filters,
    from: filters.from ? new Date(`${filters.from}T00:00:00`).toISOString() : undefined,
    to: filters.to ? new Date(`${filters.to}T23:59:59.999`).toISOString() : undefined,
  };
}

/** The action filter: per target type, all its actions (the prefix) and each action by name. */
const ACTION_OPTIONS = (() => {
  const groups = new Map<string, string[]>();
  for (const action of Object.keys(AUDIT_ACTION_LABELS)) {
    const prefix = action.split(".")[0] ?? action;
    groups.set(prefix, [...(groups.get(prefix) ?? []), action]);
  }
  return [...groups].map(([prefix, actions]) => {
    const type = AUDIT_TARGET_LABELS[prefix as AuditTargetType] ?? prefix;
    return {
      label: type,
      options: [
        { value: prefix, label: formatMessage(T.allOfType, { type }) },
        ...actions.map((action) => ({ value: action, label: auditActionLabel(action) })),
      ],
    };
  });
})();

const columns: TableColumnsType<AuditLogItem> = [
  { title: T.columns.at, dataIndex: "at", key: "at", render: (at: string) => formatDateTime(at) },
  {
    title: T.columns.actor,
    key: "actor",
    render: (_, item) => (item.actor ? `${item.actor.name}（${item.actor.phoneNumber}）` : T.commandLine),
  },
  {
    title: T.columns.action,
    dataIndex: "action",
    key: "action",
    render: (action: string) => auditActionLabel(action),
  },
  {
    title: T.columns.target,
    key: "target",
    render: (_, item) =>
      [AUDIT_TARGET_LABELS[item.targetType as AuditTargetType] ?? item.targetType, item.targetLabel]
        .filter(Boolean)
        .join("："),
  },
  {
    title: T.columns.org,
    dataIndex: "orgName",
    key: "org",
    render: (name: string | null) => name ?? T.platformWide,
  },
  {
    title: T.columns.requestId,
    dataIndex: "requestId",
    key: "requestId",
    render: (id: string | null) => <span className={pageStyles.requestId}>{id ?? "—"}</span>,
  },
];

/**
 * One end of the day range, with a visible label: the browser's date field shows only a date
 * pattern, which does not say which end it is, and the label wraps together with its field.
 */
function DayField(props: {
  label: string;
  value?: string;
  min?: string;
  max?: string;
  onChange: (day: string | undefined) => void;
}) {
  const id = useId();
  return (
    <label className={pageStyles.dateField} htmlFor={id}>
      {props.label}
      <Input
        id={id}
        type="date"
        className={pageStyles.dateInput}
        value={props.value ?? ""}
        min={props.min}
        max={props.max}
        onChange={(event) => props.onChange(event.target.value || undefined)}
      />
    </label>
  );
}

export function AuditLogsPage() {
  const { query: filters, update, move } = useListQuery(readAuditFilters, writeAuditFilters);
  const logs = useAuditLogs(auditQueryOf(filters));

  return (
    <section aria-label={MANAGE_TEXTS.menu.auditLogs}>
      <div className={styles.toolbar}>
        <Select
          className={styles.filter}
          popupMatchSelectWidth={false}
          aria-label={T.actionFilter}
          value={filters.action ?? ""}
          onChange={(value: string) => update({ action: value || undefined })}
          options={[{ value: "", label: T.allActions }, ...ACTION_OPTIONS]}
        />
        <ChoiceFilter
          className={styles.filter}
          label={T.targetFilter}
          allLabel={T.allTargets}
          choices={AUDIT_TARGET_TYPES}
          labels={AUDIT_TARGET_LABELS}
          value={filters.targetType}
          onChange={(targetType) => update({ targetType })}
        />
        <ListSearch
          className={styles.search}
          label={T.actorPlaceholder}
          value={filters.actor}
          onSearch={(actor) => update({ actor })}
        />
        <ListSearch
          className={styles.search}
          label={T.keywordPlaceholder}
          value={filters.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
        <DayField
          label={T.from}
          value={filters.from}
          max={filters.to}
          onChange={(from) => update({ from })}
        />
        <DayField label={T.to} value={filters.to} min={filters.from} onChange={(to) => update({ to })} />
      </div>
      <Table<AuditLogItem>
        className={styles.table}
        rowKey="oid"
        columns={columns}
        dataSource={logs.data?.items ?? []}
        loading={logs.isFetching}
        expandable={{ expandedRowRender: (item) => <AuditDiff before={item.before} after={item.after} /> }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} /> }}
        pagination={listPagination(filters, logs.data?.total, move)}
      />
    </section>
  );
}
