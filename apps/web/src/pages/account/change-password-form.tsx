// 修改密码: the current password and the new one twice, sealed like the login's. Used by the forced
// change after login and by the drawer's dialog; the user's other sessions end, this one stays.
import { ACCOUNT_TEXTS } from "@textbook/shared";
import { Alert, Button, Form } from "antd";
import { type ReactNode, useState } from "react";
import { changeMyPassword } from "../../api/account.ts";
import styles from "./account.module.css";
import { accountFailure } from "./account-failure.ts";
import { CurrentPasswordField, NewPasswordFields } from "./password-fields.tsx";
import { sealPasswords } from "./seal-password.ts";

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ["currentPassword", "newPassword"] as const;

export interface ChangePasswordFormProps {
  submitText: string;
  onChanged(): void | Promise<void>;
  /** Buttons beside the submit button (取消, 退出登录). */
  extra?: ReactNode;
}

export function ChangePasswordForm({ submitText, onChanged, extra }: ChangePasswordFormProps) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(values: Values) {
    setSubmitting(true);
    setMessage(null);
    try {
      const [currentPassword, newPassword] = await sealPasswords(
        values.currentPassword.trim(),
        values.newPassword.trim(),
      );
      await changeMyPassword({ currentPassword, newPassword });
      await onChanged();
    } catch (error) {
      const failure = accountFailure(error, FIELDS);
      form.setFields(failure.fields);
      setMessage(failure.message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form
      form={form}
      name="change-password"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => setMessage(null)}
    >
      <Alert type="info" showIcon title={ACCOUNT_TEXTS.otherSessionsEnd} className={styles.notice} />
      <CurrentPasswordField />
      <NewPasswordFields name="newPassword" />
      {message && <Alert type="error" showIcon title={message} role="alert" className={styles.notice} />}
      <div className={styles.actions}>
        {extra}
        <Button type="primary" htmlType="submit" loading={submitting} autoInsertSpace={false}>
          {submitText}
        </Button>
      </div>
    </Form>
  );
}
