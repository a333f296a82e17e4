// SMS tab: phone + 4-digit code. The code field opens once the phone is valid; the code button
// counts down 60 s after a request, across reloads (use-sms-countdown).
import { SafetyOutlined } from "@ant-design/icons";
import { formatMessage, LOGIN_TEXTS, rules, SMS, VALIDATION_MESSAGES } from "@textbook/shared";
import { Button, Form } from "antd";
import { useState } from "react";
import { CaptchaCancelled } from "../../app/captcha/use-captcha-gate.tsx";
import { toast } from "../../app/global/toast.ts";
import { fieldRule } from "./field-rule.ts";
import { PhoneField, SubmitRow } from "./form-parts.tsx";
import { Input } from "./inputs.ts";
import { loadPassportCalls } from "./load-calls.ts";
import styles from "./login.module.css";
import { loginFailure, secondsLeftOf } from "./login-failure.ts";
import type { LoginFormProps } from "./password-form.tsx";
import { useSmsCountdown } from "./use-sms-countdown.ts";

interface SmsValues {
  phoneNumber: string;
  smsCode: string;
}

const FIELDS = ["phoneNumber", "smsCode"] as const;

export function SmsForm({ captcha, onLoggedIn }: LoginFormProps) {
  const [form] = Form.useForm<SmsValues>();
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const phoneNumber = (Form.useWatch("phoneNumber", form) ?? "").trim();
  const phoneValid = rules.isValidPhone(phoneNumber);

  function showFailure(error: unknown) {
    const failure = loginFailure(error, FIELDS);
    form.setFields(failure.fields);
    setMessage(failure.message);
  }

  async function sendCode() {
    setMessage(null);
    if (!phoneValid) {
      form.setFields([{ name: "phoneNumber", errors: [VALIDATION_MESSAGES.phoneForSms] }]);
      return;
    }
    setSending(true);
    try {
      const { requestSmsCode } = await loadPassportCalls();
      await captcha.run(phoneNumber, (params) => requestSmsCode(phoneNumber, params));
      countdown.start(phoneNumber);
      toast.success(LOGIN_TEXTS.smsSent);
    } catch (error) {
      if (error instanceof CaptchaCancelled) return;
      // The server still counts a cool-down for this phone: show it on the button.
      const seconds = secondsLeftOf(error);
      if (seconds) countdown.start(phoneNumber, seconds);
      showFailure(error);
    } finally {
      setSending(false);
    }
  }

  async function submit(values: SmsValues) {
    setMessage(null);
    const phone = values.phoneNumber.trim();
    // A code belongs to the phone it was sent to: none requested, or the phone changed since.
    if (countdown.phoneNumber !== phone) {
      form.setFields([{ name: "smsCode", errors: [VALIDATION_MESSAGES.smsCodeWrong] }]);
      return;
    }
    setSubmitting(true);
    try {
      const { smsLogin } = await loadPassportCalls();
      setMessage(onLoggedIn(await smsLogin({ phoneNumber: phone, smsCode: values.smsCode.trim() })));
    } catch (error) {
      showFailure(error);
    } finally {
      setSubmitting(false);
    }
  }

  const counting = countdown.secondsLeft > 0;
  return (
    <Form
      form={form}
      name="sms-login"
      size="large"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => setMessage(null)}
    >
      <PhoneField autoComplete="tel" />
      <Form.Item>
        <div className={styles.codeRow}>
          <Form.Item name="smsCode" rules={[fieldRule(rules.smsCode)]} noStyle>
            <Input
              prefix={<SafetyOutlined aria-hidden className={styles.fieldIcon} />}
              placeholder={LOGIN_TEXTS.smsCodePlaceholder}
              maxLength={SMS.codeLength}
              inputMode="numeric"
              autoComplete="one-time-code"
              disabled={!phoneValid}
            />
          </Form.Item>
          <Button className={styles.codeButton} disabled={counting} loading={sending} onClick={sendCode}>
            {counting
              ? formatMessage(LOGIN_TEXTS.smsCountdown, { n: countdown.secondsLeft })
              : LOGIN_TEXTS.getSmsCode}
          </Button>
        </div>
      </Form.Item>
      <SubmitRow message={message} submitting={submitting} />
    </Form>
  );
}
