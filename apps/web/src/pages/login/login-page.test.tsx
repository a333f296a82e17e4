// @vitest-environment happy-dom
import { constants, generateKeyPairSync, privateDecrypt } from "node:crypto";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ACCOUNT_TEXTS, LOGIN_TEXTS, STORAGE_KEYS } from "@textbook/shared";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { LOGGED_OUT_STATE, session } from "../../app/session.ts";
import type { FakeApi } from "../../test/fake-api.ts";
import { loginResult } from "../../test/session-fixtures.ts";
import { type LoginEntry, loginPageApi, renderLoginPage } from "./test/login-support.tsx";

const pair = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});

let api: FakeApi;
beforeEach(() => {
  api = loginPageApi();
  api.routes.set("/api/passports/public-key", () => ({
    data: { publicKey: pair.publicKey, algorithm: "RSA-OAEP-256" },
  }));
});
afterEach(cleanup);

const renderLogin = (entry: LoginEntry = "/login") =>
  renderLoginPage(entry, { path: "/f/books/list", element: <div>book list</div> });

const submitButtons = () => screen.getAllByRole("button", { name: LOGIN_TEXTS.submit });
const phoneFields = () => screen.getAllByPlaceholderText(LOGIN_TEXTS.phonePlaceholder);

function type(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

describe("password login form", () => {
  test("empty fields: 请输入手机号 and 请输入密码", async () => {
    renderLogin();
    fireEvent.click(submitButtons()[0] as HTMLElement);
    expect(await screen.findByText("请输入手机号")).toBeTruthy();
    expect(await screen.findByText("请输入密码")).toBeTruthy();
    expect(api.sent.some((call) => call.path === "/api/passports/account-login")).toBe(false);
  });

  test("malformed fields: 手机号格式错误 and 密码格式错误", async () => {
    renderLogin();
    type(phoneFields()[0] as HTMLElement, "23800000001");
    type(screen.getByPlaceholderText(LOGIN_TEXTS.passwordPlaceholder), "short");
    fireEvent.click(submitButtons()[0] as HTMLElement);
    expect(await screen.findByText("手机号格式错误")).toBeTruthy();
    expect(await screen.findByText("密码格式错误")).toBeTruthy();
  });

  test("sends the trimmed password RSA-encrypted and moves to the organisation step", async () => {
    api.routes.set("/api/passports/account-login", () => ({ data: loginResult({ level: 1 }) }));
    api.routes.set("/api/orgs/my-list", () => ({ data: { items: [], total: 0 } }));
    const router = renderLogin();
    type(phoneFields()[0] as HTMLElement, " 13800000001 ");
    type(screen.getByPlaceholderText(LOGIN_TEXTS.passwordPlaceholder), " Demo2026! ");
    fireEvent.click(submitButtons()[0] as HTMLElement);
    expect(await screen.findByText("book list")).toBeTruthy();
    const login = api.sent.find((call) => call.path === "/api/passports/account-login");
    const body = login?.body as { phoneNumber: string; password: string };
    expect(body.phoneNumber).toBe("13800000001");
    const plain = privateDecrypt(
      { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      Buffer.from(body.password, "base64"),
    ).toString("utf8");
    expect(plain).toBe("Demo2026!");
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("session-token");
    expect(router.state.location.pathname).toBe("/f/books/list");
  });

  test("a password someone else chose: the 修改密码 step first, then on as after any login", async () => {
    api.routes.set("/api/passports/account-login", () => ({
      data: { ...loginResult({ level: 1 }), mustChangePassword: true },
    }));
    api.routes.set("PUT /api/users/me/password", () => ({ data: null }));
    api.routes.set("/api/passports/login-info", () => ({ data: loginResult({ level: 1 }) }));
    api.routes.set("/api/orgs/my-list", () => ({ data: { items: [], total: 0 } }));
    const router = renderLogin();
    type(phoneFields()[0] as HTMLElement, "13800000001");
    type(screen.getByPlaceholderText(LOGIN_TEXTS.passwordPlaceholder), "OneTime-2026");
    fireEvent.click(submitButtons()[0] as HTMLElement);
    expect(await screen.findByRole("heading", { name: LOGIN_TEXTS.changePassword })).toBeTruthy();
    expect(router.state.location.search).toContain("step=password");
    type(await screen.findByLabelText(ACCOUNT_TEXTS.currentPassword), "OneTime-2026");
    type(screen.getByLabelText(ACCOUNT_TEXTS.newPassword), "Mine-2026");
    type(screen.getByLabelText(ACCOUNT_TEXTS.confirmPassword), "Mine-2027");
    fireEvent.click(screen.getByRole("button", { name: ACCOUNT_TEXTS.continue }));
    expect(await screen.findByText(ACCOUNT_TEXTS.passwordMismatch)).toBeTruthy();
    type(screen.getByLabelText(ACCOUNT_TEXTS.confirmPassword), "Mine-2026");
    fireEvent.click(screen.getByRole("button", { name: ACCOUNT_TEXTS.continue }));
    expect(await screen.findByText("book list")).toBeTruthy();
    const change = api.sent.find((call) => call.path === "/api/users/me/password");
    const body = change?.body as { currentPassword: string; newPassword: string };
    const open = (sealed: string) =>
      privateDecrypt(
        { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
        Buffer.from(sealed, "base64"),
      ).toString("utf8");
    expect([open(body.currentPassword), open(body.newPassword)]).toEqual(["OneTime-2026", "Mine-2026"]);
  });

  test("a login without a current organisation shows 暂无操作权限 and stays", async () => {
    api.routes.set("/api/passports/account-login", () => ({ data: loginResult(null) }));
    renderLogin();
    type(phoneFields()[0] as HTMLElement, "13800000001");
    type(screen.getByPlaceholderText(LOGIN_TEXTS.passwordPlaceholder), "Demo2026!");
    fireEvent.click(submitButtons()[0] as HTMLElement);
    expect(await screen.findByText(LOGIN_TEXTS.noPermission)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  test("a system administrator without an organisation (a fresh install's first) lands in the management area", async () => {
    const firstAdmin = loginResult(null);
    firstAdmin.user.sysRoles = ["SYS_ADMIN"];
    api.routes.set("/api/passports/account-login", () => ({ data: firstAdmin }));
    api.routes.set("/api/orgs/my-list", () => ({ data: { items: [], total: 0 } }));
    const router = renderLoginPage("/login", { path: "/m", element: <div>management home</div> });
    type(phoneFields()[0] as HTMLElement, "13800000001");
    type(screen.getByPlaceholderText(LOGIN_TEXTS.passwordPlaceholder), "Demo2026!");
    fireEvent.click(submitButtons()[0] as HTMLElement);
    expect(await screen.findByText("management home")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/m");
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("session-token");
  });

  test("a server failure shows its message above the button", async () => {
    api.routes.set("/api/passports/account-login", () => ({
      errorCode: "err.login.failed",
      errorMessage: "手机号或密码错误",
    }));
    renderLogin();
    type(phoneFields()[0] as HTMLElement, "13800000001");
    type(screen.getByPlaceholderText(LOGIN_TEXTS.passwordPlaceholder), "Wrong2026!");
    fireEvent.click(submitButtons()[0] as HTMLElement);
    expect((await screen.findByRole("alert")).textContent).toContain("手机号或密码错误");
  });
});

describe("SMS login form", () => {
  function openSmsTab() {
    fireEvent.click(screen.getByRole("tab", { name: LOGIN_TEXTS.smsTab }));
    // The password panel is hidden now, so its button is out of the accessibility tree.
    return {
      phone: phoneFields()[1] as HTMLInputElement,
      code: screen.getByPlaceholderText(LOGIN_TEXTS.smsCodePlaceholder) as HTMLInputElement,
      submit: submitButtons()[0] as HTMLElement,
    };
  }

  /** Types a valid phone and waits until the form has seen it: the code field opens. */
  async function typeValidPhone(phone: HTMLInputElement, code: HTMLInputElement, value: string) {
    type(phone, value);
    await waitFor(() => expect(code.disabled).toBe(false));
  }

  test("the code field waits for a valid phone", async () => {
    renderLogin();
    const { phone, code } = openSmsTab();
    expect(code.disabled).toBe(true);
    type(phone, "1380000000");
    expect(await screen.findByText("手机号格式错误")).toBeTruthy();
    expect(code.disabled).toBe(true);
    type(phone, "13800000001");
    await waitFor(() => expect(code.disabled).toBe(false));
  });

  test("requesting a code with an invalid phone says 输入手机号 and sends nothing", async () => {
    renderLogin();
    const { phone } = openSmsTab();
    type(phone, "123");
    // Let the change's own validation settle first, as it has long before a person clicks.
    await screen.findByText("手机号格式错误");
    fireEvent.click(screen.getByRole("button", { name: LOGIN_TEXTS.getSmsCode }));
    expect(await screen.findByText("输入手机号")).toBeTruthy();
    expect(api.sent.some((call) => call.path === "/api/passports/sms-codes")).toBe(false);
  });

  test("code rules: 请输入验证码 and 验证码格式错误", async () => {
    renderLogin();
    const { phone, code, submit } = openSmsTab();
    await typeValidPhone(phone, code, "13800000001");
    fireEvent.click(submit);
    expect(await screen.findByText("请输入验证码")).toBeTruthy();
    type(code, "12a");
    fireEvent.click(submit);
    expect(await screen.findByText("验证码格式错误")).toBeTruthy();
  });

  test("logging in without a requested code, or after changing the phone, gives 验证码错误，请重新输入", async () => {
    api.routes.set("/api/passports/sms-codes", () => ({
      data: { cooldownSeconds: 60, expiresInSeconds: 300 },
    }));
    renderLogin();
    const { phone, code, submit } = openSmsTab();
    await typeValidPhone(phone, code, "13800000001");
    type(code, "1234");
    fireEvent.click(submit);
    expect(await screen.findByText("验证码错误，请重新输入")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: LOGIN_TEXTS.getSmsCode }));
    expect(await screen.findByRole("button", { name: /60 秒后重新获取/ })).toBeTruthy();
    await typeValidPhone(phone, code, "13800000002");
    type(code, "1234");
    await act(async () => fireEvent.click(submit));
    expect(await screen.findByText("验证码错误，请重新输入")).toBeTruthy();
    expect(api.sent.some((call) => call.path === "/api/passports/sms-login")).toBe(false);
  });

  test("err.sms.tooFrequent starts the countdown from the server's secondsLeft", async () => {
    api.routes.set("/api/passports/sms-codes", () => ({
      errorCode: "err.sms.tooFrequent",
      errorMessage: "验证码发送过于频繁，请 42 秒后重新获取",
      data: { secondsLeft: 42 },
      status: 429,
    }));
    renderLogin();
    const { phone, code } = openSmsTab();
    await typeValidPhone(phone, code, "13800000001");
    fireEvent.click(screen.getByRole("button", { name: LOGIN_TEXTS.getSmsCode }));
    expect(await screen.findByRole("button", { name: /42 秒后重新获取/ })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("42 秒后重新获取");
  });
});

describe("links around the card", () => {
  test("忘记密码？ opens the 找回密码 dialog (loaded then) and 取消 closes it", async () => {
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: LOGIN_TEXTS.forgotPassword }));
    const dialog = await screen.findByRole("dialog", { name: ACCOUNT_TEXTS.forgotPassword });
    fireEvent.click(within(dialog).getByRole("button", { name: ACCOUNT_TEXTS.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: ACCOUNT_TEXTS.forgotPassword })).toBeNull(),
    );
  });

  test("AI 客服 without a configured service says 在线客服暂时无法链接; 管理系统 opens this product's area", async () => {
    renderLogin();
    await waitFor(() => expect(api.calls("/api/systems/client-config")).toBe(1));
    const link = screen.getByRole("link", { name: new RegExp(LOGIN_TEXTS.managementSystem) });
    expect([link.getAttribute("href"), link.getAttribute("target")]).toEqual(["/m", "_blank"]);
    fireEvent.click(screen.getByRole("button", { name: new RegExp(LOGIN_TEXTS.help) }));
    fireEvent.click(screen.getByRole("button", { name: LOGIN_TEXTS.aiService }));
    expect(await screen.findByText(LOGIN_TEXTS.serviceUnavailable)).toBeTruthy();
  });

  test("a configured management system takes over the 管理系统 link", async () => {
    api.routes.set("/api/systems/client-config", () => ({
      data: { managementSystemUrl: "https://admin.example", helpManualUrl: null, customerServiceUrl: null },
    }));
    renderLogin();
    const link = screen.getByRole("link", { name: new RegExp(LOGIN_TEXTS.managementSystem) });
    await waitFor(() => expect(link.getAttribute("href")).toBe("https://admin.example"));
  });
});

describe("after 退出登录", () => {
  test("the page ends the stored session once it stands and drops the state, keeping the address", async () => {
    session.save(loginResult({ level: 1 }));
    const router = renderLogin({
      pathname: "/login",
      search: "?redirectPath=%2Ff%2Fbooks%2Flist",
      state: LOGGED_OUT_STATE,
    });
    expect(await screen.findByText(LOGIN_TEXTS.welcome)).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
    expect(session.get().token).toBeNull();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.search).toBe("?redirectPath=%2Ff%2Fbooks%2Flist");
  });

  test("opened any other way, a stored session stays", async () => {
    session.save(loginResult({ level: 1 }));
    renderLogin();
    expect(await screen.findByText(LOGIN_TEXTS.welcome)).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(session.get().token).not.toBeNull();
  });
});
