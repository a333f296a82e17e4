// A user's own account as people meet it: the first system administrator made from the command line
// on an empty database and made to change the one-time password, 忘记密码 with the code from the
// SMS outbox, and 修改密码 from the drawer (after the change a password an administrator chose forces).
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { ACCOUNT_TEXTS, LOGIN_TEXTS, type LoginResult } from "@textbook/shared";
import {
  changePasswordAtLogin,
  createAdmin,
  createOrgUser,
  fillPasswordChange,
  oneTimePasswordOf,
  uniqueAddress,
  uniquePhone,
} from "../support/accounts.ts";
import { api, latestSmsCode, login, loginBody } from "../support/api.ts";
import { baseUrl, newPage, useBrowser } from "../support/browser.ts";
import { fillPasswordLogin, waitForPath } from "../support/flows.ts";
import { freshDatabase, startServer } from "../support/server.ts";

useBrowser();

/** The demo organisation's administrator puts a new person into it (the management area's call). */
async function newMember(initialPassword?: string): Promise<string> {
  const admin = await login(baseUrl(), "13800000001");
  return createOrgUser(admin.token, {
    orgOid: admin.currentOrg?.oid,
    fullName: "账号安全测试",
    roles: ["ORG_MEMBER"],
    ...(initialPassword ? { initialPassword } : {}),
  });
}

async function apiLogin(origin: string, phoneNumber: string, password: string): Promise<LoginResult> {
  return api<LoginResult>(origin, "/passports/account-login", {
    method: "POST",
    body: await loginBody(origin, phoneNumber, password),
  });
}

describe("account security", () => {
  test("the first administrator from the command line logs in with the one-time password and must change it", async () => {
    const database = await freshDatabase();
    const phone = uniquePhone();
    const oneTime = oneTimePasswordOf(await createAdmin(database.env, phone, "首位管理员"));
    const server = await startServer({ database, env: { SEED: "none", TRUST_PROXY: "127.0.0.1" } });
    try {
      const { page, context } = await newPage({ origin: server.baseUrl, clientAddress: uniqueAddress() });
      await page.goto("/login");
      await fillPasswordLogin(page, phone, oneTime);
      await page.getByRole("heading", { name: ACCOUNT_TEXTS.changePassword }).waitFor();
      await page.getByText(ACCOUNT_TEXTS.changePasswordIntro).waitFor();
      // The rule and the second entry are checked before anything is sent.
      await fillPasswordChange(page, oneTime, "weakweak");
      await page.getByRole("button", { name: ACCOUNT_TEXTS.continue }).click();
      await page.getByText("密码格式错误").first().waitFor();
      await fillPasswordChange(page, oneTime, "Admin-2026");
      await page.getByLabel(ACCOUNT_TEXTS.confirmPassword).fill("Admin-2027");
      await page.getByRole("button", { name: ACCOUNT_TEXTS.continue }).click();
      await page.getByText(ACCOUNT_TEXTS.passwordMismatch).waitFor();
      await page.getByLabel(ACCOUNT_TEXTS.confirmPassword).fill("Admin-2026");
      await page.getByRole("button", { name: ACCOUNT_TEXTS.continue }).click();
      // A system administrator without an organisation goes on to the management area.
      await page.waitForURL((url) => url.pathname === "/m" || url.pathname.startsWith("/m/"));
      await context.close();

      const again = await apiLogin(server.baseUrl, phone, "Admin-2026");
      assert.equal(again.mustChangePassword, false);
      await assert.rejects(apiLogin(server.baseUrl, phone, oneTime), /err\.login\.failed/);
    } finally {
      await server.stop();
      await database.cleanup();
    }
  });

  test("忘记密码: a new password with the code sent to the phone, then logging in with it", async () => {
    const phone = await newMember();
    const { page, context } = await newPage({ clientAddress: uniqueAddress() });
    await page.goto("/login");
    await page.getByRole("button", { name: LOGIN_TEXTS.forgotPassword }).click();
    const dialog = page.getByRole("dialog", { name: ACCOUNT_TEXTS.forgotPassword });
    await dialog.getByLabel(ACCOUNT_TEXTS.phone).fill(phone);
    await dialog.getByRole("button", { name: ACCOUNT_TEXTS.getSmsCode }).click();
    await dialog.getByRole("button", { name: /秒后重新获取/ }).waitFor();
    await dialog.getByLabel(ACCOUNT_TEXTS.smsCode).fill(await latestSmsCode(baseUrl(), phone));
    await dialog.getByLabel(ACCOUNT_TEXTS.newPassword, { exact: true }).fill("Reset-2026");
    await dialog.getByLabel(ACCOUNT_TEXTS.confirmPassword).fill("Reset-2026");
    await dialog.getByRole("button", { name: ACCOUNT_TEXTS.resetSubmit }).click();
    await page.getByText(ACCOUNT_TEXTS.passwordReset).waitFor();
    await dialog.waitFor({ state: "hidden" });
    await fillPasswordLogin(page, phone, "Reset-2026");
    await waitForPath(page, "/f/books/list");
    await context.close();
  });

  test("修改密码 from the drawer ends the user's other sessions and keeps this one", async () => {
    const phone = await newMember("Start-2026");
    const { page, context } = await newPage({ clientAddress: uniqueAddress() });
    await page.goto("/login");
    await fillPasswordLogin(page, phone, "Start-2026");
    // The administrator chose this password: it is changed first.
    await changePasswordAtLogin(page, "Start-2026", "Mine-2026");
    await waitForPath(page, "/f/books/list");

    const elsewhere = await apiLogin(baseUrl(), phone, "Mine-2026");
    await page.getByRole("button", { name: ACCOUNT_TEXTS.changePassword }).click();
    const dialog = page.getByRole("dialog", { name: ACCOUNT_TEXTS.changePassword });
    await dialog.getByText(ACCOUNT_TEXTS.otherSessionsEnd).waitFor();
    await fillPasswordChange(page, "Wrong-2026", "Newer-2026");
    await dialog.getByRole("button", { name: ACCOUNT_TEXTS.submit }).click();
    await dialog.getByText("当前密码错误").waitFor();
    await page.getByLabel(ACCOUNT_TEXTS.currentPassword).fill("Mine-2026");
    await dialog.getByRole("button", { name: ACCOUNT_TEXTS.submit }).click();
    await page.getByText(ACCOUNT_TEXTS.passwordChanged).waitFor();
    await dialog.waitFor({ state: "hidden" });

    const heartbeat = await fetch(`${baseUrl()}/api/passports/heartbeat`, {
      headers: { authorization: `Bearer ${elsewhere.token}` },
    });
    assert.equal(heartbeat.status, 401, "the other session ended");
    // This window goes on.
    await page.reload();
    await waitForPath(page, "/f/books/list");
    assert.equal((await apiLogin(baseUrl(), phone, "Newer-2026")).mustChangePassword, false);
    await context.close();
  });

  test("修改手机号 from the drawer with the code sent to the new phone keeps this window logged in", async () => {
    const phone = await newMember();
    const { page, context } = await newPage({ clientAddress: uniqueAddress() });
    // An SMS-only account: log in with a code.
    await page.goto("/login");
    await page.getByRole("tab", { name: LOGIN_TEXTS.smsTab }).click();
    await page.getByPlaceholder(LOGIN_TEXTS.phonePlaceholder).last().fill(phone);
    await page.getByRole("button", { name: LOGIN_TEXTS.getSmsCode }).click();
    await page.getByRole("button", { name: /秒后重新获取/ }).waitFor();
    await page.getByPlaceholder(LOGIN_TEXTS.smsCodePlaceholder).fill(await latestSmsCode(baseUrl(), phone));
    await page.getByRole("button", { name: LOGIN_TEXTS.submit, exact: true }).last().click();
    await waitForPath(page, "/f/books/list");

    const newPhone = uniquePhone();
    await page.getByRole("button", { name: ACCOUNT_TEXTS.changePhone }).click();
    const dialog = page.getByRole("dialog", { name: ACCOUNT_TEXTS.changePhone });
    await dialog.getByText(`当前手机号：${phone}`).waitFor();
    await dialog.getByLabel(ACCOUNT_TEXTS.newPhone).fill(newPhone);
    await dialog.getByRole("button", { name: ACCOUNT_TEXTS.getSmsCode }).click();
    await dialog.getByRole("button", { name: /秒后重新获取/ }).waitFor();
    await dialog.getByLabel(ACCOUNT_TEXTS.smsCode).fill(await latestSmsCode(baseUrl(), newPhone));
    await dialog.getByRole("button", { name: ACCOUNT_TEXTS.submit }).click();
    await page.getByText(ACCOUNT_TEXTS.phoneChanged).waitFor();
    await dialog.waitFor({ state: "hidden" });
    // The old session ended; this window holds the fresh one.
    await page.reload();
    await waitForPath(page, "/f/books/list");
    await page.getByRole("button", { name: ACCOUNT_TEXTS.changePhone }).click();
    await page.getByText(`当前手机号：${newPhone}`).waitFor();
    await context.close();
  });
});
