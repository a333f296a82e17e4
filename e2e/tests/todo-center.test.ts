// The todo center (issue 16 §2) as a reviewer uses it: applications started through the API by
// 李编辑 wait in 赵审核's 待我处理; the list is kept alive (its search, page and scroll come back from
// a detail, by Back and by the menu); the detail shows what changed since the released edition and
// 通过 moves the approval on; 驳回 needs a comment. Books of their own, named by this run, so other
// files' applications on the shared server never mix in.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import {
  PROCESS_DEFINITION_TEXTS as D,
  DIALOG_TEXTS,
  FRAME_TEXTS,
  TODO_TEXTS as T,
  WORKFLOW_TEXTS,
} from "@textbook/shared";
import type { Page } from "playwright-core";
import { seriousAccessibilityFindings } from "../support/axe.ts";
import { baseUrl, newPage, snapshot, useBrowser } from "../support/browser.ts";
import { passwordLoginInto } from "../support/flows.ts";
import {
  addFile,
  appendParagraph,
  applyToPublish,
  createSchoolBook,
  DEMO,
  publishThroughApi,
  schoolSession,
} from "../support/publishing.ts";

useBrowser();

const RUN = `待办${Date.now() % 100_000}`;

/** Books of 李编辑 (chief editor) in 示范学校, each applied for: their names. */
async function appliedBooks(label: string, count: number): Promise<string[]> {
  const admin = await schoolSession(baseUrl(), DEMO.chief);
  const editor = await schoolSession(baseUrl(), DEMO.editor);
  const names: string[] = [];
  for (let index = 1; index <= count; index++) {
    const name = `${RUN}${label}${String(index).padStart(2, "0")}`;
    const oid = await createSchoolBook(admin, name, editor.userOid);
    await applyToPublish(editor, oid);
    names.push(name);
  }
  return names;
}

async function reviewerIn(): Promise<Page> {
  const { page } = await newPage();
  await passwordLoginInto(page, DEMO.reviewer);
  await page.getByRole("menuitem", { name: new RegExp(FRAME_TEXTS.menu.todo) }).click();
  await page.waitForURL(/\/f\/todo\/list/);
  return page;
}

async function assertAccessible(page: Page, name: string): Promise<void> {
  const findings = await seriousAccessibilityFindings(page);
  assert.deepEqual(findings, [], `${name}:\n${findings.join("\n")}`);
}

async function search(page: Page, keyword: string): Promise<void> {
  const box = page.getByRole("searchbox", { name: T.searchPlaceholder });
  await box.fill(keyword);
  await box.press("Enter");
}

const scrollTopOf = (page: Page) =>
  page.evaluate(() => {
    const scrolled = [document.scrollingElement, ...Array.from(document.querySelectorAll("*"))].find(
      (element) => element && element.scrollTop > 0,
    );
    return scrolled?.scrollTop ?? 0;
  });

describe("todo center", () => {
  test("kept alive: the search, page 2 and the scroll come back from a detail, by Back and by the menu", async () => {
    const names = await appliedBooks("甲", 12);
    const page = await reviewerIn();
    await search(page, `${RUN}甲`);
    await page.getByRole("tab", { name: /待我处理（\d+）/ }).waitFor();
    await page.getByText("共 12 条").waitFor();
    await page.getByTitle("2", { exact: true }).click();
    await page.waitForURL(/page=2/);
    // Newest first: page 2 holds the two oldest.
    const row = page.getByRole("row").filter({ hasText: names[0] as string });
    await row.waitFor();
    // Short enough that page 2's rows need scrolling.
    await page.setViewportSize({ width: 1280, height: 300 });
    await row.scrollIntoViewIfNeeded();
    const scrolled = await scrollTopOf(page);
    assert.ok(scrolled > 0, "the list is scrolled down to the row");
    const listUrl = page.url();
    await assertAccessible(page, "todo list");

    await row.getByRole("link", { name: new RegExp(`^${T.handle}`) }).click();
    await page.waitForURL(/\/f\/todo\/detail\//);
    await page.getByRole("heading", { name: T.application }).waitFor();
    await page.goBack();
    await page.waitForURL(listUrl);
    await row.waitFor();
    assert.equal(await page.getByRole("searchbox", { name: T.searchPlaceholder }).inputValue(), `${RUN}甲`);
    assert.equal(await scrollTopOf(page), scrolled, "the list comes back where it was scrolled");

    await row.getByRole("link", { name: new RegExp(`^${T.handle}`) }).click();
    await page.getByRole("heading", { name: T.application }).waitFor();
    await page.getByRole("menuitem", { name: new RegExp(FRAME_TEXTS.menu.todo) }).click();
    await page.waitForURL(listUrl);
    await row.waitFor();
    await snapshot(page, "todo-center-kept-alive");
  });

  test("the reviewer reads what changed since the release and approves; 驳回 needs a comment", async () => {
    const admin = await schoolSession(baseUrl(), DEMO.chief);
    const editor = await schoolSession(baseUrl(), DEMO.editor);
    const released = `${RUN}乙已发布`;
    const bookOid = await createSchoolBook(admin, released, editor.userOid);
    const file = await addFile(editor, bookOid, ["发布时就有的一段。"]);
    await publishThroughApi(baseUrl(), bookOid);
    await appendParagraph(editor, file, "发布之后补充的一段。");
    await applyToPublish(editor, bookOid, "补充了一段说明");
    const [rejected] = await appliedBooks("乙驳回", 1);

    const page = await reviewerIn();
    await search(page, released);
    await page
      .getByRole("row")
      .filter({ hasText: released })
      .getByRole("link", { name: new RegExp(`^${T.handle}`) })
      .click();
    await page.getByRole("heading", { name: T.application }).waitFor();
    await page.getByText("补充了一段说明").waitFor();
    await page.getByText(/对比第 1 版/).waitFor();
    await page.getByRole("button", { name: /正文/ }).click();
    const added = page.locator("ins").filter({ hasText: "发布之后补充的一段。" });
    await added.waitFor();
    assert.match(
      (await added.textContent()) ?? "",
      new RegExp(T.diffAdded),
      "the insertion is said, not only coloured",
    );
    await snapshot(page, "todo-center-changes");
    await assertAccessible(page, "todo detail with its changes");

    await page.getByRole("button", { name: T.actions.APPROVE, exact: true }).click();
    const approve = page.getByRole("dialog", { name: T.approveTitle });
    await approve.getByRole("textbox", { name: T.comment }).fill("补充内容无误。");
    await approve.getByRole("button", { name: T.actions.APPROVE, exact: true }).click();
    await page.getByText(T.resultTitles.APPROVE).waitFor();
    await page.getByText("审批已进入下一节点：出版审批").waitFor();
    await assertAccessible(page, "todo result");
    await page.getByRole("link", { name: T.backToDetail }).click();
    await page.getByText("补充内容无误。", { exact: false }).waitFor();
    assert.equal(await page.getByRole("button", { name: T.actions.APPROVE, exact: true }).count(), 0);

    await page.getByRole("link", { name: T.backToList }).click();
    await search(page, rejected as string);
    await page
      .getByRole("row")
      .filter({ hasText: rejected as string })
      .getByRole("link", { name: new RegExp(`^${T.handle}`) })
      .click();
    await page.getByRole("button", { name: T.actions.REJECT, exact: true }).click();
    const reject = page.getByRole("dialog", { name: T.rejectTitle });
    await reject.getByRole("button", { name: T.actions.REJECT, exact: true }).click();
    await reject.getByText(WORKFLOW_TEXTS.fields.rejectComment).waitFor();
    await reject.getByRole("textbox", { name: T.comment }).fill("请补充正文后再申请。");
    await reject.getByRole("button", { name: T.actions.REJECT, exact: true }).click();
    await page.getByText(T.resultRejected).waitFor();
  });

  test("审批流程: the organisation admin reads the definition and fills it from 三审三校 (not saved)", async () => {
    const { page } = await newPage();
    await passwordLoginInto(page, DEMO.chief, "示范学校");
    await page.goto("/m/process-definitions");
    const names = page.getByLabel(D.nodeName, { exact: true });
    await names.first().waitFor();
    await page.getByRole("button", { name: new RegExp(D.useTemplate) }).click();
    await page.getByRole("menuitem", { name: WORKFLOW_TEXTS.templates.THREE_REVIEWS.name }).click();
    const confirm = page.getByRole("dialog", { name: D.templateConfirmTitle });
    await confirm.getByRole("button", { name: DIALOG_TEXTS.confirm }).click();
    await confirm.waitFor({ state: "hidden" });
    await page
      .getByRole("heading", { name: "第 6 个节点" })
      .or(page.getByText("第 6 个节点"))
      .first()
      .waitFor();
    assert.deepEqual(
      await names.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      ["初审", "复审", "终审", "一校", "二校", "三校"],
    );
    await snapshot(page, "process-definitions-three-reviews");
    await assertAccessible(page, "process definitions");
  });
});
