// Agreements and notices as a system administrator publishes them and a user meets them (issue 15
// §5): a required licence agreement published at /m/eulas stops a user after login until they accept
// (the acceptance is recorded with its version and address), and a notice scheduled at /m/notices
// shows in the frame's banner. Agreements and notices are platform-wide and every test file shares
// the server: this file withdraws what it published, whatever happens.
import { strict as assert } from "node:assert";
import { randomInt } from "node:crypto";
import { after, describe, test } from "node:test";
import {
  EULA_TEXTS,
  type EulaRecord,
  FRAME_TEXTS,
  MANAGE_TEXTS,
  type ManagedEula,
  type ManagedNotice,
  NOTICE_TEXTS,
  type Page,
  SCHEDULE_TEXTS,
} from "@textbook/shared";
import type { Page as BrowserPage } from "playwright-core";
import { api, login } from "../support/api.ts";
import { baseUrl, newPage, useBrowser } from "../support/browser.ts";
import { passwordLoginInto, waitForPath } from "../support/flows.ts";

useBrowser();

const SYS_ADMIN_PHONE = "13800000003";
const USER_PHONE = "13800000002";
const version = `e2e-${randomInt(1e9)}`;
const noticeText = `今晚 22:00 系统维护 ${randomInt(1e6)}`;

/** datetime-local text in the browser's (and this process's) time zone. */
function localInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

after(async () => {
  const admin = await login(baseUrl(), SYS_ADMIN_PHONE);
  const eulas = await api<Page<ManagedEula>>(baseUrl(), `/eulas/manage?keyword=${version}`, {
    token: admin.token,
  });
  for (const eula of eulas.items) {
    await api(baseUrl(), `/eulas/${eula.oid}/withdraw`, { method: "PUT", token: admin.token });
  }
  const notices = await api<Page<ManagedNotice>>(
    baseUrl(),
    `/systems/notices?keyword=${encodeURIComponent(noticeText)}`,
    { token: admin.token },
  );
  for (const notice of notices.items) {
    await api(baseUrl(), `/systems/notices/${notice.oid}/withdraw`, { method: "PUT", token: admin.token });
  }
});

async function openManagePage(page: BrowserPage, entry: keyof typeof MANAGE_TEXTS.menu, path: string) {
  const menu = page.getByRole("navigation", { name: MANAGE_TEXTS.title });
  await menu.getByRole("menuitem", { name: MANAGE_TEXTS.menu[entry] }).click();
  await waitForPath(page, path);
}

describe("agreements and notices", () => {
  test("a required agreement stops a user after login until accepted; a scheduled notice shows in the banner", async () => {
    // The system administrator schedules a notice and publishes a required agreement.
    const admin = await newPage();
    await passwordLoginInto(admin.page, SYS_ADMIN_PHONE);
    await admin.page.goto("/m/notices");
    await waitForPath(admin.page, "/m/notices");
    await admin.page.getByRole("button", { name: NOTICE_TEXTS.createTitle }).click();
    const noticeForm = admin.page.getByRole("dialog", { name: NOTICE_TEXTS.createTitle });
    await noticeForm.getByRole("textbox", { name: NOTICE_TEXTS.content }).fill(noticeText);
    // From now (an open start: the notice that started last is the one shown) until tomorrow.
    await noticeForm.getByLabel(SCHEDULE_TEXTS.endsAt).fill(localInput(new Date(Date.now() + 86_400_000)));
    await noticeForm.getByRole("button", { name: SCHEDULE_TEXTS.save }).click();
    await admin.page.getByText(SCHEDULE_TEXTS.saved).first().waitFor();
    await admin.page
      .getByRole("row")
      .filter({ hasText: noticeText })
      .getByText(SCHEDULE_TEXTS.states.SHOWING)
      .waitFor();

    await openManagePage(admin.page, "eulas", "/m/eulas");
    await admin.page.getByRole("button", { name: EULA_TEXTS.createTitle }).click();
    const eulaForm = admin.page.getByRole("dialog", { name: EULA_TEXTS.createTitle });
    await eulaForm.getByRole("textbox", { name: EULA_TEXTS.title }).fill("用户服务协议");
    await eulaForm.getByRole("textbox", { name: EULA_TEXTS.version }).fill(version);
    const content = eulaForm.getByRole("textbox", { name: EULA_TEXTS.content });
    await content.click();
    await eulaForm.getByRole("button", { name: `${EULA_TEXTS.heading} 2` }).click();
    await admin.page.keyboard.type("第一条 总则");
    await admin.page.keyboard.press("Enter");
    await admin.page.keyboard.type("使用本产品即表示您同意本协议。");
    // Effective from now (the form's default) and required (its default too).
    await eulaForm.getByRole("button", { name: SCHEDULE_TEXTS.save }).click();
    const row = admin.page.getByRole("row").filter({ hasText: version });
    await row.getByText(SCHEDULE_TEXTS.states.SHOWING).waitFor();
    await row.getByText(EULA_TEXTS.requiredYes).waitFor();
    await admin.context.close();

    // A user logging in sees the agreement, not the book list.
    const { page, context } = await newPage();
    await passwordLoginInto(page, USER_PHONE);
    const gate = page.getByRole("dialog", { name: `用户服务协议（${version}）` });
    await gate.getByRole("heading", { name: "第一条 总则" }).waitFor();
    await gate.getByText("使用本产品即表示您同意本协议。").waitFor();
    assert.equal(
      await page.getByRole("searchbox").count(),
      0,
      "the book list does not render behind the agreement",
    );

    // Reloading does not get past it.
    await page.reload();
    await gate.waitFor();
    assert.equal(await page.getByRole("searchbox").count(), 0);

    // Accepting goes on to the book list; the scheduled notice is in the banner.
    await gate.getByRole("button", { name: EULA_TEXTS.accept }).click();
    await gate.waitFor({ state: "detached" });
    await page.getByRole("searchbox").first().waitFor();
    await page.getByText(`${FRAME_TEXTS.notice}：${noticeText}`).waitFor();

    // The acceptance is recorded with the version and the address; the next login goes straight on.
    const user = await login(baseUrl(), USER_PHONE);
    const eulas = await api<{ items: { oid: string; version: string }[] }>(baseUrl(), "/eulas", {
      token: user.token,
    });
    const published = eulas.items.find((item) => item.version === version);
    assert.ok(published, "the published agreement is in effect");
    const record = await api<EulaRecord | null>(baseUrl(), `/eulas/${published.oid}/my-record`, {
      token: user.token,
    });
    assert.equal(record?.version, version);
    assert.match(record?.address ?? "", /127\.0\.0\.1|::1/);
    await page.reload();
    await page.getByRole("searchbox").first().waitFor();
    assert.equal(await page.getByRole("dialog", { name: `用户服务协议（${version}）` }).count(), 0);
    await context.close();
  });
});
