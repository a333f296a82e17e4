// The dialog of a decision that takes words: 通过 (comment optional), 驳回 (comment required),
// 转交 (whom, from the node's transfer candidates; comment optional) and 撤回 (comment optional).
// A refusal the server words per field stays in the dialog; any other closes it (the page refreshes
// and says why).
import { PROCESS_LIMITS, TODO_TEXTS, type TransferCandidate, WORKFLOW_TEXTS } from "@textbook/shared";
import { Empty, Form, Input, Modal, Select } from "antd";
import { useEffect } from "react";
import { serverFieldsOf } from "../../app/form-errors.ts";

export type WordedAction = "APPROVE" | "REJECT" | "TRANSFER" | "REVOKE";

/** The fields the server may word a refusal for. */
export const ACTION_FIELDS = ["comment", "userOid"] as const;

export interface ActionValues {
  comment?: string;
  userOid?: string;
}

const TITLES: Record<WordedAction, string> = {
  APPROVE: TODO_TEXTS.approveTitle,
  REJECT: TODO_TEXTS.rejectTitle,
  TRANSFER: TODO_TEXTS.transferTitle,
  REVOKE: TODO_TEXTS.revokeTitle,
};

const PLACEHOLDERS: Record<WordedAction, string> = {
  APPROVE: TODO_TEXTS.approvePlaceholder,
  REJECT: TODO_TEXTS.rejectPlaceholder,
  TRANSFER: TODO_TEXTS.approvePlaceholder,
  REVOKE: TODO_TEXTS.revokePlaceholder,
};

export interface ProcessActionDialogProps {
  action: WordedAction | null;
  /** 撤回's question, naming the application. */
  revokeQuestion?: string;
  candidates?: { items: TransferCandidate[]; loading: boolean };
  busy: boolean;
  /** Resolves when done; rejects with the server's refusal. */
  onSubmit: (action: WordedAction, values: ActionValues) => Promise<void>;
  onClose: () => void;
}

export function ProcessActionDialog(props: ProcessActionDialogProps) {
  const [form] = Form.useForm<ActionValues>();
  const action = props.action;
  useEffect(() => {
    if (action) form.resetFields();
  }, [action, form]);

  const submit = async (values: ActionValues) => {
    if (!action) return;
    try {
      await props.onSubmit(action, { ...values, comment: values.comment?.trim() || undefined });
    } catch (error) {
      const fields = serverFieldsOf(error, ACTION_FIELDS);
      if (fields.length > 0) form.setFields(fields);
      else props.onClose();
    }
  };

  const candidates = props.candidates;
  return (
    <Modal
      open={action !== null}
      title={action ? TITLES[action] : ""}
      okText={action ? TODO_TEXTS.actions[action] : ""}
      okButtonProps={{ danger: action === "REJECT" || action === "REVOKE" }}
      confirmLoading={props.busy}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      forceRender
    >
      {action === "REVOKE" && props.revokeQuestion && <p>{props.revokeQuestion}</p>}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={action === "REJECT" || action === "TRANSFER"}
      >
        {action === "TRANSFER" && (
          <Form.Item
            name="userOid"
            label={TODO_TEXTS.transferTo}
            rules={[{ required: true, message: TODO_TEXTS.transferRequired }]}
          >
            <Select
              aria-label={TODO_TEXTS.transferTo}
              placeholder={TODO_TEXTS.transferPlaceholder}
              loading={candidates?.loading}
              showSearch={{ optionFilterProp: "label" }}
              notFoundContent={
                candidates?.loading ? undefined : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TODO_TEXTS.noCandidates} />
                )
              }
              options={(candidates?.items ?? []).map((user) => ({
                value: user.oid,
                label: `${user.fullName} ${user.phoneNumber}`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="comment"
          label={TODO_TEXTS.comment}
          rules={[
            ...(action === "REJECT"
              ? [{ required: true, whitespace: true, message: WORKFLOW_TEXTS.fields.rejectComment }]
              : []),
            { max: PROCESS_LIMITS.commentMax },
          ]}
        >
          <Input.TextArea
            aria-label={TODO_TEXTS.comment}
            placeholder={action ? PLACEHOLDERS[action] : ""}
            rows={4}
            maxLength={PROCESS_LIMITS.commentMax}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
