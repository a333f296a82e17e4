// 上传资源 and 编辑 of the library page in one dialog: a new resource picks its file (uploaded
// without a book through the app's queue), then its name, subject and keywords; editing changes
// name and subject, or only the keywords (编辑关键词, PUT /res-libs/{id}/keywords).
import { UploadOutlined } from "@ant-design/icons";
import {
  type Attachment,
  formatMessage,
  RES_LIB_LIMITS,
  type ResLibResource,
  RES_LIB_TEXTS as T,
  UPLOAD_TEXTS,
} from "@textbook/shared";
import { Button, Form, Input, Modal, Select } from "antd";
import { useEffect, useRef, useState } from "react";
import { toast } from "../../../app/global/toast.ts";
import { SubjectSelect } from "../../../app/res-lib/subject-select.tsx";
import { typeForFileName } from "../../../app/uploads/upload-limits.ts";
import { uploadFile } from "../../../app/uploads/upload-queue.ts";

export type ResourceEditing =
  | { mode: "create" }
  | { mode: "edit"; resource: ResLibResource }
  | { mode: "keywords"; resource: ResLibResource };

export interface ResourceValues {
  attachmentOid?: string;
  name: string;
  subjectCode: string;
  keywords: string[];
}

const TITLES = { create: T.uploadTitle, edit: T.editTitle, keywords: T.editKeywords } as const;

export function ResourceDialog(props: {
  editing: ResourceEditing | null;
  onSave: (values: ResourceValues) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ResourceValues>();
  const [file, setFile] = useState<Attachment | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const mode = props.editing?.mode;

  useEffect(() => {
    if (!props.editing) return;
    setFile(null);
    const resource = props.editing.mode === "create" ? null : props.editing.resource;
    form.setFieldsValue({
      name: resource?.name ?? "",
      subjectCode: resource?.subjectCode,
      keywords: resource?.keywords ?? [],
    });
  }, [props.editing, form]);

  function pick(picked: File | undefined) {
    if (!picked) return;
    const type = typeForFileName(picked.name);
    if (!type) {
      toast.error(formatMessage(UPLOAD_TEXTS.unknownType, { name: picked.name }));
      return;
    }
    uploadFile(picked, { type }).then(
      (attachment) => {
        setFile(attachment);
        if (!form.getFieldValue("name")) form.setFieldValue("name", attachment.name.replace(/\.[^.]+$/, ""));
      },
      // The queue has told the user why.
      () => undefined,
    );
  }

  async function submit() {
    setBusy(true);
    try {
      const values = await form.validateFields();
      await props.onSave({ ...values, attachmentOid: file?.attachmentOid });
    } catch {
      // The form shows its own errors; a refused call is shown by the global handler.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={props.editing !== null}
      title={mode ? TITLES[mode] : ""}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: mode === "create" && !file, loading: busy }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        {mode === "create" && (
          <Form.Item label={T.file} required>
            <input
              ref={input}
              type="file"
              hidden
              aria-label={T.pickFile}
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
              {file ? file.name : T.pickFile}
            </Button>
          </Form.Item>
        )}
        {mode !== "keywords" && (
          <>
            <Form.Item name="name" label={T.name} rules={[{ required: true, whitespace: true, max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="subjectCode" label={T.subject} rules={[{ required: true, message: T.subject }]}>
              <SubjectSelect label={T.subject} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="keywords"
          label={T.keywords}
          extra={T.keywordsHint}
          rules={[{ type: "array", max: RES_LIB_LIMITS.keywords }]}
        >
          <Select
            mode="tags"
            aria-label={T.keywords}
            placeholder={T.keywordsPlaceholder}
            open={false}
            maxCount={RES_LIB_LIMITS.keywords}
            tokenSeparators={[",", "，"]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
