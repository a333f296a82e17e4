// Risk-based captcha (DESIGN §4): calls go out without a puzzle; when the server asks for one, the
// slide challenge opens, and the call is retried with the answer until it passes or the user gives up.
import type { CaptchaParams } from "@textbook/shared";
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from "react";
import { isCaptchaRequired } from "./captcha-required.ts";

// Most logins never see a puzzle: its code loads on the first challenge, not with the login page.
const SlideCaptcha = lazy(async () => ({ default: (await import("./slide-captcha.tsx")).SlideCaptcha }));

/** The user closed the challenge: the caller drops the action quietly. */
export class CaptchaCancelled extends Error {
  constructor() {
    super("captcha cancelled");
    this.name = "CaptchaCancelled";
  }
}

export interface CaptchaGate {
  /** `phoneNumber` is the phone the call is for: a challenge is bound to it. */
  run<T>(phoneNumber: string, call: (captcha?: CaptchaParams) => Promise<T>): Promise<T>;
  /** Render this once in the page. */
  modal: ReactNode;
}

interface Pending {
  resolve(params: CaptchaParams): void;
  reject(error: Error): void;
}

export function useCaptchaGate(): CaptchaGate {
  // `round` remounts the challenge so every attempt gets a fresh puzzle.
  const [view, setView] = useState({ open: false, failed: false, round: 0, phoneNumber: "" });
  const pending = useRef<Pending | null>(null);

  const ask = useCallback(
    (phoneNumber: string, failed: boolean) =>
      new Promise<CaptchaParams>((resolve, reject) => {
        pending.current = { resolve, reject };
        setView((current) => ({ open: true, failed, round: current.round + 1, phoneNumber }));
      }),
    [],
  );

  const run = useCallback(
    async <T,>(phoneNumber: string, call: (captcha?: CaptchaParams) => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (!isCaptchaRequired(error)) throw error;
      }
      let failed = false;
      for (;;) {
        const params = await ask(phoneNumber, failed);
        try {
          return await call(params);
        } catch (error) {
          if (!isCaptchaRequired(error)) throw error;
          failed = true;
        }
      }
    },
    [ask],
  );

  const settle = (outcome: (current: Pending) => void) => {
    const current = pending.current;
    pending.current = null;
    setView((state) => ({ ...state, open: false }));
    if (current) outcome(current);
  };

  const modal =
    view.round === 0 ? null : (
      <Suspense fallback={null}>
        <SlideCaptcha
          key={view.round}
          open={view.open}
          phoneNumber={view.phoneNumber}
          failed={view.failed}
          onSolved={(params) => settle((current) => current.resolve(params))}
          onCancel={() => settle((current) => current.reject(new CaptchaCancelled()))}
        />
      </Suspense>
    );
  return { run, modal };
}
