// Password tab: phone + password; the password is RSA-encrypted with the server's key before it leaves.
import { LockOutlined } from "@ant-design/icons";
import { LOGIN, LOGIN_TEXTS, type LoginResult, rules } from "@textbook/shared";
import { Button, Form } from "antd";
import { useState } from "react";
import { accountLogin, fetchPublicKey } from "../../api/passports.ts";
import { CaptchaCancelled, type CaptchaGate } from "../../app/captcha/use-captcha-gate.tsx";
import { encryptPassword } from "../../app/crypto/encrypt-password.ts";
import { fieldRule } from "./field-rule.ts";
import { PhoneField, SubmitRow } from "./form-parts.tsx";
import { Password } from "./inputs.ts";
import styles from "./login.module.css";
import { loginFailure } from "./login-failure.ts";
import { SmallPopover } from "./small-popover.tsx";

interface PasswordValues {
  phoneNumber: string;
  password: string;
}

const FIELDS = ["phoneNumber", "password"] as const;

class EncryptionFailed extends Error {}

async function encrypted(password: string): Promise<string> {
  const { publicKey } = await fetchPublicKey();
  try {
    return await encryptPassword(password, publicKey);
  } catch {
    throw new EncryptionFailed(LOGIN_TEXTS.encryptFailed);
  }
}

export interface LoginFormProps {
  captcha: CaptchaGate;
  /** Returns a message to show when the login cannot go on (暂无操作权限). */
  onLoggedIn(result: LoginResult): string | null;
}

export function PasswordForm({ captcha, onLoggedIn }: LoginFormProps) {
  const [form] = Form.useForm<PasswordValues>();
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(values: PasswordValues) {
    setSubmitting(true);
    setMessage(null);
    const phoneNumber = values.phoneNumber.trim();
    const password = values.password.trim();
    try {
      // A fresh ciphertext per attempt: the server may refuse a replayed one.
      const result = await captcha.run(phoneNumber, async (params) =>
        accountLogin({ phoneNumber, password: await encrypted(password), captcha: params }),
      );
      setMessage(onLoggedIn(result));
    } catch (error) {
      if (error instanceof CaptchaCancelled) return;
      const failure = loginFailure(error, FIELDS);
      form.setFields(failure.fields);
      setMessage(failure.message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form
      form={form}
      name="password-login"
      size="large"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => setMessage(null)}
    >
      <PhoneField autoComplete="username" />
      <Form.Item name="password" rules={[fieldRule(rules.password)]} className={styles.passwordItem}>
        <Password
          prefix={<LockOutlined aria-hidden className={styles.fieldIcon} />}
          placeholder={LOGIN_TEXTS.passwordPlaceholder}
          maxLength={LOGIN.passwordFieldMaxLength}
          autoComplete="current-password"
        />
      </Form.Item>
      <div className={styles.formExtra}>
        <SmallPopover
          label={LOGIN_TEXTS.forgotPassword}
          trigger={(props) => (
            <Button type="link" size="small" className={styles.forgot} {...props}>
              {LOGIN_TEXTS.forgotPassword}
            </Button>
          )}
        >
          {() => <div className={styles.hint}>{LOGIN_TEXTS.forgotPasswordHint}</div>}
        </SmallPopover>
      </div>
      <SubmitRow message={message} submitting={submitting} />
    </Form>
  );
}
