// 新建班级 / 重命名: the class's name (unique in the school) and remark.
import { CLASS_LIMITS, type ClassBody, rules, CLASS_TEXTS as T } from "@textbook/shared";
import { Form, Input, Modal } from "antd";
import { useEffect } from "react";
import { showFormFailure } from "../../app/form-failure.ts";
import { useBusy } from "../../app/use-busy.ts";

export interface ClassDialogProps {
  /** null: closed; `{}` new; a class's values: rename it. */
  editing: { oid?: string; values?: ClassBody } | null;
  onSave: (body: ClassBody, oid: string | undefined) => Promise<unknown>;
  onClose: () => void;
}

export function ClassDialog({ editing, onSave, onClose }: ClassDialogProps) {
  const [form] = Form.useForm<ClassBody>();
  const saving = useBusy();
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(editing.values ?? { name: "", remark: "" });
  }, [editing, form]);

  const submit = (values: ClassBody) =>
    saving.run(async () => {
      try {
        await onSave({ name: values.name.trim(), remark: values.remark?.trim() ?? "" }, editing?.oid);
        onClose();
      } catch (error) {
        showFormFailure(form, error, ["name", "remark"] as const);
      }
    });

  return (
    <Modal
      open={editing !== null}
      title={editing?.oid ? T.rename : T.create}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving.busy}
      forceRender
    >
      <Form<ClassBody> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="name"
          label={T.name}
          rules={[{ validator: async (_, value: string) => throwIf(rules.required(value)) }]}
        >
          <Input placeholder={T.namePlaceholder} maxLength={CLASS_LIMITS.name} />
        </Form.Item>
        <Form.Item name="remark" label={T.remark}>
          <Input maxLength={CLASS_LIMITS.remark} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export async function throwIf(problem: string | null): Promise<void> {
  if (problem) throw new Error(problem);
}
