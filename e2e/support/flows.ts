// Steps a user takes, shared by the browser tests.
import { strict as assert } from "node:assert";
import { LOGIN_TEXTS } from "@textbook/shared";
import type { Page } from "playwright-core";
import { DEMO_PASSWORD } from "./api.ts";

export async function fillPasswordLogin(
  page: Page,
  phoneNumber: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByPlaceholder(LOGIN_TEXTS.phonePlaceholder).first().fill(phoneNumber);
  await page.getByPlaceholder(LOGIN_TEXTS.passwordPlaceholder).fill(password);
  // Right after an answer the button may still be busy for a moment (antd drops its loading state an
  // effect after the form does), and a busy button ignores clicks.
  await page
    .locator('button[type="submit"]:is([aria-busy="true"], .ant-btn-loading)')
    .waitFor({ state: "detached" });
  await page.getByRole("button", { name: LOGIN_TEXTS.submit, exact: true }).click();
}

export async function openSmsTab(page: Page): Promise<void> {
  await page.getByRole("tab", { name: LOGIN_TEXTS.smsTab }).click();
}

/** Picks an organisation in the login picker and enters. */
export async function chooseOrg(page: Page, name: string): Promise<void> {
  await page.getByRole("radio", { name }).check();
  await page.getByRole("button", { name: LOGIN_TEXTS.enter }).click();
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  assert.equal(new URL(page.url()).pathname, pathname);
}

export async function passwordLoginInto(page: Page, phoneNumber: string, orgName?: string): Promise<void> {
  await page.goto("/login");
  await fillPasswordLogin(page, phoneNumber);
  if (orgName) await chooseOrg(page, orgName);
  await waitForPath(page, "/f/books/list");
}
