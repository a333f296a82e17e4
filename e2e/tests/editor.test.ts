// The content editor in a real browser against the real server: write and reload, preview, a second
// user reads only and takes over with the writer's consent, edits typed while the network is cut arrive once it is back, and
// a member removed from the book stops hearing the file.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import {
  FRAME_TEXTS,
  formatMessage,
  LOGIN_TEXTS,
  PRODUCT_NAME,
  SAVE_ERROR_MESSAGES,
  STORAGE_KEYS,
  EDITOR_TEXTS as T,
} from "@textbook/shared";
import type { Page } from "playwright-core";
import { baseUrl, newPage, snapshot, useBrowser } from "../support/browser.ts";
import { callApi, moveCaret, newContentFile, openEditable } from "../support/editor-flows.ts";
import { passwordLoginInto } from "../support/flows.ts";
import { startTcpProxy } from "../support/tcp-proxy.ts";

useBrowser();

const prose = (page: Page) => page.locator(".ProseMirror");
const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** Types a heading and a paragraph at the end of the document. */
async function writeHeadingAndText(page: Page, heading: string, text: string): Promise<void> {
  await prose(page).click();
  await moveCaret(page, "Control+End");
  await page.getByRole("combobox", { name: T.blockType }).click();
  await page.getByTitle("标题 2", { exact: true }).click();
  await page.keyboard.type(heading);
  await page.keyboard.press("Enter");
  await page.keyboard.type(text);
}

describe("content editor", () => {
  test("text with a heading is saved as it is typed and is there after a reload", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000001", "示范学校");
    const { path } = await newContentFile(page);
    await openEditable(page, path);
    await status(page, T.saveStatus.saved).waitFor();
    // The app drawer folds to a rail in the editor, leaving the width to the tree, page and panel.
    const drawer = page.getByRole("navigation", { name: PRODUCT_NAME });
    assert.ok(((await drawer.boundingBox())?.width ?? 999) <= 64);
    await page.getByRole("button", { name: FRAME_TEXTS.expandDrawer }).waitFor();

    await writeHeadingAndText(page, "计算机的组成", "运算器完成算术运算和逻辑运算。");
    await status(page, T.saveStatus.saving).waitFor();
    await status(page, T.saveStatus.saved).waitFor();
    await snapshot(page, "editor-saved");

    await page.reload();
    await prose(page).getByRole("heading", { name: "计算机的组成", level: 2 }).waitFor();
    await prose(page).getByText("运算器完成算术运算和逻辑运算。").waitFor();
    await page.getByRole("tab", { name: T.outline }).click();
    await page.getByRole("button", { name: "计算机的组成" }).waitFor();

    // Reloaded before the auto-save pause: the words go with the page (queue or socket) all the same.
    await page.locator('.ProseMirror[contenteditable="true"]').waitFor();
    await prose(page).getByText("运算器完成算术运算和逻辑运算。").click();
    await page.keyboard.press("End");
    await page.keyboard.type("刚打的字");
    await page.reload();
    await prose(page).getByText("运算器完成算术运算和逻辑运算。刚打的字").waitFor();
    await status(page, T.saveStatus.saved).waitFor();
    await context.close();
  });

  test("预览 saves, then shows the file read-only in a new tab at PC or phone width", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000001", "示范学校");
    const { path } = await newContentFile(page);
    await openEditable(page, path);
    await writeHeadingAndText(page, "存储器", "存储器用来存放程序和数据。");

    const [preview] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: T.preview }).click(),
    ]);
    const article = preview.locator("article");
    await article.getByRole("heading", { name: "存储器", level: 2 }).waitFor();
    await article.getByText("存储器用来存放程序和数据。").waitFor();
    assert.equal(await article.locator(".ProseMirror").getAttribute("contenteditable"), "false");
    assert.match(new URL(preview.url()).pathname, /^\/preview\/internal\//);

    await preview.getByText(T.previewPage.devices.phone, { exact: true }).click();
    await preview.waitForFunction(() => (document.querySelector("article")?.clientWidth ?? 999) <= 375);
    await snapshot(preview, "preview-phone");
    await preview.getByRole("button", { name: T.previewPage.edit }).click();
    await preview.locator('.ProseMirror[contenteditable="true"]').waitFor();
    await context.close();
  });

  test("a second user asks to edit: the writer sees who and when, types on, hands over with 立即移交 and nothing typed is lost; when the new writer leaves the first edits again at once", async () => {
    const writer = await newPage();
    await passwordLoginInto(writer.page, "13800000001", "示范学校");
    const { path } = await newContentFile(writer.page);
    await openEditable(writer.page, path);
    await writeHeadingAndText(writer.page, "第一作者", "先写的内容");
    await status(writer.page, T.saveStatus.saved).waitFor();

    const reader = await newPage();
    await passwordLoginInto(reader.page, "13800000002");
    await reader.page.goto(path);
    const notice = reader.page.getByRole("alert").filter({
      hasText: SAVE_ERROR_MESSAGES["error.editing-file.failed"],
    });
    await notice.filter({ hasText: formatMessage(T.lockHolder, { name: "王主编" }) }).waitFor();
    assert.equal(await prose(reader.page).getAttribute("contenteditable"), "false");
    await prose(reader.page).getByText("先写的内容").waitFor();
    await snapshot(reader.page, "editor-read-only");

    await reader.page.getByRole("button", { name: T.takeOver }).click();
    await reader.page
      .getByRole("alert")
      .filter({ hasText: SAVE_ERROR_MESSAGES["error.writing-file.waiting"] })
      .filter({ hasText: "已通知 王主编" })
      .waitFor();

    // The writer is asked, with the time left, and may go on typing meanwhile.
    const asked = writer.page.getByRole("alert").filter({ hasText: "李编辑 申请编辑该内容" });
    await asked.waitFor();
    assert.match((await asked.textContent()) ?? "", /\d+ 秒后/);
    await snapshot(writer.page, "editor-takeover-asked");
    assert.equal(await prose(writer.page).getAttribute("contenteditable"), "true");
    await prose(writer.page).click();
    await moveCaret(writer.page, "Control+End");
    await writer.page.keyboard.type("交接前最后一句");
    // Handed over before the auto-save pause: the last words go with the hand-over.
    await asked.getByRole("button", { name: T.handOverNow }).click();

    await reader.page.locator('.ProseMirror[contenteditable="true"]').waitFor();
    await prose(reader.page).getByText("交接前最后一句").waitFor();
    const handedOver = writer.page
      .getByRole("alert")
      .filter({ hasText: SAVE_ERROR_MESSAGES["error.writing-file-waiting.evict"] });
    await handedOver.filter({ hasText: T.handedOver }).waitFor();
    assert.equal(await prose(writer.page).getAttribute("contenteditable"), "false");

    // The new writer's edits reach the old one, who now reads.
    await prose(reader.page).click();
    await moveCaret(reader.page, "Control+End");
    await reader.page.keyboard.type("接手后补充");
    await prose(writer.page).getByText("接手后补充").waitFor();

    // The new writer leaves: the first one may type again at once, without naming a writer gone.
    await reader.context.close();
    await writer.page.locator('.ProseMirror[contenteditable="true"]').waitFor({ timeout: 5_000 });
    await writer.page.getByText(T.lockGranted).waitFor();
    assert.equal(await handedOver.count(), 0);
    await writer.context.close();
  });

  test("edits typed offline wait in the browser and arrive when it is back online", async () => {
    // The network really goes: a proxy between the browser and the server stops every byte (no
    // close reaches the browser), so the editor must notice from its own timers.
    const proxy = await startTcpProxy(baseUrl());
    const { page, context } = await newPage({ origin: proxy.url });
    try {
      await passwordLoginInto(page, "13800000001", "示范学校");
      const { path } = await newContentFile(page);
      await openEditable(page, path);
      await status(page, T.saveStatus.saved).waitFor();

      proxy.cut();
      await writeHeadingAndText(page, "离线标题", "离线时写下的内容");
      // The save's unanswered acknowledgement (20 s) or the heartbeat (10 s + 10 s) tells first;
      // socket.io's default heartbeat alone would take 45 s.
      await status(page, T.saveStatus.offline).waitFor({ timeout: 32_000 });
      await snapshot(page, "editor-offline");

      proxy.restore();
      await status(page, T.saveStatus.saved).waitFor({ timeout: 30_000 });
      const [, , , , bookOid, chapterOid, sectionOid, fileOid] = path.split("/");
      const stored = await callApi<{ content: unknown }>(
        page,
        "GET",
        `/books/${bookOid}/chapters/${chapterOid}/sections/${sectionOid}/files/${fileOid}/content`,
      );
      assert.match(JSON.stringify(stored.content), /离线时写下的内容/);
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  test("a member removed from the book while reading hears no later save and is told", async () => {
    const writer = await newPage();
    await passwordLoginInto(writer.page, "13800000001", "示范学校");
    const file = await newContentFile(writer.page);
    await openEditable(writer.page, file.path);
    await writeHeadingAndText(writer.page, "移除之前", "大家都能读到的内容");
    await status(writer.page, T.saveStatus.saved).waitFor();

    const reader = await newPage();
    await passwordLoginInto(reader.page, "13800000002");
    await reader.page.goto(file.path);
    await prose(reader.page).getByText("大家都能读到的内容").waitFor();
    const editors = `/books/${file.bookOid}/editors`;
    const members = await callApi<{ items: { userOid: string; phoneNumber: string; role: string }[] }>(
      writer.page,
      "GET",
      editors,
    );
    const removed = members.items.find((member) => member.phoneNumber === "13800000002");
    assert.ok(removed);
    try {
      await callApi(writer.page, "POST", `${editors}/remove`, { userOids: [removed.userOid] });
      await prose(writer.page).click();
      await writer.page.keyboard.press("Control+End");
      await writer.page.keyboard.type("移除之后的内容");
      await status(writer.page, T.saveStatus.saved).waitFor();

      await reader.page
        .getByRole("alert")
        .filter({ hasText: SAVE_ERROR_MESSAGES["error.permission.denied"] })
        // The periodic check (every 5 s, skipping a file verified within the last 5 s) tells it.
        .waitFor({ timeout: 25_000 });
      await status(reader.page, T.saveStatus.readOnly).waitFor();
      await snapshot(reader.page, "editor-removed-member");
      assert.equal(await prose(reader.page).getByText("移除之后的内容").count(), 0);
      await prose(reader.page).getByText("大家都能读到的内容").waitFor();
    } finally {
      await callApi(writer.page, "POST", editors, { phoneNumbers: ["13800000002"], role: removed.role });
      await writer.context.close();
      await reader.context.close();
    }
  });
  test("the browser going offline shows the cut at once; logging out then removes the unsent drafts", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000001", "示范学校");
    const { path } = await newContentFile(page);
    await openEditable(page, path);
    await status(page, T.saveStatus.saved).waitFor();
    // A guarded page fetches the login page's code while idle: logging out must work offline.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.includes("/assets/login-page-")),
    );

    await context.setOffline(true);
    await writeHeadingAndText(page, "未发送", "登出前没发出去的内容");
    // The offline event, not a timer: well within the 20 s an acknowledgement may take.
    await status(page, T.saveStatus.offline).waitFor({ timeout: 5_000 });
    const drafts = () =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve, reject) => {
            const opening = indexedDB.open("textbook-editor");
            opening.onerror = () => reject(opening.error);
            opening.onsuccess = () => {
              const keys = opening.result
                .transaction("pending-saves")
                .objectStore("pending-saves")
                .getAllKeys();
              keys.onsuccess = () => resolve(keys.result.map(String));
              keys.onerror = () => reject(keys.error);
            };
          }),
      );
    // Queued once typing pauses (1.5 s).
    for (let tries = 0; (await drafts()).length === 0 && tries < 50; tries++) await page.waitForTimeout(200);
    assert.equal((await drafts()).length, 1);

    // Back to the book list inside the app (no page load while offline), then 退出登录.
    await page.evaluate(() => {
      history.pushState(null, "", "/f/books/list");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.getByRole("button", { name: FRAME_TEXTS.logout }).click();
    await page.getByRole("dialog").getByRole("button", { name: FRAME_TEXTS.logout }).click();
    // Straight to the login page, offline too: no detour through /loading, whose code is not here.
    await page.getByRole("button", { name: LOGIN_TEXTS.submit, exact: true }).waitFor();
    assert.equal(new URL(page.url()).pathname, "/login");
    await page.waitForFunction((key) => localStorage.getItem(key) === null, STORAGE_KEYS.token);
    const left = await drafts();
    assert.deepEqual(left, []);
    await context.close();
  });
});
