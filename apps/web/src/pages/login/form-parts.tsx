// The pieces both login tabs share: the phone field and the failure line above the submit button.
import { MobileOutlined } from "@ant-design/icons";
import { LOGIN_TEXTS, rules } from "@textbook/shared";
import { Button, Form } from "antd";
import { fieldRule } from "./field-rule.ts";
import { Input } from "./inputs.ts";
import styles from "./login.module.css";
import { ErrorLine } from "./status-message.tsx";

export function PhoneField({ autoComplete }: { autoComplete: "username" | "tel" }) {
  return (
    <Form.Item name="phoneNumber" rules={[fieldRule(rules.phoneNumber)]}>
      <Input
        prefix={<MobileOutlined aria-hidden className={styles.fieldIcon} />}
        placeholder={LOGIN_TEXTS.phonePlaceholder}
        inputMode="numeric"
        autoComplete={autoComplete}
        allowClear
      />
    </Form.Item>
  );
}

export function SubmitRow({ message, submitting }: { message: string | null; submitting: boolean }) {
  return (
    <>
      {message && <ErrorLine>{message}</ErrorLine>}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={submitting}
        // A loading antd button ignores clicks without looking disabled: say so to assistive tools. The
        // fixed name keeps the spinner's "loading" label out of it (antd can leave the hidden spinner
        // behind when an answer comes back before its animation ends).
        aria-busy={submitting}
        aria-label={LOGIN_TEXTS.submit}
        className={styles.submit}
        autoInsertSpace={false}
      >
        {LOGIN_TEXTS.submit}
      </Button>
    </>
  );
}
