import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { type Page as ApiPage, type BookListItem, LOGIN_TEXTS } from "@textbook/shared";
import { api, latestSmsCode, login } from "../support/api.ts";
import { baseUrl, newPage, snapshot, useBrowser } from "../support/browser.ts";
import { chooseOrg, fillPasswordLogin, openSmsTab, waitForPath } from "../support/flows.ts";

useBrowser();

async function bookNames(phoneNumber: string, orgName: string): Promise<string[]> {
  const session = await login(baseUrl(), phoneNumber);
  const orgs = await api<{ items: { oid: string; name: string }[] }>(baseUrl(), "/orgs/my-list", {
    token: session.token,
  });
  const org = orgs.items.find((item) => item.name === orgName);
  assert.ok(org, `${phoneNumber} is a member of ${orgName}`);
  await api(baseUrl(), "/passports/switch-org", {
    method: "POST",
    body: { orgOid: org.oid },
    token: session.token,
  });
  const page = await api<ApiPage<BookListItem>>(baseUrl(), "/books/contributed?page=1&pageSize=10", {
    token: session.token,
  });
  return page.items.map((book) => book.name);
}

describe("login", () => {
  test("password login shows the organisation picker and lands on the book list", async () => {
    const { page, context } = await newPage();
    await page.goto("/login");
    await page.waitForFunction(() => document.title === "云教材在线编辑器 - 登录");
    await fillPasswordLogin(page, "13800000001");
    await page.getByText(LOGIN_TEXTS.chooseOrg).first().waitFor();
    const radios = page.getByRole("radio");
    await radios.nth(1).waitFor();
    assert.ok((await radios.count()) >= 2, "the picker lists both organisations");
    assert.equal(await radios.first().isChecked(), true, "the first organisation is preselected");
    await snapshot(page, "login-org-picker");
    await chooseOrg(page, "示范学校");
    await waitForPath(page, "/f/books/list");
    const names = await bookNames("13800000001", "示范学校");
    assert.ok(names.length >= 2, "示范学校 has seeded books");
    for (const name of names) await page.getByText(name, { exact: true }).first().waitFor();
    await snapshot(page, "book-list");
    await context.close();
  });

  test("a user with one organisation goes straight in", async () => {
    const { page, context } = await newPage();
    await page.goto("/login");
    await fillPasswordLogin(page, "13800000002");
    await waitForPath(page, "/f/books/list");
    await context.close();
  });

  test("validation messages of the login form", async () => {
    const { page, context } = await newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: LOGIN_TEXTS.submit, exact: true }).click();
    await page.getByText("请输入手机号").first().waitFor();
    await page.getByText("请输入密码").first().waitFor();
    await page.getByPlaceholder(LOGIN_TEXTS.phonePlaceholder).first().fill("23800000001");
    await page.getByPlaceholder(LOGIN_TEXTS.passwordPlaceholder).fill("short");
    await page.getByRole("button", { name: LOGIN_TEXTS.submit, exact: true }).click();
    await page.getByText("手机号格式错误").first().waitFor();
    await page.getByText("密码格式错误").first().waitFor();
    await context.close();
  });

  test("SMS login reads the code from the outbox", async () => {
    const { page, context } = await newPage();
    await page.goto("/login");
    await openSmsTab(page);
    const phone = page.getByPlaceholder(LOGIN_TEXTS.phonePlaceholder).last();
    const codeField = page.getByPlaceholder(LOGIN_TEXTS.smsCodePlaceholder);
    assert.equal(await codeField.isDisabled(), true, "the code field waits for a valid phone");
    await phone.fill("1380000000");
    assert.equal(await codeField.isDisabled(), true, "ten digits are not a phone number yet");
    await phone.fill("13800000002");
    await page.waitForSelector(`input[placeholder="${LOGIN_TEXTS.smsCodePlaceholder}"]:not([disabled])`);
    await page.getByRole("button", { name: LOGIN_TEXTS.getSmsCode }).click();
    await page.getByRole("button", { name: /\d+ 秒后重新获取/ }).waitFor();
    const code = await latestSmsCode(baseUrl(), "13800000002");
    assert.match(code, /^\d{4}$/);
    await codeField.fill(code);
    await codeField.press("Enter");
    await waitForPath(page, "/f/books/list");
    await context.close();
  });

  test("the SMS countdown survives a reload and clears on expiry", async () => {
    const { page, context } = await newPage();
    await page.clock.install();
    await page.goto("/login");
    await openSmsTab(page);
    await page.getByPlaceholder(LOGIN_TEXTS.phonePlaceholder).last().fill("13800000003");
    await page.getByRole("button", { name: LOGIN_TEXTS.getSmsCode }).click();
    const counting = page.getByRole("button", { name: /\d+ 秒后重新获取/ });
    await counting.waitFor();
    await page.reload();
    await openSmsTab(page);
    await counting.waitFor();
    const seconds = Number((await counting.textContent())?.match(/\d+/)?.[0]);
    assert.ok(seconds > 0 && seconds <= 60, `countdown after reload shows ${seconds}`);
    assert.equal(await counting.isDisabled(), true);
    await page.clock.fastForward("01:01");
    await page.getByRole("button", { name: LOGIN_TEXTS.getSmsCode }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem("_builder_sms_sent_at"));
    assert.equal(stored, null, "the stored send time is removed on expiry");
    await context.close();
  });
});
