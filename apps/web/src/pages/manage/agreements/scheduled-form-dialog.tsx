// The create / edit dialog agreements, notices and ads share: the page gives the fields (Form.Items)
// and how values become the call's body; the shared rules check as the server will, and the
// server's field messages land under their fields.
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { SCHEDULE_TEXTS } from "@textbook/shared";
import { Form, type FormInstance, Input, Modal } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { showFormFailure } from "../../../app/form-failure.ts";
import { toast } from "../../../app/global/toast.ts";
import { submitOnEnter } from "../submit-on-enter.ts";
import { fromLocalInput } from "./schedule-inputs.ts";

/** What the dialog edits: a new row, or an existing one with its form values. */
export type Editing<V> = { oid: null } | { oid: string; values: V };

export interface ScheduledFormProps<V extends object> {
  editing: Editing<V> | null;
  createTitle: string;
  editTitle: string;
  /** Every field name, so the server's messages find their place. */
  fields: readonly string[];
  initialValues: Partial<V>;
  save: (oid: string | null, values: V) => Promise<unknown>;
  allKey: QueryKey;
  onClose: () => void;
  children: (form: FormInstance<V>) => ReactNode;
  width?: number;
}

export function ScheduledFormDialog<V extends object>(props: ScheduledFormProps<V>) {
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const { editing } = props;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.oid) form.setFieldsValue(editing.values as Parameters<typeof form.setFieldsValue>[0]);
  }, [editing, form]);

  async function submit(values: V) {
    if (!editing) return;
    setSaving(true);
    try {
      await props.save(editing.oid, values);
      toast.success(SCHEDULE_TEXTS.saved);
      await queryClient.invalidateQueries({ queryKey: props.allKey });
      props.onClose();
    } catch (error) {
      showFormFailure(form as FormInstance, error, props.fields);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={editing !== null}
      title={editing?.oid ? props.editTitle : props.createTitle}
      okText={SCHEDULE_TEXTS.save}
      cancelText={SCHEDULE_TEXTS.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      width={props.width}
      forceRender
    >
      <Form<V>
        form={form}
        layout="vertical"
        onFinish={submit}
        onKeyDown={submitOnEnter(form)}
        initialValues={props.initialValues}
        requiredMark={false}
      >
        {props.children(form)}
      </Form>
    </Modal>
  );
}

/** 开始时间 and 结束时间, either left empty for an open end; the end after the start. */
export function ScheduleFields() {
  return (
    <>
      <Form.Item name="startsAt" label={SCHEDULE_TEXTS.startsAt} extra={SCHEDULE_TEXTS.openStart}>
        <Input type="datetime-local" aria-label={SCHEDULE_TEXTS.startsAt} />
      </Form.Item>
      <Form.Item
        name="endsAt"
        label={SCHEDULE_TEXTS.endsAt}
        extra={SCHEDULE_TEXTS.openEnd}
        dependencies={["startsAt"]}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_: unknown, value: string | undefined) => {
              const start = fromLocalInput(getFieldValue("startsAt"));
              const end = fromLocalInput(value);
              if (start && end && Date.parse(end) <= Date.parse(start))
                throw new Error(SCHEDULE_TEXTS.endBeforeStart);
            },
          }),
        ]}
      >
        <Input type="datetime-local" aria-label={SCHEDULE_TEXTS.endsAt} />
      </Form.Item>
    </>
  );
}
