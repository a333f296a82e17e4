// 新建机构 / 编辑机构 (issue 15 §2): name, formal name, type, parent (the directory's "parent / name"
// picker) and subject resources. The shared rules check the fields as the server will; the server's
// field messages (a parent below the organisation itself, …) land under their fields.
import {
  BOOK_DETAIL_TEXTS,
  ORG_FIELD_LIMITS,
  ORG_TYPES,
  type OrgBody,
  type OrgType,
  ORGS_TEXTS as T,
} from "@textbook/shared";
import { Form, Input, Modal, Select, Switch } from "antd";
import { useEffect } from "react";
import { useSaveOrg } from "../../../api/orgs.ts";
import { showFormFailure } from "../../../app/form-failure.ts";
import { toast } from "../../../app/global/toast.ts";
import { requiredRule, tooLongRule } from "../form-rules.ts";
import { OrgPicker } from "../org-picker.tsx";
import { submitOnEnter } from "../submit-on-enter.ts";

export interface OrgFormValues {
  name: string;
  formalName?: string | null;
  type?: OrgType;
  parentOid?: string | null;
  useSubjectResourceEnabled: boolean;
}

/** An edit brings the organisation's values and its parent's name for the picker. */
export type OrgEditing = { oid: null } | { oid: string; values: OrgFormValues; parentName: string | null };

const FIELDS = ["name", "formalName", "type", "parentOid", "useSubjectResourceEnabled"] as const;

export function OrgDialog(props: { editing: OrgEditing | null; onClose: () => void }) {
  const [form] = Form.useForm<OrgFormValues>();
  const save = useSaveOrg();
  const editing = props.editing;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.oid) form.setFieldsValue(editing.values);
  }, [editing, form]);

  async function submit(values: OrgFormValues) {
    if (!editing) return;
    const body: OrgBody = {
      name: values.name,
      formalName: values.formalName || null,
      type: values.type as OrgType,
      parentOid: values.parentOid || null,
      useSubjectResourceEnabled: values.useSubjectResourceEnabled,
    };
    try {
      await save.mutateAsync({ oid: editing.oid, body });
      toast.success(editing.oid ? T.saved : T.created);
      props.onClose();
    } catch (error) {
      showFormFailure(form, error, FIELDS);
    }
  }

  return (
    <Modal
      open={editing !== null}
      title={editing?.oid ? T.form.editTitle : T.form.createTitle}
      okText={T.form.save}
      cancelText={T.form.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      forceRender
    >
      <Form<OrgFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        onKeyDown={submitOnEnter(form)}
        initialValues={{ useSubjectResourceEnabled: false }}
        requiredMark={false}
      >
        <Form.Item name="name" label={T.form.name} rules={[requiredRule, tooLongRule(ORG_FIELD_LIMITS.name)]}>
          <Input aria-label={T.form.name} maxLength={ORG_FIELD_LIMITS.name} />
        </Form.Item>
        <Form.Item
          name="formalName"
          label={T.form.formalName}
          extra={T.form.formalNameHint}
          rules={[tooLongRule(ORG_FIELD_LIMITS.formalName)]}
        >
          <Input aria-label={T.form.formalName} maxLength={ORG_FIELD_LIMITS.formalName} />
        </Form.Item>
        <Form.Item
          name="type"
          label={T.form.type}
          rules={[{ required: true, message: T.form.typePlaceholder }]}
        >
          <Select
            aria-label={T.form.type}
            placeholder={T.form.typePlaceholder}
            options={ORG_TYPES.map((type) => ({ value: type, label: BOOK_DETAIL_TEXTS.orgTypes[type] }))}
          />
        </Form.Item>
        <Form.Item name="parentOid" label={T.form.parent}>
          <OrgPicker
            allowClear
            ariaLabel={T.form.parent}
            placeholder={T.form.parentPlaceholder}
            valueLabel={editing?.oid ? (editing.parentName ?? undefined) : undefined}
          />
        </Form.Item>
        <Form.Item
          name="useSubjectResourceEnabled"
          label={T.form.useSubjectResourceEnabled}
          valuePropName="checked"
        >
          <Switch aria-label={T.form.useSubjectResourceEnabled} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
