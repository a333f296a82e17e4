// Password tab: phone + password; the password is RSA-encrypted with the server's key before it leaves.
import { LockOutlined } from "@ant-design/icons";
import { LOGIN, LOGIN_TEXTS, type LoginResult, rules } from "@textbook/shared";
import { Button, Form } from "antd";
import { lazy, Suspense, useState } from "react";
import { CaptchaCancelled, type CaptchaGate } from "../../app/captcha/use-captcha-gate.tsx";
import { fieldRule } from "./field-rule.ts";
import { PhoneField, SubmitRow } from "./form-parts.tsx";
import { Password } from "./inputs.ts";
import { loadPassportCalls, loadPasswordSeal } from "./load-calls.ts";
import styles from "./login.module.css";
import { loginFailure } from "./login-failure.ts";

// 忘记密码's dialog loads when the link is clicked: the login page's code is at its budget.
const ForgotPasswordDialog = lazy(() => import("../account/forgot-password-dialog.tsx"));

interface PasswordValues {
  phoneNumber: string;
  password: string;
}

const FIELDS = ["phoneNumber", "password"] as const;

async function encrypted(password: string): Promise<string> {
  const { sealPasswords } = await loadPasswordSeal();
  const [sealed] = await sealPasswords(password);
  return sealed;
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
  const [forgotOpen, setForgotOpen] = useState(false);

  async function submit(values: PasswordValues) {
    setSubmitting(true);
    setMessage(null);
    const phoneNumber = values.phoneNumber.trim();
    const password = values.password.trim();
    try {
      // A fresh ciphertext per attempt: the server may refuse a replayed one.
      const { accountLogin } = await loadPassportCalls();
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
        <Button type="link" size="small" className={styles.forgot} onClick={() => setForgotOpen(true)}>
          {LOGIN_TEXTS.forgotPassword}
        </Button>
      </div>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
      <SubmitRow message={message} submitting={submitting} />
    </Form>
  );
}
