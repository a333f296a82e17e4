// /f/classes (issue 18 §1): the current school's classes; a teacher creates one (and is its
// teacher), renames or deletes the classes they manage, and opens a class's students. Outside a
// school organisation the page says so.
import { PlusOutlined } from "@ant-design/icons";
import { formatMessage, type SchoolClass, CLASS_TEXTS as T } from "@textbook/shared";
import { Button, Empty, Result, Space, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import {
  useCreateClass,
  useDeleteClass,
  useMySchool,
  useSchoolClasses,
  useUpdateClass,
} from "../../api/classes.ts";
import { formatDateTime } from "../../app/date-time.ts";
import { dialog } from "../../app/global/dialog.ts";
import { toast } from "../../app/global/toast.ts";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import styles from "../list-page.module.css";
import { ClassDialog, type ClassDialogProps } from "./class-dialog.tsx";

export function classPath(classOid: string): string {
  return `/f/classes/${classOid}`;
}

export function ClassesPage() {
  const school = useMySchool();
  const isSchool = Boolean(school.data);
  const classes = useSchoolClasses(isSchool);
  const create = useCreateClass();
  const update = useUpdateClass();
  const remove = useDeleteClass();
  const [editing, setEditing] = useState<ClassDialogProps["editing"]>(null);

  if (school.isSuccess && !school.data) return <Result status="info" title={T.notSchool} />;
  if (classes.error) {
    return <LoadFailed title={T.title} error={classes.error} onRetry={() => void classes.refetch()} />;
  }

  async function confirmDelete(item: SchoolClass) {
    const yes = await dialog.confirm("danger", {
      title: T.delete,
      content: formatMessage(T.deleteConfirm, { name: item.name }),
      okText: T.delete,
    });
    if (!yes) return;
    await remove.mutateAsync(item.oid);
    toast.success(T.deleted);
  }

  const columns: TableColumnsType<SchoolClass> = [
    {
      title: T.name,
      key: "name",
      render: (_, item) => (item.manageable ? <Link to={classPath(item.oid)}>{item.name}</Link> : item.name),
    },
    { title: T.teacher, key: "teacher", render: (_, item) => item.teacher.fullName },
    { title: T.studentCount, dataIndex: "studentCount", key: "studentCount" },
    { title: T.remark, dataIndex: "remark", key: "remark", render: (value: string) => value || "–" },
    {
      title: T.createdAt,
      dataIndex: "createdAt",
      key: "createdAt",
      render: (at: string) => formatDateTime(at),
    },
    {
      title: T.actions,
      key: "actions",
      render: (_, item) =>
        item.manageable && (
          <Space size={0}>
            <Link to={classPath(item.oid)} aria-label={`${T.students} ${item.name}`}>
              {T.students}
            </Link>
            <Button
              type="link"
              aria-label={`${T.rename} ${item.name}`}
              onClick={() => setEditing({ oid: item.oid, values: { name: item.name, remark: item.remark } })}
            >
              {T.rename}
            </Button>
            <Button
              type="link"
              danger
              aria-label={`${T.delete} ${item.name}`}
              onClick={() => confirmDelete(item).catch(() => undefined)}
            >
              {T.delete}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <section className={styles.page} aria-label={T.title}>
      <div className={styles.listToolbar}>
        <strong>{school.data ? `${school.data.name} · ${T.mySchool}` : T.mySchool}</strong>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
          {T.create}
        </Button>
      </div>
      <div className={styles.table}>
        <Table<SchoolClass>
          rowKey="oid"
          columns={columns}
          dataSource={classes.data?.items ?? []}
          loading={school.isLoading || classes.isLoading}
          pagination={false}
          locale={{ emptyText: <Empty description={T.empty} /> }}
        />
      </div>
      <ClassDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSave={async (body, oid) => {
          if (oid) await update.mutateAsync({ oid, body });
          else await create.mutateAsync(body);
          toast.success(T.saved);
        }}
      />
    </section>
  );
}
