// 申请发布 (shell §7 publish-apply): the plan type and an optional note of at most
// PUBLISH_LIMITS.noteMax characters; the server starts the organisation's approval workflow. Its
// field messages land under their fields; any other refusal (an application already in progress) is
// reported the app's usual way.
import {
  PUBLISH_LIMITS,
  PUBLISH_PLAN_TYPES,
  PUBLISHING_PAGE_TEXTS,
  PUBLISHING_TEXTS,
  type PublishPlanType,
} from "@textbook/shared";
import { Form, Input, Modal, Radio } from "antd";
import { useEffect } from "react";
import { useApplyPublish } from "../../../api/publishing.ts";
import { showFormFailure } from "../../../app/form-failure.ts";
import { toast } from "../../../app/global/toast.ts";
import { tooLongRule } from "../../manage/form-rules.ts";
import styles from "./publishing.module.css";

const T = PUBLISHING_PAGE_TEXTS.apply;
const FIELDS = ["planType", "note"] as const;

interface ApplyValues {
  planType?: PublishPlanType;
  note: string;
}

export function ApplyDialog(props: { bookOid: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ApplyValues>();
  const apply = useApplyPublish(props.bookOid);

  useEffect(() => {
    if (props.open) form.resetFields();
  }, [props.open, form]);

  async function submit(values: ApplyValues) {
    try {
      await apply.mutateAsync({ planType: values.planType as PublishPlanType, note: values.note.trim() });
      toast.success(T.submitted);
      props.onClose();
    } catch (error) {
      showFormFailure(form, error, FIELDS);
    }
  }

  return (
    <Modal
      open={props.open}
      title={T.title}
      okText={T.submit}
      confirmLoading={apply.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      forceRender
    >
      <Form<ApplyValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ note: "" }}
        requiredMark={false}
      >
        <Form.Item
          name="planType"
          label={T.planType}
          rules={[{ required: true, message: T.planTypeRequired }]}
        >
          <Radio.Group aria-label={T.planType} className={styles.planTypes}>
            {PUBLISH_PLAN_TYPES.map((type) => (
              <Radio key={type} value={type}>
                <span>{PUBLISHING_TEXTS.planTypes[type]}</span>
                <span className={styles.hint}>{T.planTypeHints[type]}</span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="note" label={T.note} rules={[tooLongRule(PUBLISH_LIMITS.noteMax)]}>
          <Input.TextArea
            aria-label={T.note}
            placeholder={PUBLISHING_TEXTS.notePlaceholder}
            rows={4}
            maxLength={PUBLISH_LIMITS.noteMax}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
