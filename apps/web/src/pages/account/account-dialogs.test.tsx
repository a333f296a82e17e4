// @vitest-environment happy-dom
// The account dialogs as a user meets them: the shell §5 password messages, the server's refusals
// under their fields, what is sent (sealed passwords, the code for the right phone) and what follows.
import { constants, generateKeyPairSync, privateDecrypt } from "node:crypto";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ACCOUNT_TEXTS, LOGIN_TEXTS, STORAGE_KEYS } from "@textbook/shared";
import { App } from "antd";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { session, toStoredUser } from "../../app/session.ts";
import { type FakeApi, fakeApi } from "../../test/fake-api.ts";
import { loginResult } from "../../test/session-fixtures.ts";
import ChangePasswordDialog from "./change-password-dialog.tsx";
import ChangePhoneDialog from "./change-phone-dialog.tsx";
import ForgotPasswordDialog from "./forgot-password-dialog.tsx";

const pair = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});
const open = (sealed: string) =>
  privateDecrypt(
    { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(sealed, "base64"),
  ).toString("utf8");

let api: FakeApi;
beforeEach(() => {
  localStorage.clear();
  api = fakeApi();
  api.routes.set("/api/passports/public-key", () => ({
    data: { publicKey: pair.publicKey, algorithm: "RSA-OAEP-256" },
  }));
});
afterEach(cleanup);

const show = (dialog: ReactNode) => render(<App>{dialog}</App>);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
// By the name's end: antd can leave a finished button's hidden spinner ("loading") in its name.
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name: new RegExp(`${name}$`) }));
const CODE_SENT = { data: { cooldownSeconds: 60, expiresInSeconds: 300 } };

describe("修改密码", () => {
  test("checks the fields: 请输入密码, 密码格式错误, 两次输入的密码不一致; sends nothing then", async () => {
    show(<ChangePasswordDialog onClose={() => undefined} />);
    click(ACCOUNT_TEXTS.submit);
    expect((await screen.findAllByText("请输入密码")).length).toBeGreaterThan(0);
    type(ACCOUNT_TEXTS.currentPassword, "Old-2026");
    type(ACCOUNT_TEXTS.newPassword, "onlyletters");
    type(ACCOUNT_TEXTS.confirmPassword, "different1");
    click(ACCOUNT_TEXTS.submit);
    expect(await screen.findByText("密码格式错误")).toBeTruthy();
    expect(await screen.findByText(ACCOUNT_TEXTS.passwordMismatch)).toBeTruthy();
    expect(api.calls("/api/users/me/password")).toBe(0);
    expect(screen.getByText(ACCOUNT_TEXTS.otherSessionsEnd)).toBeTruthy();
  });

  test("shows 当前密码错误 under the current password, then sends both sealed and closes", async () => {
    let answer = {
      status: 400,
      errorCode: "err.password.currentWrong",
      errorMessage: "当前密码错误",
    } as object;
    api.routes.set("PUT /api/users/me/password", () => answer);
    const onClose = vi.fn();
    show(<ChangePasswordDialog onClose={onClose} />);
    type(ACCOUNT_TEXTS.currentPassword, "Old-2026");
    type(ACCOUNT_TEXTS.newPassword, "New-2026");
    type(ACCOUNT_TEXTS.confirmPassword, "New-2026");
    click(ACCOUNT_TEXTS.submit);
    expect(await screen.findByText("当前密码错误")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    answer = { data: null };
    click(ACCOUNT_TEXTS.submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = api.sent.filter((call) => call.path === "/api/users/me/password").at(-1);
    const body = sent?.body as { currentPassword: string; newPassword: string };
    expect([open(body.currentPassword), open(body.newPassword)]).toEqual(["Old-2026", "New-2026"]);
  });
});

describe("找回密码", () => {
  test("sends the code to the phone, shows a wrong code under its field, then resets with the sealed password", async () => {
    api.routes.set("POST /api/passports/password-reset-codes", () => CODE_SENT);
    let answer = {
      status: 400,
      errorCode: "err.sms.codeWrong",
      errorMessage: "验证码错误，请重新输入",
    } as object;
    api.routes.set("POST /api/passports/password-resets", () => answer);
    const onClose = vi.fn();
    show(<ForgotPasswordDialog onClose={onClose} />);
    type(ACCOUNT_TEXTS.phone, "13800000001");
    click(ACCOUNT_TEXTS.getSmsCode);
    expect(await screen.findByRole("button", { name: /秒后重新获取/ })).toBeTruthy();
    expect(api.sent.find((call) => call.path === "/api/passports/password-reset-codes")?.body).toEqual({
      phoneNumber: "13800000001",
    });
    type(ACCOUNT_TEXTS.smsCode, "1234");
    type(ACCOUNT_TEXTS.newPassword, "Reset-2026");
    type(ACCOUNT_TEXTS.confirmPassword, "Reset-2026");
    click(ACCOUNT_TEXTS.resetSubmit);
    expect(await screen.findByText("验证码错误，请重新输入")).toBeTruthy();
    answer = { data: null };
    click(ACCOUNT_TEXTS.resetSubmit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = api.sent.filter((call) => call.path === "/api/passports/password-resets").at(-1)?.body as {
      phoneNumber: string;
      smsCode: string;
      password: string;
    };
    expect(body).toMatchObject({ phoneNumber: "13800000001", smsCode: "1234" });
    expect(open(body.password)).toBe("Reset-2026");
  });

  test("a code never requested for this phone is 验证码错误，请重新输入 without a call; an unknown phone says so", async () => {
    api.routes.set("POST /api/passports/password-reset-codes", () => ({
      status: 400,
      errorCode: "err.phone.unOpened",
      errorMessage: "该手机号尚未开通账号",
    }));
    show(<ForgotPasswordDialog onClose={() => undefined} />);
    type(ACCOUNT_TEXTS.phone, "13800000002");
    type(ACCOUNT_TEXTS.smsCode, "1234");
    type(ACCOUNT_TEXTS.newPassword, "Reset-2026");
    type(ACCOUNT_TEXTS.confirmPassword, "Reset-2026");
    click(ACCOUNT_TEXTS.resetSubmit);
    expect(await screen.findByText("验证码错误，请重新输入")).toBeTruthy();
    expect(api.calls("/api/passports/password-resets")).toBe(0);
    click(ACCOUNT_TEXTS.getSmsCode);
    expect(await screen.findByText("该手机号尚未开通账号")).toBeTruthy();
    expect(screen.getAllByPlaceholderText(LOGIN_TEXTS.phonePlaceholder)).toHaveLength(1);
  });
});

describe("修改手机号", () => {
  test("a number in use shows 该手机号已被使用; with the new phone's code the fresh session replaces the stored one", async () => {
    session.save(loginResult({ level: 1 }));
    const user = toStoredUser(loginResult({ level: 1 }));
    // The login's code to the current phone a moment ago holds back only that phone.
    localStorage.setItem(
      STORAGE_KEYS.smsSentAt,
      JSON.stringify({ phoneNumber: "13800000001", sentAt: Date.now() }),
    );
    api.routes.set("POST /api/users/me/phone-number-codes", (call) =>
      (call.body as { phoneNumber: string }).phoneNumber === "13900000001"
        ? {
            status: 400,
            errorCode: "err.phone.taken",
            errorMessage: "该手机号已被使用",
            errors: { phoneNumber: "该手机号已被使用" },
          }
        : CODE_SENT,
    );
    const fresh = loginResult({ level: 1 }, "fresh-token");
    fresh.user.phoneNumber = "13900000002";
    api.routes.set("PUT /api/users/u1/phone-number", () => ({ data: fresh }));
    const onClose = vi.fn();
    show(<ChangePhoneDialog user={user} onClose={onClose} />);
    expect(screen.getByText("当前手机号：13800000001")).toBeTruthy();
    type(ACCOUNT_TEXTS.newPhone, "13900000001");
    click(ACCOUNT_TEXTS.getSmsCode);
    expect(await screen.findByText("该手机号已被使用")).toBeTruthy();
    type(ACCOUNT_TEXTS.newPhone, "13900000002");
    click(ACCOUNT_TEXTS.getSmsCode);
    expect(await screen.findByRole("button", { name: /秒后重新获取/ })).toBeTruthy();
    type(ACCOUNT_TEXTS.smsCode, "4321");
    click(ACCOUNT_TEXTS.submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent.find((call) => call.path === "/api/users/u1/phone-number")?.body).toEqual({
      phoneNumber: "13900000002",
      smsCode: "4321",
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("fresh-token");
    expect(session.get().user?.phoneNumber).toBe("13900000002");
  });
});
