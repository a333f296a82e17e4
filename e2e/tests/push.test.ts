// 推送 (issue 18 §2): a released book is pushed from its push page to reader accounts typed one
// phone per line (a bad line is named and blocks the push), the PUSH task is followed to its end,
// the record shows who pushed which edition to whom, and 撤回 (after a confirmation) withdraws it.
// A push to a member through the API shows beside it; a book never released shows why it cannot
// be pushed. Classes: the school pages' calls (/ccs) make them; the API tests push to classes.
import { strict as assert } from "node:assert";
import { randomBytes, randomInt } from "node:crypto";
import { describe, test } from "node:test";
import { BOOK_DETAIL_TEXTS, type PushAnswer, PUSH_TEXTS as T } from "@textbook/shared";
import { seriousAccessibilityFindings } from "../support/axe.ts";
import { baseUrl, newPage, snapshot, useBrowser } from "../support/browser.ts";
import { passwordLoginInto } from "../support/flows.ts";
import {
  addFile,
  call,
  createSchoolBook,
  DEMO,
  publishThroughApi,
  schoolSession,
  waitForTask,
} from "../support/publishing.ts";

useBrowser();

describe("pushing a released book", () => {
  test("phones typed per line → PUSH task → record → 撤回", async () => {
    const editor = await schoolSession(baseUrl(), DEMO.editor);
    const admin = await schoolSession(baseUrl(), DEMO.chief);
    const suffix = randomBytes(3).toString("hex");
    const bookOid = await createSchoolBook(admin, `推送演练 ${suffix}`, editor.userOid);
    await addFile(editor, bookOid, ["信息的概念"]);
    await publishThroughApi(baseUrl(), bookOid);
    const unreleased = await createSchoolBook(admin, `未发布 ${suffix}`, editor.userOid);

    // A push to a member of the school through the API, as another pusher would.
    const byApi = await call<PushAnswer>(editor, `/books/${bookOid}/push-to-users`, "POST", {
      userOids: [admin.userOid],
    });
    assert.equal((await waitForTask(editor, byApi.task.oid)).state, "DONE");

    const { page, context } = await newPage();
    await passwordLoginInto(page, DEMO.editor);
    await page.goto(`/f/books/detail/${bookOid}`);
    await page.getByRole("button", { name: T.open }).click();
    await page.waitForURL(new RegExp(`/f/books/push/${bookOid}$`));
    await page.getByText("将推送当前发布的版本：第 1 版").waitFor();
    const records = page.getByRole("region", { name: T.recordsTitle });
    await records.getByRole("cell", { name: "用户", exact: true }).waitFor();
    // The 班级 tab first: the school's classes (none in the seed yet) or its empty state.
    const classes = page.getByRole("tabpanel", { name: "班级" });
    await classes
      .getByText(T.classesEmpty)
      .or(classes.locator("tbody").getByRole("checkbox"))
      .first()
      .waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(page), []);

    await page.getByRole("tab", { name: "阅读账号" }).click();
    const phone = `139${String(randomInt(10_000_000, 99_999_999))}`;
    const box = page.getByRole("textbox", { name: T.phonesLabel });
    await box.fill(`${phone}\n1234`);
    await page.getByText("第 2 行：手机号格式错误").waitFor();
    assert.equal(await page.getByRole("button", { name: T.submit }).isDisabled(), true);
    await box.fill(`${phone}\n${DEMO.reviewer}`);
    await page.getByText("已选 2 项").waitFor();
    await page.getByRole("button", { name: T.submit }).click();
    await page.getByText(T.pushed).waitFor({ timeout: 30_000 });
    const row = records.getByRole("row").filter({ hasText: "阅读账号" });
    await row.getByRole("cell", { name: "2", exact: true }).waitFor();
    await row.getByText(`${phone}、${DEMO.reviewer}`).waitFor();
    await row.getByText("第 1 版").waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(page), []);
    await snapshot(page, "book-push");

    await row.getByRole("button", { name: T.withdraw }).click();
    const confirm = page.getByRole("dialog");
    await confirm.getByText(T.withdrawContent).waitFor();
    await confirm.getByRole("button", { name: T.withdraw }).click();
    await page.getByText(T.withdrawn, { exact: true }).first().waitFor();
    await row.getByText(/已撤回（/).waitFor();
    assert.equal(await row.getByRole("button", { name: T.withdraw }).count(), 0);

    // A book never released: the reason, and 推送 disabled.
    await page.goto(`/f/books/push/${unreleased}`);
    await page.getByText(T.notReleased).waitFor();
    assert.equal(await page.getByRole("button", { name: T.submit }).isDisabled(), true);
    await page.getByRole("link", { name: T.backToBook }).click();
    await page.getByRole("button", { name: BOOK_DETAIL_TEXTS.members }).waitFor();
    await context.close();
  });
});
