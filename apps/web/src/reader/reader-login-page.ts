// /reader/login: a reader signs in with phone and password or phone and SMS code (the editor's
// calls' rules, issue 18 §1) and comes back to the page that asked, or to the shelf.
// Loaded on its own (main.ts): a book's first page never pays for it.
import {
  type CaptchaParams,
  formatMessage,
  HEADERS,
  READER_PAGES,
  type ReaderLoginResult,
  rules,
  READER_ACCOUNT_TEXTS as T,
} from "@textbook/shared";
import { encryptPassword } from "../app/crypto/encrypt-password.ts";
import { h } from "./dom.ts";
import { readerFetch, saveReaderSession } from "./reader-session.ts";
import "./reader-account.css";

type Tab = "password" | "sms";

interface Envelope<T> {
  errorCode: string;
  errorMessage: string;
  errors?: Record<string, string>;
  data: T;
}

/** The server's risk rules ask for the slide challenge before this call goes on. */
class CaptchaRequired extends Error {}

class CallFailed extends Error {
  readonly field: string | null;
  constructor(message: string, field: string | null) {
    super(message);
    this.field = field;
  }
}

/** POSTs a call and answers its data, or throws its message (a field's own, when it names one). */
async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  let envelope: Envelope<T> | null = null;
  try {
    const response = await readerFetch(path, { method: "POST", body: JSON.stringify(body), headers });
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new CallFailed(T.loginFailed, null);
  }
  if (envelope.errorCode === "0") return envelope.data;
  const captcha = (envelope.data as { captchaRequired?: boolean } | null)?.captchaRequired === true;
  if (captcha) throw new CaptchaRequired();
  const [field, message] = Object.entries(envelope.errors ?? {})[0] ?? [];
  throw new CallFailed(message ?? envelope.errorMessage ?? T.loginFailed, field ?? null);
}

const CAPTCHA_TEXTS = {
  title: T.captchaTitle,
  hint: T.captchaHint,
  failed: T.captchaFailed,
  cancel: T.captchaCancel,
  loadFailed: T.captchaLoadFailed,
};

/**
 * Runs a call without a puzzle; when the server asks for one, shows the challenge and tries again
 * with the answer until it passes. null: the reader closed the challenge.
 */
async function withCaptcha<T>(
  phoneNumber: string,
  run: (captcha: CaptchaParams | undefined) => Promise<T>,
): Promise<T | null> {
  let failed = false;
  let captcha: CaptchaParams | undefined;
  for (;;) {
    try {
      return await run(captcha);
    } catch (error) {
      if (!(error instanceof CaptchaRequired)) throw error;
    }
    const { askCaptcha } = await import("./reader-captcha.ts");
    const answer = await askCaptcha(phoneNumber, failed, CAPTCHA_TEXTS);
    if (!answer) return null;
    captcha = answer;
    failed = true;
  }
}

async function publicKey(): Promise<string> {
  const response = await fetch("/api/passports/public-key");
  const envelope = (await response.json()) as Envelope<{ publicKey: string }>;
  return envelope.data.publicKey;
}

/** Only a page of this site: the address came in the query, anyone may have written it. */
export function safeRedirect(search: string): string {
  const target = new URLSearchParams(search).get("redirectPath") ?? "";
  return target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\")
    ? target
    : READER_PAGES.shelf;
}

function input(name: string, placeholder: string, type = "text", autocomplete = "off"): HTMLInputElement {
  return h("input", {
    name,
    type,
    placeholder,
    "aria-label": placeholder,
    autocomplete,
    class: "reader-input",
  });
}

export function mountLoginPage(container: HTMLElement): void {
  let tab: Tab = "password";
  const phone = input("phoneNumber", T.phonePlaceholder, "tel", "username");
  const password = input("password", T.passwordPlaceholder, "password", "current-password");
  const smsCode = input("smsCode", T.smsCodePlaceholder, "text", "one-time-code");
  const message = h("p", { class: "reader-login-message", role: "alert" });
  const codeButton = h("button", { type: "button", class: "reader-link-button" }, T.getSmsCode);
  const submit = h("button", { type: "submit", class: "reader-button" }, T.submit);
  const passwordTab = h("button", { type: "button", role: "tab", id: "reader-tab-password" }, T.passwordTab);
  const smsTab = h("button", { type: "button", role: "tab", id: "reader-tab-sms" }, T.smsTab);
  const passwordRow = h("div", { class: "reader-login-row" }, password);
  const smsRow = h("div", { class: "reader-login-row" }, smsCode, codeButton);
  const hint = h("p", { class: "reader-login-hint" }, T.noPassword);

  const show = (next: Tab) => {
    tab = next;
    passwordTab.setAttribute("aria-selected", String(next === "password"));
    smsTab.setAttribute("aria-selected", String(next === "sms"));
    passwordRow.hidden = next !== "password";
    smsRow.hidden = next !== "sms";
    message.textContent = "";
  };
  passwordTab.addEventListener("click", () => show("password"));
  smsTab.addEventListener("click", () => show("sms"));

  const fail = (text: string, field: HTMLInputElement | null) => {
    message.textContent = text;
    field?.focus();
  };

  let countdown = 0;
  const tick = () => {
    codeButton.disabled = countdown > 0;
    codeButton.textContent = countdown > 0 ? formatMessage(T.smsCountdown, { n: countdown }) : T.getSmsCode;
    if (countdown > 0) {
      countdown -= 1;
      setTimeout(tick, 1000);
    }
  };
  codeButton.addEventListener("click", async () => {
    const phoneNumber = phone.value.trim();
    const invalid = rules.phoneNumber(phoneNumber);
    if (invalid) return fail(invalid, phone);
    try {
      // The SMS code call carries a solved challenge as a JSON header (shell §7 getSmsCodes).
      const sent = await withCaptcha(phoneNumber, (captcha) =>
        post<{ cooldownSeconds: number }>(
          "/passports/sms-codes",
          { phoneNumber },
          captcha ? { [HEADERS.captcha]: JSON.stringify(captcha) } : {},
        ),
      );
      if (!sent) return;
      message.textContent = T.smsSent;
      countdown = sent.cooldownSeconds;
      tick();
    } catch (error) {
      fail(error instanceof Error ? error.message : T.loginFailed, null);
    }
  });

  const form = h(
    "form",
    { class: "reader-login-form", novalidate: true },
    h("div", { class: "reader-login-tabs", role: "tablist" }, passwordTab, smsTab),
    h("div", { class: "reader-login-row" }, phone),
    passwordRow,
    smsRow,
    message,
    submit,
    hint,
  );
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const phoneNumber = phone.value.trim();
    const phoneInvalid = rules.phoneNumber(phoneNumber);
    if (phoneInvalid) return fail(phoneInvalid, phone);
    const secret = tab === "password" ? password : smsCode;
    const secretInvalid =
      tab === "password" ? rules.password(secret.value.trim()) : rules.smsCode(secret.value.trim());
    if (secretInvalid) return fail(secretInvalid, secret);
    submit.disabled = true;
    submit.textContent = T.submitting;
    message.textContent = "";
    try {
      // A fresh ciphertext per attempt: the server may refuse a replayed one.
      const result = await withCaptcha(phoneNumber, async (captcha) =>
        tab === "password"
          ? post<ReaderLoginResult>("/reader/passports/account-login", {
              phoneNumber,
              password: await encryptPassword(secret.value.trim(), await publicKey()),
              captcha,
            })
          : post<ReaderLoginResult>("/reader/passports/sms-login", {
              phoneNumber,
              smsCode: secret.value.trim(),
            }),
      );
      if (!result) return;
      saveReaderSession(result);
      location.assign(safeRedirect(location.search));
    } catch (error) {
      const field = error instanceof CallFailed && error.field === "phoneNumber" ? phone : null;
      fail(error instanceof Error ? error.message : T.loginFailed, field);
    } finally {
      submit.disabled = false;
      submit.textContent = T.submit;
    }
  });

  show("password");
  document.title = T.loginTitle;
  container.replaceChildren(
    h(
      "main",
      { class: "reader-login", id: "reader-main", tabindex: -1 },
      h("h1", {}, T.loginTitle),
      h("p", { class: "reader-login-welcome" }, T.loginWelcome),
      form,
    ),
  );
  phone.focus();
}
