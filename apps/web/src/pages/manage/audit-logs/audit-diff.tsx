// An audit row's before and after, field by field: the fields either side recorded, changed ones
// marked, so "what changed" reads at a glance.
import {
  AD_TEXTS,
  AUDIT_TEXTS,
  BOOK_DETAIL_TEXTS,
  BOOK_ROLE_LABELS,
  BOOK_STATE_LABELS,
  ORG_ROLE_LABELS,
  SYS_ROLE_LABELS,
  USER_STATE_LABELS,
} from "@textbook/shared";
import { Table, Tag } from "antd";
import { formatDateTime } from "../../../app/date-time.ts";
import styles from "./audit-logs.module.css";

type Snapshot = Record<string, unknown> | null;

export interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const ROLE_LABELS: Record<string, string> = { ...ORG_ROLE_LABELS, ...SYS_ROLE_LABELS, ...BOOK_ROLE_LABELS };

/** The Chinese names of the codes a field records: an administrator never reads ORG_ADMIN or SCHOOL. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  type: BOOK_DETAIL_TEXTS.orgTypes,
  textbookType: BOOK_DETAIL_TEXTS.textbookTypes,
  state: { ...USER_STATE_LABELS, ...BOOK_STATE_LABELS },
  position: AD_TEXTS.positions,
  roles: ROLE_LABELS,
  sysRoles: ROLE_LABELS,
  role: ROLE_LABELS,
};

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return AUDIT_TEXTS.diff.empty;
  if (typeof value === "boolean") return value ? AUDIT_TEXTS.diff.yes : AUDIT_TEXTS.diff.no;
  const labels = VALUE_LABELS[field];
  if (typeof value === "string") {
    if (labels?.[value]) return labels[value];
    return MOMENT.test(value) ? formatDateTime(value) : value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return AUDIT_TEXTS.diff.empty;
    if (value.every((item) => typeof item === "string"))
      return value.map((item) => labels?.[item] ?? item).join("、");
  }
  return typeof value === "number" ? String(value) : JSON.stringify(value);
}

/** One row per field either side holds, in the order they were recorded (after's first). */
export function diffRows(before: Snapshot, after: Snapshot): DiffRow[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => {
    const old = before ? shown(field, before[field]) : AUDIT_TEXTS.diff.empty;
    const now = after ? shown(field, after[field]) : AUDIT_TEXTS.diff.empty;
    return { field, before: old, after: now, changed: old !== now };
  });
}

export function AuditDiff({ before, after }: { before: Snapshot; after: Snapshot }) {
  const rows = diffRows(before, after);
  if (rows.length === 0) return <p className={styles.noDiff}>{AUDIT_TEXTS.diff.none}</p>;
  return (
    <Table<DiffRow>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      columns={[
        {
          title: AUDIT_TEXTS.diff.field,
          dataIndex: "field",
          render: (field: string, row) => (
            <>
              {AUDIT_TEXTS.fields[field] ?? field}{" "}
              {row.changed && <Tag color="warning">{AUDIT_TEXTS.diff.changed}</Tag>}
            </>
          ),
        },
        {
          title: AUDIT_TEXTS.diff.before,
          dataIndex: "before",
          render: (value: string) => <span className={styles.value}>{value}</span>,
        },
        {
          title: AUDIT_TEXTS.diff.after,
          dataIndex: "after",
          render: (value: string) => <span className={styles.value}>{value}</span>,
        },
      ]}
    />
  );
}
