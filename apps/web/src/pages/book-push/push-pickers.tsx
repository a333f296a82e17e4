// The four tabs' pickers of the push page. Each reports what it has chosen (class or user oids,
// phone numbers) and, for the phone box, why it cannot be pushed yet; the page owns the push.
import { formatMessage, type PushPerson, PUSH_TEXTS as T } from "@textbook/shared";
import { Alert, Input, Select, Spin, Table, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { useClassStudents, usePushClasses, usePushUsers } from "../../api/push.ts";
import { ListSearch } from "../../app/list/list-search.tsx";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import { emptyLocale } from "../book-detail/publishing/empty-locale.tsx";
import styles from "./book-push.module.css";
import { readPhoneLines } from "./phone-lines.ts";

export interface PickerProps {
  bookOid: string;
  selected: string[];
  onSelect: (targets: string[]) => void;
}

export function ClassPicker({ bookOid, selected, onSelect }: PickerProps) {
  const classes = usePushClasses(bookOid, true);
  if (classes.isError && !classes.data) {
    return <LoadFailed title={T.classesLoadFailed} error={classes.error} onRetry={() => classes.refetch()} />;
  }
  return (
    <Table
      rowKey="oid"
      size="small"
      loading={classes.isPending}
      dataSource={classes.data?.items ?? []}
      locale={emptyLocale(T.classesEmpty)}
      pagination={false}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (row) => ({ "aria-label": row.name }),
      }}
      columns={[
        {
          title: T.classColumns.name,
          key: "name",
          render: (_, row) => (
            <span>
              {row.name} {row.mine && <Tag color="blue">{T.mineTag}</Tag>}
            </span>
          ),
        },
        { title: T.classColumns.teacher, dataIndex: "teacherName" },
        {
          title: T.classColumns.students,
          key: "count",
          render: (_, row) => formatMessage(T.studentCount, { n: row.studentCount }),
        },
      ]}
    />
  );
}

const personColumns: TableColumnsType<PushPerson> = [
  { title: T.personColumns.name, dataIndex: "fullName" },
  { title: T.personColumns.phone, dataIndex: "phoneNumber" },
];

export function StudentPicker({ bookOid, selected, onSelect }: PickerProps) {
  const classes = usePushClasses(bookOid, true);
  const [classOid, setClassOid] = useState<string | null>(null);
  const students = useClassStudents(bookOid, classOid);
  // Students picked in another class stay picked while this one is shown.
  const shown = new Set((students.data?.items ?? []).map((student) => student.oid));
  const elsewhere = selected.filter((oid) => !shown.has(oid));
  return (
    <div className={styles.picker}>
      <Select
        className={styles.classSelect}
        aria-label={T.pickClass}
        placeholder={T.pickClass}
        loading={classes.isPending}
        value={classOid}
        onChange={setClassOid}
        options={(classes.data?.items ?? []).map((row) => ({ value: row.oid, label: row.name }))}
        notFoundContent={classes.isPending ? <Spin size="small" /> : T.classesEmpty}
      />
      {students.isError && !students.data ? (
        <LoadFailed title={T.studentsLoadFailed} error={students.error} onRetry={() => students.refetch()} />
      ) : (
        classOid && (
          <Table<PushPerson>
            rowKey="oid"
            size="small"
            loading={students.isPending}
            dataSource={students.data?.items ?? []}
            locale={emptyLocale(T.studentsEmpty)}
            pagination={false}
            rowSelection={{
              selectedRowKeys: selected.filter((oid) => shown.has(oid)),
              onChange: (keys) => onSelect([...elsewhere, ...keys.map(String)]),
              getCheckboxProps: (row) => ({ "aria-label": row.fullName }),
            }}
            columns={[{ title: T.personColumns.studentNumber, dataIndex: "studentNumber" }, ...personColumns]}
          />
        )
      )}
    </div>
  );
}

/** The phone box is the page's (it empties it after a push); the lines are read on every change. */
export function AccountPicker({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const { errors } = readPhoneLines(text);
  return (
    <div className={styles.picker}>
      <label className={styles.phonesLabel} htmlFor="push-phones">
        {T.phonesLabel}
      </label>
      <Input.TextArea
        id="push-phones"
        rows={8}
        value={text}
        placeholder={T.phonesPlaceholder}
        status={errors.length > 0 ? "error" : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {errors.length > 0 && (
        <Alert
          type="error"
          role="alert"
          title={
            <ul className={styles.phoneErrors}>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          }
        />
      )}
      <p className={styles.hint}>{T.phonesHint}</p>
    </div>
  );
}

export function UserPicker({ bookOid, selected, onSelect }: PickerProps) {
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const users = usePushUsers(bookOid, keyword, true);
  // The names of those picked, so a new search does not drop them from the count.
  const shown = new Set((users.data?.items ?? []).map((user) => user.oid));
  const elsewhere = selected.filter((oid) => !shown.has(oid));
  return (
    <div className={styles.picker}>
      <ListSearch className={styles.search} label={T.usersSearch} value={keyword} onSearch={setKeyword} />
      {users.isError && !users.data ? (
        <LoadFailed title={T.usersLoadFailed} error={users.error} onRetry={() => users.refetch()} />
      ) : (
        <Table<PushPerson>
          rowKey="oid"
          size="small"
          loading={users.isFetching}
          dataSource={users.data?.items ?? []}
          locale={emptyLocale(T.usersEmpty)}
          pagination={false}
          rowSelection={{
            selectedRowKeys: selected.filter((oid) => shown.has(oid)),
            onChange: (keys) => onSelect([...elsewhere, ...keys.map(String)]),
            getCheckboxProps: (row) => ({ "aria-label": row.fullName }),
          }}
          columns={personColumns}
        />
      )}
    </div>
  );
}
