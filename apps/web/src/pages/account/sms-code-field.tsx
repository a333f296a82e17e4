// The code input with its 获取验证码 button for the account forms: the button asks the server (through
// the captcha gate when it wants one) and counts the cool-down down; the server's own refusals
// (err.sms.tooFrequent with the seconds left, a number in use) land under the phone field.
import {
  ACCOUNT_TEXTS,
  formatMessage,
  rules,
  SMS,
  type SmsCodesResult,
  VALIDATION_MESSAGES,
} from "@textbook/shared";
import { Button, Form, type FormInstance } from "antd";
import { useState } from "react";
import { CaptchaCancelled, type CaptchaGate } from "../../app/captcha/use-captcha-gate.tsx";
import { toast } from "../../app/global/toast.ts";
import { fieldRule } from "../login/field-rule.ts";
import { Input } from "../login/inputs.ts";
import { secondsLeftOf } from "../login/login-failure.ts";
import { useSmsCountdown } from "../login/use-sms-countdown.ts";
import styles from "./account.module.css";
import { accountFailure } from "./account-failure.ts";

export interface SmsCodeFieldProps {
  form: FormInstance;
  /** The field holding the phone the code goes to. */
  phoneField: string;
  captcha: CaptchaGate;
  send(
    phoneNumber: string,
    captcha?: Parameters<Parameters<CaptchaGate["run"]>[1]>[0],
  ): Promise<SmsCodesResult>;
  onFailure(message: string | null): void;
}

/** Returns the field and the phone the last code went to (a code is only good for that phone). */
export function useSmsCodeField(props: SmsCodeFieldProps) {
  const { form, phoneField, captcha } = props;
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);

  async function sendCode() {
    props.onFailure(null);
    const phoneNumber = String(form.getFieldValue(phoneField) ?? "").trim();
    if (!rules.isValidPhone(phoneNumber)) {
      form.setFields([{ name: phoneField, errors: [VALIDATION_MESSAGES.phoneForSms] }]);
      return;
    }
    setSending(true);
    try {
      await captcha.run(phoneNumber, (params) => props.send(phoneNumber, params));
      countdown.start(phoneNumber);
      toast.success(ACCOUNT_TEXTS.smsSent);
    } catch (error) {
      if (error instanceof CaptchaCancelled) return;
      const seconds = secondsLeftOf(error);
      if (seconds) countdown.start(phoneNumber, seconds);
      const failure = accountFailure(error, [phoneField]);
      form.setFields(failure.fields);
      props.onFailure(failure.message);
    } finally {
      setSending(false);
    }
  }

  // The cool-down is stored per browser (shared with the login's code): it holds back only the phone
  // it was started for, as the server's does.
  const phone = String(Form.useWatch(phoneField, form) ?? "").trim();
  const counting = countdown.secondsLeft > 0 && countdown.phoneNumber === phone;
  const field = (
    <Form.Item label={ACCOUNT_TEXTS.smsCode} required={false}>
      <div className={styles.codeRow}>
        <Form.Item name="smsCode" rules={[fieldRule(rules.smsCode)]} noStyle>
          <Input
            placeholder={ACCOUNT_TEXTS.smsCodePlaceholder}
            maxLength={SMS.codeLength}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-label={ACCOUNT_TEXTS.smsCode}
          />
        </Form.Item>
        <Button className={styles.codeButton} disabled={counting} loading={sending} onClick={sendCode}>
          {counting
            ? formatMessage(ACCOUNT_TEXTS.smsCountdown, { n: countdown.secondsLeft })
            : ACCOUNT_TEXTS.getSmsCode}
        </Button>
      </div>
    </Form.Item>
  );
  return { field, sentTo: countdown.phoneNumber };
}
