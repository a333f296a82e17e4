// 添加学生 (name, phone, student number) and 导入学生 (a spreadsheet through the upload queue, then
// the server's report of the rows it refused).
import { DownloadOutlined } from "@ant-design/icons";
import {
  type AddStudentBody,
  CLASS_LIMITS,
  formatMessage,
  type ImportStudentsResult,
  rules,
  CLASS_TEXTS as T,
  USER_IMPORT_LIMITS,
} from "@textbook/shared";
import { Alert, Button, Form, Input, Modal, Table } from "antd";
import { useEffect, useState } from "react";
import { STUDENT_TEMPLATE_URL, useAddStudent, useImportStudents } from "../../api/classes.ts";
import { showFormFailure } from "../../app/form-failure.ts";
import { toast } from "../../app/global/toast.ts";
import { FilePicker } from "../../app/uploads/file-picker.tsx";
import { UploadError, uploadFile } from "../../app/uploads/upload-queue.ts";
import { useBusy } from "../../app/use-busy.ts";
import { fileProblem } from "../manage/users/import-users-dialog.tsx";
import { throwIf } from "./class-dialog.tsx";

const ACCEPT = USER_IMPORT_LIMITS.extensions.map((extension) => `.${extension}`).join(",");

export function AddStudentDialog(props: { classOid: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<AddStudentBody>();
  const adding = useBusy();
  const add = useAddStudent();
  useEffect(() => {
    if (props.open) form.resetFields();
  }, [props.open, form]);

  const submit = (body: AddStudentBody) =>
    adding.run(async () => {
      try {
        await add.mutateAsync({ classOid: props.classOid, body });
        toast.success(T.added);
        props.onClose();
      } catch (error) {
        showFormFailure(form, error, ["fullName", "phoneNumber", "studentNumber"] as const);
      }
    });

  return (
    <Modal
      open={props.open}
      title={T.addStudent}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      confirmLoading={adding.busy}
      forceRender
    >
      <Form<AddStudentBody> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="fullName"
          label={T.fullName}
          rules={[{ validator: async (_, value: string) => throwIf(rules.required(value)) }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="phoneNumber"
          label={T.phoneNumber}
          rules={[{ validator: async (_, value: string) => throwIf(rules.phoneNumber(value)) }]}
        >
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="studentNumber" label={T.studentNumber}>
          <Input maxLength={CLASS_LIMITS.studentNumber} />
        </Form.Item>
      </Form>
      <p>{T.passwordNote}</p>
    </Modal>
  );
}

export function ImportStudentsDialog(props: { classOid: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ file?: File }>();
  const importing = useBusy();
  const run = useImportStudents();
  const [result, setResult] = useState<ImportStudentsResult | null>(null);
  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    setResult(null);
  }, [props.open, form]);

  const submit = ({ file }: { file?: File }) =>
    importing.run(async () => {
      if (!file) return;
      try {
        const sheet = await uploadFile(file, { type: "DOCUMENT" });
        setResult(await run.mutateAsync({ classOid: props.classOid, attachmentOid: sheet.attachmentOid }));
      } catch (error) {
        if (error instanceof UploadError) return;
        showFormFailure(form, error, ["file"] as const);
      }
    });

  return (
    <Modal
      open={props.open}
      title={T.importStudents}
      onCancel={props.onClose}
      forceRender
      width={640}
      footer={
        result ? (
          <Button type="primary" onClick={props.onClose}>
            {T.back}
          </Button>
        ) : (
          <Button type="primary" loading={importing.busy} onClick={() => form.submit()}>
            {T.importStudents}
          </Button>
        )
      }
    >
      {result ? (
        <>
          <Alert
            type={result.refused.length > 0 ? "warning" : "success"}
            message={formatMessage(T.importDone, {
              added: result.added,
              already: result.already,
              refused: result.refused.length,
            })}
          />
          {result.refused.length > 0 && (
            <Table
              aria-label={T.refusedRows}
              title={() => T.refusedRows}
              size="small"
              rowKey="row"
              pagination={false}
              dataSource={result.refused}
              columns={[
                { title: T.row, dataIndex: "row", key: "row", width: 80 },
                {
                  title: T.reasons,
                  key: "reasons",
                  render: (_, row) => row.reasons.join("；"),
                },
              ]}
            />
          )}
        </>
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="file"
            label={T.importPick}
            rules={[{ validator: async (_, file: File | undefined) => throwIf(fileProblem(file)) }]}
            extra={
              <a href={STUDENT_TEMPLATE_URL} download={T.templateFileName}>
                <DownloadOutlined aria-hidden /> {T.downloadTemplate}
              </a>
            }
          >
            <FilePicker label={T.importStudents} inputLabel={T.importPick} accept={ACCEPT} />
          </Form.Item>
          <p>{T.passwordNote}</p>
        </Form>
      )}
    </Modal>
  );
}
