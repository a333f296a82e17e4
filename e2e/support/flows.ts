// Steps a user takes, shared by the browser tests.
import { strict as assert } from "node:assert";
import { BOOK_DETAIL_TEXTS, LOGIN_TEXTS } from "@textbook/shared";
import type { Locator, Page } from "playwright-core";
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

/**
 * A book of more than 12 chapters opens folded (pages/book-detail/chapter-tree.tsx), and how many the
 * demo books hold depends on which tests ran before: open this chapter if it is folded.
 */
export async function unfoldChapter(page: Page, chapter: string): Promise<void> {
  const tree = page.getByRole("region", { name: BOOK_DETAIL_TEXTS.tree });
  const toggle = (verb: string) => tree.getByRole("button", { name: `${verb} ${chapter}`, exact: true });
  const unfold = toggle(BOOK_DETAIL_TEXTS.expand);
  // The chapter's row first (folded or not): counting before the tree has loaded finds nothing.
  await unfold.or(toggle(BOOK_DETAIL_TEXTS.collapse)).waitFor();
  if ((await unfold.count()) > 0) await unfold.click();
}

/** Opens an antd select by its accessible name inside `scope`, types to search when asked, and picks the option. */
export async function chooseOption(
  scope: Locator,
  label: string,
  option: string,
  typed?: string,
): Promise<void> {
  const select = scope.getByRole("combobox", { name: label });
  await select.click();
  if (typed) await select.fill(typed);
  // The options list is a popup at the end of the page, outside the scope.
  await scope.page().getByTitle(option, { exact: true }).click();
}

/**
 * Opens the click-triggered dropdown behind `button` and picks `item`. A click that lands while the
 * page's header is still settling (its first answers arriving) can be lost with the remounted
 * button, so the menu is asked for again once before the pick fails.
 */
export async function chooseFromMenu(page: Page, button: string, item: string): Promise<void> {
  const entry = page.getByRole("menuitem", { name: item });
  await page.getByRole("button", { name: button }).click();
  try {
    await entry.waitFor({ timeout: 3_000 });
  } catch {
    await page.getByRole("button", { name: button }).click();
  }
  await entry.click();
}
