// /f/classes/:oid (issue 18 §1): a class's students — add one, import a spreadsheet, take one out.
import { ArrowLeftOutlined, PlusOutlined, UploadOutlined } from "@ant-design/icons";
import { type ClassStudent, formatMessage, CLASS_TEXTS as T } from "@textbook/shared";
import { Button, Empty, Table, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useClassStudents, useRemoveStudent, useSchoolClasses } from "../../api/classes.ts";
import { formatDateTime } from "../../app/date-time.ts";
import { dialog } from "../../app/global/dialog.ts";
import { toast } from "../../app/global/toast.ts";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import styles from "../list-page.module.css";
import { AddStudentDialog, ImportStudentsDialog } from "./student-dialogs.tsx";

export function ClassStudentsPage() {
  const classOid = useParams().oid ?? "";
  const navigate = useNavigate();
  const students = useClassStudents(classOid);
  const classes = useSchoolClasses(true);
  const remove = useRemoveStudent();
  const [open, setOpen] = useState<"add" | "import" | null>(null);
  const name = classes.data?.items.find((item) => item.oid === classOid)?.name ?? "";

  if (students.error) {
    return <LoadFailed title={T.students} error={students.error} onRetry={() => void students.refetch()} />;
  }

  async function confirmRemove(student: ClassStudent) {
    const yes = await dialog.confirm("danger", {
      title: T.removeStudent,
      content: formatMessage(T.removeConfirm, { name: student.fullName }),
      okText: T.removeStudent,
    });
    if (!yes) return;
    await remove.mutateAsync({ classOid, studentOid: student.oid });
    toast.success(T.removed);
  }

  const columns: TableColumnsType<ClassStudent> = [
    {
      title: T.studentNumber,
      dataIndex: "studentNumber",
      key: "studentNumber",
      render: (value) => value ?? "–",
    },
    { title: T.fullName, dataIndex: "fullName", key: "fullName" },
    { title: T.phoneNumber, dataIndex: "phoneNumber", key: "phoneNumber" },
    {
      title: T.accountKind,
      dataIndex: "readerOnly",
      key: "readerOnly",
      render: (readerOnly: boolean) =>
        readerOnly ? <Tag color="blue">{T.readerOnly}</Tag> : <Tag>{T.editorAccount}</Tag>,
    },
    { title: T.createdAt, dataIndex: "addedAt", key: "addedAt", render: (at: string) => formatDateTime(at) },
    {
      title: T.actions,
      key: "actions",
      render: (_, student) => (
        <Button
          type="link"
          danger
          aria-label={`${T.removeStudent} ${student.fullName}`}
          onClick={() => confirmRemove(student).catch(() => undefined)}
        >
          {T.removeStudent}
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.page} aria-label={formatMessage(T.studentsOf, { name })}>
      <div className={styles.listToolbar}>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate("/f/classes")}>
          {T.back}
        </Button>
        <strong>{formatMessage(T.studentsOf, { name })}</strong>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen("add")}>
          {T.addStudent}
        </Button>
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => setOpen("import")}>
          {T.importStudents}
        </Button>
        <span className={styles.total}>{students.data ? `${students.data.total}` : ""}</span>
      </div>
      <div className={styles.table}>
        <Table<ClassStudent>
          rowKey="oid"
          columns={columns}
          dataSource={students.data?.items ?? []}
          loading={students.isLoading}
          pagination={false}
          locale={{ emptyText: <Empty description={T.noStudents} /> }}
        />
      </div>
      <AddStudentDialog classOid={classOid} open={open === "add"} onClose={() => setOpen(null)} />
      <ImportStudentsDialog classOid={classOid} open={open === "import"} onClose={() => setOpen(null)} />
    </section>
  );
}
