// 导入用户 (issue 15 §3, shell §3's layout): the roles every imported member gets (ORG_MEMBER
// unless chosen otherwise), the .xlsx or .csv with a link to the template; the file goes up through
// the app's upload queue, then the import starts as a task and the dialog points to it. The file's
// type and size are checked here first; its header and rows are the server's to judge (its field
// message lands under 文件).
import { DownloadOutlined } from "@ant-design/icons";
import {
  formatMessage,
  ORG_ROLE_LABELS,
  ORG_ROLES,
  type OrgRole,
  rules,
  USER_IMPORT_TEXTS as T,
  USER_IMPORT_LIMITS,
  type UserTask,
} from "@textbook/shared";
import { Button, Checkbox, Form, Modal, Result } from "antd";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { IMPORT_TEMPLATE_URL, importOrgUsers } from "../../../api/user-import.ts";
import { showFormFailure } from "../../../app/form-failure.ts";
import { FilePicker } from "../../../app/uploads/file-picker.tsx";
import { UploadError, uploadFile } from "../../../app/uploads/upload-queue.ts";
import { useBusy } from "../../../app/use-busy.ts";

const MB = 1024 * 1024;
const ROLE_OPTIONS = ORG_ROLES.map((role) => ({ value: role, label: ORG_ROLE_LABELS[role] }));
const ACCEPT = USER_IMPORT_LIMITS.extensions.map((extension) => `.${extension}`).join(",");

interface ImportValues {
  roles: OrgRole[];
  file?: File;
}

/** Why the file cannot be imported before anything is sent, or null. */
export function fileProblem(file: File | undefined): string | null {
  if (!file) return T.problems.noFile;
  const extension = file.name.slice(file.name.lastIndexOf(".") + 1).toLowerCase();
  if (!(USER_IMPORT_LIMITS.extensions as readonly string[]).includes(extension)) return T.problems.fileType;
  if (file.size > USER_IMPORT_LIMITS.maxBytes) {
    return formatMessage(T.problems.tooLarge, { mb: USER_IMPORT_LIMITS.maxBytes / MB });
  }
  return null;
}

export interface ImportUsersDialogProps {
  open: boolean;
  /** The organisation the members join; null while a SYS_ADMIN has not picked one. */
  orgOid: string | null;
  onClose: () => void;
}

export function ImportUsersDialog({ open, orgOid, onClose }: ImportUsersDialogProps) {
  const [form] = Form.useForm<ImportValues>();
  const importing = useBusy();
  const [task, setTask] = useState<UserTask | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setTask(null);
  }, [open, form]);

  const submit = ({ roles, file }: ImportValues) =>
    importing.run(async () => {
      if (!orgOid || !file) return;
      try {
        const sheet = await uploadFile(file, { type: "DOCUMENT" });
        setTask(await importOrgUsers(orgOid, sheet.attachmentOid, roles));
      } catch (error) {
        // The upload queue has told the user already.
        if (error instanceof UploadError) return;
        showFormFailure(form, error, ["file", "roles"] as const);
      }
    });

  return (
    <Modal
      open={open}
      title={T.dialogTitle}
      onCancel={onClose}
      forceRender
      footer={
        task ? (
          <Button type="primary" onClick={onClose}>
            {T.close}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{T.cancel}</Button>
            <Button type="primary" loading={importing.busy} disabled={!orgOid} onClick={() => form.submit()}>
              {T.submit}
            </Button>
          </>
        )
      }
    >
      {task ? (
        <Result
          status="success"
          title={T.submitted}
          subTitle={T.submittedHint}
          extra={<Link to={`/f/task/detail/${task.oid}`}>{T.openTask}</Link>}
        />
      ) : (
        <Form<ImportValues>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ roles: ["ORG_MEMBER"] }}
          requiredMark={false}
        >
          <Form.Item
            name="roles"
            label={T.roles}
            extra={T.rolesHint}
            rules={[
              {
                validator: async (_, value: string[] | undefined) => {
                  const problem = rules.requiredCount(1)(value);
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            <Checkbox.Group aria-label={T.roles} options={ROLE_OPTIONS} />
          </Form.Item>
          <Form.Item
            name="file"
            label={T.file}
            extra={
              <>
                {formatMessage(T.fileHint, {
                  mb: USER_IMPORT_LIMITS.maxBytes / MB,
                  rows: USER_IMPORT_LIMITS.maxRows,
                })}{" "}
                <a href={IMPORT_TEMPLATE_URL} download={T.templateFileName}>
                  <DownloadOutlined aria-hidden /> {T.template}
                </a>
              </>
            }
            rules={[
              {
                validator: async (_, value: File | undefined) => {
                  const problem = fileProblem(value);
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            <FilePicker label={T.chooseFile} inputLabel={T.file} accept={ACCEPT} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
