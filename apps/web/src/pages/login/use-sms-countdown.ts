// SMS cool-down (shell §4): the send time is stored with the phone so the countdown survives a
// reload; it ticks every SMS.countdownTickMs and the stored value is removed once it runs out.
import { SMS, STORAGE_KEYS } from "@textbook/shared";
import { useCallback, useEffect, useState } from "react";

export interface SmsSend {
  phoneNumber: string;
  /** Epoch milliseconds the cool-down is counted from. */
  sentAt: number;
}

const COOLDOWN_MS = SMS.cooldownSeconds * 1000;

export function secondsLeft(send: SmsSend | null, now: number): number {
  if (!send) return 0;
  return Math.max(0, Math.ceil((send.sentAt + COOLDOWN_MS - now) / 1000));
}

export function readSmsSend(): SmsSend | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.smsSentAt) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { phoneNumber, sentAt } = value as Partial<SmsSend>;
    return typeof phoneNumber === "string" && typeof sentAt === "number" ? { phoneNumber, sentAt } : null;
  } catch {
    return null;
  }
}

/** The stored send, or null after removing it when its cool-down is over. */
function liveSmsSend(now: number): SmsSend | null {
  const send = readSmsSend();
  if (send && secondsLeft(send, now) > 0) return send;
  localStorage.removeItem(STORAGE_KEYS.smsSentAt);
  return null;
}

export interface SmsCountdown {
  /** Whole seconds until another code may be requested; 0 when idle. */
  secondsLeft: number;
  /** The phone the last code was requested for, kept after the cool-down ends. */
  phoneNumber: string | null;
  /** Starts the cool-down for a phone; `seconds` resumes one the server says is still running. */
  start(phoneNumber: string, seconds?: number): void;
}

export function useSmsCountdown(): SmsCountdown {
  const [send, setSend] = useState(() => liveSmsSend(Date.now()));
  const [phoneNumber, setPhoneNumber] = useState(() => send?.phoneNumber ?? null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!send) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsLeft(send, current) === 0) {
        localStorage.removeItem(STORAGE_KEYS.smsSentAt);
        setSend(null);
      }
    }, SMS.countdownTickMs);
    return () => clearInterval(timer);
  }, [send]);

  const start = useCallback((phone: string, seconds: number = SMS.cooldownSeconds) => {
    const current = Date.now();
    const next = { phoneNumber: phone, sentAt: current - (SMS.cooldownSeconds - seconds) * 1000 };
    localStorage.setItem(STORAGE_KEYS.smsSentAt, JSON.stringify(next));
    setNow(current);
    setSend(next);
    setPhoneNumber(phone);
  }, []);

  return { secondsLeft: secondsLeft(send, now), phoneNumber, start };
}
