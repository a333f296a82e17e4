// The frame both account dialogs that prove a phone by an SMS code share (忘记密码, 修改手机号): the
// phone and its code, the dialog's own fields, the server's refusal under its field or above the
// buttons, and the captcha the code button may ask for. `act` does the dialog's call once the code
// was sent to the phone typed.
import { ACCOUNT_TEXTS, rules, VALIDATION_MESSAGES } from "@textbook/shared";
import { Alert, Button, Form, Modal } from "antd";
import { type ReactNode, useState } from "react";
import { useCaptchaGate } from "../../app/captcha/use-captcha-gate.tsx";
import { toast } from "../../app/global/toast.ts";
import { fieldRule } from "../login/field-rule.ts";
import { Input } from "../login/inputs.ts";
import styles from "./account.module.css";
import { accountFailure } from "./account-failure.ts";
import { type SmsCodeFieldProps, useSmsCodeField } from "./sms-code-field.tsx";

export interface CodedValues {
  phoneNumber: string;
  smsCode: string;
}

export interface CodedDialogProps<Values extends CodedValues> {
  title: string;
  /** The form's name (its fields' ids). */
  name: string;
  intro: string;
  /** Shown above the phone field. */
  before?: ReactNode;
  phoneLabel: string;
  phonePlaceholder: string;
  /** The dialog's own fields, under the code. */
  children?: ReactNode;
  submitText: string;
  /** The fields a refusal of the server may name. */
  fields: readonly string[];
  send: SmsCodeFieldProps["send"];
  /** The dialog's call, with the trimmed phone and code; answers the message to show on success. */
  act(values: Values, phone: { phoneNumber: string; smsCode: string }): Promise<string>;
  onClose(): void;
}

export function CodedDialog<Values extends CodedValues>(props: CodedDialogProps<Values>) {
  // Untyped: the dialogs' own fields are theirs; the frame names only the phone and the code.
  const [form] = Form.useForm();
  const captcha = useCaptchaGate();
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const code = useSmsCodeField({
    form,
    phoneField: "phoneNumber",
    captcha,
    send: props.send,
    onFailure: setMessage,
  });

  async function submit(values: Values) {
    const phoneNumber = values.phoneNumber.trim();
    if (code.sentTo !== phoneNumber) {
      form.setFields([{ name: "smsCode", errors: [VALIDATION_MESSAGES.smsCodeWrong] }]);
      return;
    }
    setSubmitting(true);
    setMessage(null);
    try {
      toast.success(await props.act(values, { phoneNumber, smsCode: values.smsCode.trim() }));
      props.onClose();
    } catch (error) {
      const failure = accountFailure(error, props.fields);
      form.setFields(failure.fields);
      setMessage(failure.message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal open title={props.title} footer={null} onCancel={props.onClose} destroyOnHidden>
      <Form
        form={form}
        name={props.name}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => setMessage(null)}
      >
        <Alert type="info" showIcon title={props.intro} className={styles.notice} />
        {props.before}
        <Form.Item name="phoneNumber" label={props.phoneLabel} rules={[fieldRule(rules.phoneNumber)]}>
          <Input placeholder={props.phonePlaceholder} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        {code.field}
        {props.children}
        {message && <Alert type="error" showIcon title={message} role="alert" className={styles.notice} />}
        <div className={styles.actions}>
          <Button onClick={props.onClose} autoInsertSpace={false}>
            {ACCOUNT_TEXTS.cancel}
          </Button>
          <Button type="primary" htmlType="submit" loading={submitting} autoInsertSpace={false}>
            {props.submitText}
          </Button>
        </div>
      </Form>
      {captcha.modal}
    </Modal>
  );
}
