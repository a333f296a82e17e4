import { strict as assert } from "node:assert";
import { randomBytes } from "node:crypto";
import { describe, test } from "node:test";
import { DIALOG_TEXTS, ERROR_MESSAGES, FRAME_TEXTS, BOOK_DETAIL_TEXTS as T } from "@textbook/shared";
import type { Locator, Page } from "playwright-core";
import { newPage, snapshot, useBrowser } from "../support/browser.ts";
import { passwordLoginInto, unfoldChapter } from "../support/flows.ts";

useBrowser();

const tag = () => randomBytes(3).toString("hex");

async function openBook(page: Page, name: string): Promise<string> {
  await page.getByRole("link", { name }).click();
  await page.waitForURL(/\/f\/books\/detail\//);
  await page.getByRole("heading", { name, level: 2 }).waitFor();
  return new URL(page.url()).pathname.split("/").at(-1) ?? "";
}

const tree = (page: Page) => page.getByRole("region", { name: T.tree });
const node = (page: Page, name: string) => tree(page).getByRole("listitem", { name, exact: true });
const handleOf = (page: Page, name: string) =>
  page.getByRole("button", { name: `拖动排序：${name}`, exact: true });

async function nameDialog(page: Page, label: string, name: string): Promise<void> {
  await page.getByRole("textbox", { name: label }).fill(name);
  await page.getByRole("button", { name: T.save }).click();
}

/** Drags one grip onto another with the mouse, in small steps, and waits for the reorder call. */
async function drag(page: Page, from: Locator, to: Locator, call: string): Promise<void> {
  await from.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  assert.ok(start && end);
  const answered = page.waitForResponse((response) => response.url().includes(call));
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 8, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 - 4, { steps: 20 });
  await page.waitForTimeout(150);
  await page.mouse.up();
  assert.equal((await answered).status(), 200);
}

async function order(list: Locator): Promise<string[]> {
  return list.evaluate((element) =>
    Array.from(element.children)
      .map((child) => child.getAttribute("aria-label") ?? "")
      .filter(Boolean),
  );
}

/** Calls the API from the page with its stored session, as a hand-made request would. */
async function callApi(page: Page, method: string, path: string, body: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem("_builder_token");
      const response = await fetch(`/api${path}`, {
        method,
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        ...((await response.json()) as { errorCode: string; errorMessage: string }),
      };
    },
    { method, path, body },
  );
}

describe("book detail", () => {
  test("create a chapter and sections, reorder them by dragging, commit (read-only), revert, delete with the phrase", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000001", "示范学校");
    const bookOid = await openBook(page, "信息技术基础");
    const chapter = `E2E 章 ${tag()}`;

    await page.getByRole("button", { name: T.createChapter }).click();
    await nameDialog(page, T.chapterName, chapter);
    await node(page, chapter).waitFor();
    const [first, second] = [`甲 ${tag()}`, `乙 ${tag()}`];
    for (const section of [first, second]) {
      await node(page, chapter).getByRole("button", { name: T.createSection }).click();
      await nameDialog(page, T.sectionName, section);
      await node(page, section).waitFor();
    }
    const sections = node(page, chapter).getByRole("list", { name: chapter });
    assert.deepEqual(await order(sections), [first, second]);

    // A section by mouse within its chapter; then the chapter by keyboard to the second place.
    await drag(page, handleOf(page, second), handleOf(page, first), "/chapters/compose");
    assert.deepEqual(await order(sections), [second, first]);
    const before = await order(tree(page).locator("ol").first());
    const grip = handleOf(page, chapter);
    await grip.focus();
    const answered = page.waitForResponse((response) => response.url().includes("/chapters/compose"));
    // The keyboard sensor listens from the frame after the pick-up, as a person's pace allows.
    const press = async (key: string) => {
      await page.keyboard.press(key);
      await page.waitForTimeout(120);
    };
    await press("Space");
    for (let step = before.indexOf(chapter); step > 1; step -= 1) await press("ArrowUp");
    await press("Space");
    assert.equal((await answered).status(), 200);
    await snapshot(page, "book-detail-after-drag");
    await page.reload();
    await node(page, chapter).waitFor();
    await unfoldChapter(page, chapter);
    const after = await order(tree(page).locator("ol").first());
    assert.equal(after.indexOf(chapter), 1, `chapter moved to the second place: ${after.join(", ")}`);
    assert.deepEqual(await order(node(page, chapter).getByRole("list", { name: chapter })), [second, first]);

    // Commit: the tag shows, the grips and edit actions go, the server refuses a change.
    await node(page, chapter).getByRole("button", { name: T.more }).first().click();
    await page.getByRole("menuitem", { name: T.commit }).click();
    await page.getByRole("dialog").getByRole("button", { name: DIALOG_TEXTS.confirm }).click();
    await node(page, chapter).getByText(T.committed, { exact: true }).waitFor();
    assert.equal(await handleOf(page, chapter).count(), 0);
    assert.equal(await handleOf(page, first).count(), 0);
    assert.equal(await node(page, chapter).getByRole("button", { name: T.createSection }).count(), 0);
    await snapshot(page, "book-detail-committed");
    const chapterOid = await page.evaluate(async (oid) => {
      const token = localStorage.getItem("_builder_token");
      const response = await fetch(`/api/books/${oid}/chapters`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { data: { items: { oid: string; name: string }[] } };
      return body.data.items.find((item) => item.name.startsWith("E2E 章"))?.oid ?? "";
    }, bookOid);
    const refused = await callApi(page, "PUT", `/books/${bookOid}/chapters/${chapterOid}`, { name: "改名" });
    assert.equal(refused.errorCode, "err.chapter.committed");
    assert.equal(refused.errorMessage, ERROR_MESSAGES["err.chapter.committed"]);

    // Revert, then delete: 删除 stays disabled until the exact phrase is typed.
    await node(page, chapter).getByRole("button", { name: T.more }).first().click();
    await page.getByRole("menuitem", { name: T.revert }).click();
    await page.getByRole("dialog").getByRole("button", { name: DIALOG_TEXTS.confirm }).click();
    await handleOf(page, chapter).waitFor();
    await node(page, chapter).getByRole("button", { name: T.more }).first().click();
    await page.getByRole("menuitem", { name: T.delete }).click();
    const phrase = page.getByRole("textbox", { name: DIALOG_TEXTS.deleteConfirmPhrase });
    const remove = page.getByRole("dialog").getByRole("button", { name: DIALOG_TEXTS.delete });
    await phrase.fill("确认删除");
    assert.equal(await remove.isDisabled(), true);
    await phrase.fill("确认删除章节");
    await remove.click();
    await node(page, chapter).waitFor({ state: "detached" });
    await page.reload();
    await tree(page).getByRole("listitem").first().waitFor();
    assert.equal(await node(page, chapter).count(), 0);
    await context.close();
  });

  test("a member without rights sees no changing actions and the server refuses them", async () => {
    const chief = await newPage();
    await passwordLoginInto(chief.page, "13800000001", "示范学校");
    const bookOid = await openBook(chief.page, "大学语文");
    await chief.page.getByRole("button", { name: T.members }).click();
    const drawer = chief.page.getByRole("dialog", { name: T.membersTitle });
    const phones = drawer.getByRole("combobox", { name: T.addMembersPhones });
    await phones.fill("13800000002");
    await phones.press("Enter");
    await drawer.getByRole("combobox", { name: T.addMembersRole }).click();
    await chief.page.locator(".ant-select-item-option").getByText("成员", { exact: true }).click();
    await drawer.getByRole("button", { name: T.add }).click();
    await drawer.getByText("李编辑").waitFor();
    await snapshot(chief.page, "book-detail-members");
    await chief.context.close();

    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000002");
    await openBook(page, "大学语文");
    await tree(page).getByRole("listitem").first().waitFor();
    for (const label of [
      T.createChapter,
      T.createSection,
      T.createFile,
      T.export,
      T.members,
      T.changeCover,
    ]) {
      assert.equal(await page.getByRole("button", { name: label }).count(), 0, label);
    }
    assert.equal(await page.getByRole("button", { name: /拖动排序/ }).count(), 0);
    assert.equal(await page.getByRole("button", { name: T.editCompletionRate }).count(), 0);
    await snapshot(page, "book-detail-member");

    const created = await callApi(page, "POST", `/books/${bookOid}/chapters`, { name: "不该出现" });
    assert.equal(created.status, 403);
    assert.equal(created.errorCode, "err.privilege.required");
    const exported = await callApi(page, "POST", "/books/export", { bookOid });
    assert.equal(exported.errorCode, "err.privilege.required");
    await context.close();
  });

  test("a phone number outside the organisation is named under the field, never in the crash panel", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000001", "示范学校");
    await openBook(page, "大学语文");
    await page.getByRole("button", { name: T.members }).click();
    const drawer = page.getByRole("dialog", { name: T.membersTitle });
    const phones = drawer.getByRole("combobox", { name: T.addMembersPhones });
    await phones.fill("12345");
    await phones.press("Enter");
    await drawer.getByRole("button", { name: T.add }).click();
    await drawer.getByText("12345：手机号格式错误").waitFor();
    await drawer.locator(".ant-tag-error", { hasText: "12345" }).waitFor();

    await drawer.locator(".ant-tag", { hasText: "12345" }).locator(".ant-tag-close-icon").click();
    await phones.fill("19900000000");
    await phones.press("Enter");
    await drawer.getByRole("button", { name: T.add }).click();
    await drawer.getByText("19900000000 不是本机构的成员").waitFor();
    assert.equal(await page.getByText(FRAME_TEXTS.errorTitle).count(), 0, "no crash panel");
    await context.close();
  });

  test("a chapter created at the end of a long book is scrolled into view", async () => {
    const { page, context } = await newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await passwordLoginInto(page, "13800000001", "示范学校");
    const bookOid = await openBook(page, "大学语文");
    for (let index = 0; index < 12; index++) {
      const created = await callApi(page, "POST", `/books/${bookOid}/chapters`, { name: `长书 ${tag()}` });
      assert.equal(created.errorCode, "0");
    }
    await page.reload();
    await page.getByRole("heading", { name: "大学语文", level: 2 }).waitFor();
    const chapter = `最后一章 ${tag()}`;
    await page.getByRole("button", { name: T.createChapter }).click();
    await nameDialog(page, T.chapterName, chapter);
    const row = node(page, chapter).locator("span", { hasText: chapter }).first();
    await row.waitFor();
    await page.waitForFunction(
      (element) => {
        const box = element?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
      },
      await row.elementHandle(),
    );
    await snapshot(page, "book-detail-new-chapter-in-view");
    await context.close();
  });
});
