// 修改手机号: an administrator changes another user's phone without an SMS code
// (PUT /users/{id}/phone-number); the server ends that user's sessions.
import { formatMessage, rules, USERS_TEXTS as T } from "@textbook/shared";
import { Form, Input, Modal } from "antd";
import { useEffect } from "react";
import { useUserChanges } from "../../../api/user-admin.ts";
import { failureReason, reportFailure } from "../../../app/global/report-failure.ts";
import { toast } from "../../../app/global/toast.ts";
import { submitOnEnter } from "../submit-on-enter.ts";
import { fieldErrors } from "./user-dialog.tsx";

export function PhoneDialog(props: { user: { oid: string; fullName: string } | null; onClose: () => void }) {
  const [form] = Form.useForm<{ phoneNumber: string }>();
  const { changePhone } = useUserChanges();
  useEffect(() => {
    if (props.user) form.resetFields();
  }, [props.user, form]);

  const submit = async ({ phoneNumber }: { phoneNumber: string }) => {
    if (!props.user) return;
    try {
      await changePhone.mutateAsync({ oid: props.user.oid, phoneNumber: phoneNumber.trim() });
      toast.success(T.phoneChanged);
      props.onClose();
    } catch (error) {
      const fields = fieldErrors(error, { phoneNumber: "phoneNumber" });
      if (fields.length > 0) form.setFields(fields);
      else reportFailure(error, failureReason(error));
    }
  };

  return (
    <Modal
      open={props.user !== null}
      title={formatMessage(T.phoneTitle, { name: props.user?.fullName ?? "" })}
      okText={T.form.save}
      cancelText={T.form.cancel}
      confirmLoading={changePhone.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        onKeyDown={submitOnEnter(form)}
        requiredMark={false}
      >
        <Form.Item
          name="phoneNumber"
          label={T.newPhone}
          extra={T.phoneHint}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = rules.phoneNumber(value ?? "");
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input aria-label={T.newPhone} inputMode="numeric" maxLength={11} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
