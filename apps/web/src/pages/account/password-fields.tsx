// The password inputs the account forms share: the current password, and the new one typed twice
// under the shell §5 rule (请输入密码, 密码格式错误, 两次输入的密码不一致).
import { ACCOUNT_TEXTS, LOGIN, rules, VALIDATION_MESSAGES } from "@textbook/shared";
import { Form } from "antd";
import { fieldRule } from "../login/field-rule.ts";
// The login page's inputs: antd's Input namespace would drag Search, TextArea and OTP into the
// chunk the login page shares with these forms.
import { Password } from "../login/inputs.ts";

export function CurrentPasswordField() {
  return (
    // Only required: a password set before today's rule must still be accepted as the current one.
    <Form.Item
      name="currentPassword"
      label={ACCOUNT_TEXTS.currentPassword}
      rules={[fieldRule((value) => (value ? null : VALIDATION_MESSAGES.passwordEmpty))]}
    >
      <Password
        placeholder={ACCOUNT_TEXTS.currentPasswordPlaceholder}
        maxLength={LOGIN.passwordFieldMaxLength}
        autoComplete="current-password"
      />
    </Form.Item>
  );
}

/** `name` is the field the server names in its errors (newPassword, or password for a reset). */
export function NewPasswordFields({ name }: { name: string }) {
  return (
    <>
      <Form.Item
        name={name}
        label={ACCOUNT_TEXTS.newPassword}
        extra={ACCOUNT_TEXTS.passwordRuleHint}
        rules={[fieldRule(rules.password)]}
      >
        <Password
          placeholder={ACCOUNT_TEXTS.newPasswordPlaceholder}
          maxLength={LOGIN.passwordFieldMaxLength}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={ACCOUNT_TEXTS.confirmPassword}
        dependencies={[name]}
        validateFirst
        rules={[
          fieldRule(rules.password),
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if ((value ?? "").trim() !== String(getFieldValue(name) ?? "").trim()) {
                throw new Error(ACCOUNT_TEXTS.passwordMismatch);
              }
            },
          }),
        ]}
      >
        <Password
          placeholder={ACCOUNT_TEXTS.confirmPasswordPlaceholder}
          maxLength={LOGIN.passwordFieldMaxLength}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
