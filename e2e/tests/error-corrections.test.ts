// Reader feedback (issue 18 §5): a student selects a word in the released book on the reader and
// reports it (type, description); the book's chief editor finds it in 待办中心 and in the book's
// 读者纠错 list, opens it, jumps with 定位 to the editor where the quoted word is lit and marked,
// replies and marks it processed; the student's 我的纠错 shows the reply.
import { strict as assert } from "node:assert";
import { before, describe, test } from "node:test";
import {
  ERROR_CORRECTION_TEXTS as E,
  type ErrorCorrectionItem,
  type Page as ListPage,
  READER_ACCOUNT_TEXTS as R,
} from "@textbook/shared";
import { seriousAccessibilityFindings } from "../support/axe.ts";
import { baseUrl, newPage, snapshot, useBrowser } from "../support/browser.ts";
import { passwordLoginInto, waitForPath } from "../support/flows.ts";
import { call, DEMO, pushToClass, releasedSchoolBook, type Session } from "../support/publishing.ts";

useBrowser();

/** The second reader-only demo student (README). */
const STUDENT = { phoneNumber: "13900000002", fullName: "林同学" };
const TEXT = "信息技术是一门重要的课成，需要动手实践。";

let chief: Session;
let bookName: string;
let bookOid: string;

before(async () => {
  ({ chief, bookName, bookOid } = await releasedSchoolBook(baseUrl(), "纠错", [TEXT]));
  const created = await call<{ oid: string }>(chief, "/ccs", "POST", {
    name: `纠错班${Date.now().toString(36)}`,
  });
  await call(chief, `/ccs/${created.oid}/students`, "POST", {
    fullName: STUDENT.fullName,
    phoneNumber: STUDENT.phoneNumber,
  });
  await pushToClass(chief, bookOid, created.oid);
});

describe("reader feedback", () => {
  test("a student reports a typo; the chief editor finds it, locates it, replies; the student sees the reply", async () => {
    const reader = await newPage();
    const student = reader.page;
    await student.goto("/reader/login");
    await student.getByPlaceholder(R.phonePlaceholder).fill(STUDENT.phoneNumber);
    await student.getByPlaceholder(R.passwordPlaceholder).fill("Demo2026!");
    await student.getByRole("button", { name: R.submit, exact: true }).click();
    await waitForPath(student, "/reader");
    await student.getByRole("link", { name: new RegExp(bookName) }).click();
    await student.getByText(TEXT).waitFor();

    // Select 课成 in the paragraph, as a mouse drag leaves it.
    await student.evaluate((text) => {
      const paragraph = Array.from(document.querySelectorAll("p")).find((p) => p.textContent === text);
      const node = paragraph?.firstChild;
      if (!paragraph || !node) throw new Error("no paragraph");
      const at = text.indexOf("课成");
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 2);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      paragraph.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
    }, TEXT);
    await student.getByRole("button", { name: E.report, exact: true }).click();
    const form = student.getByRole("dialog", { name: E.reportTitle });
    await form.getByLabel("文字错误").check();
    await form.getByLabel(E.descriptionLabel).fill("“课成”应为“课程”");
    assert.deepEqual(await seriousAccessibilityFindings(student), [], "axe findings on the report form");
    await snapshot(student, "reader-feedback-form");
    await form.getByRole("button", { name: E.submit }).click();
    await form.getByText(E.submitted).waitFor();

    // The chief editor: 待办中心 names the book, its list holds the report.
    const { page } = await newPage();
    await passwordLoginInto(page, DEMO.editor);
    await page.goto("/f/todo/list");
    const todos = page.getByRole("region", { name: E.todoTab });
    await todos.getByRole("link", { name: bookName }).click();
    await waitForPath(page, `/f/books/error-corrections/${bookOid}`);
    await page.getByRole("button", { name: "课成" }).click();
    const drawer = page.getByRole("dialog").filter({ hasText: E.detailTitle });
    await drawer.getByText("“课成”应为“课程”").waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(page), [], "axe findings on the report's drawer");
    await snapshot(page, "error-correction-drawer");

    // 定位: the editor at the file, the quoted word lit and marked.
    await drawer.getByRole("link", { name: E.locate }).click();
    await page.locator(".tb-feedback-located", { hasText: "课成" }).waitFor();
    await page.getByRole("button", { name: "读者纠错（待处理）：“课成”应为“课程”" }).waitFor();
    await snapshot(page, "error-correction-located");

    const reports = await call<ListPage<ErrorCorrectionItem>>(chief, `/error-corrections/${bookOid}/query`);
    const reported = reports.items[0];
    assert.ok(reported, "the report is listed");
    await page.goto(`/f/books/error-corrections/${bookOid}?open=${reported.oid}`);
    const again = page.getByRole("dialog").filter({ hasText: E.detailTitle });
    await again.getByPlaceholder(E.replyPlaceholder).fill("已改正，谢谢你的反馈");
    await again.getByRole("button", { name: E.markProcessed }).click();
    await again.getByText("已改正，谢谢你的反馈").waitFor();

    // The student's 我的纠错 shows the state and the reply.
    await student.getByRole("button", { name: E.mine }).click();
    const mine = student.getByRole("dialog", { name: E.mine });
    await mine.getByText(`${E.replyLabel}：已改正，谢谢你的反馈`).waitFor();
    await mine.getByText("已处理").waitFor();
  });
});
