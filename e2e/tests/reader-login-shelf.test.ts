// A school's class and a reader's shelf (issue 18 §1): a teacher (李编辑) creates a class in the
// web app and adds a student by phone; a released book is pushed to the class (through the push
// call); the student logs in at /reader/login, sees the book on the shelf and reads it. A
// reader-only account is refused by the editor's login.
import { strict as assert } from "node:assert";
import { before, describe, test } from "node:test";
import { CLASS_TEXTS as C, ERROR_MESSAGES, READER_ACCOUNT_TEXTS as R } from "@textbook/shared";
import { uniqueAddress, uniquePhone } from "../support/accounts.ts";
import { seriousAccessibilityFindings } from "../support/axe.ts";
import { baseUrl, newPage, snapshot, useBrowser } from "../support/browser.ts";
import { fillPasswordLogin, passwordLoginInto, waitForPath } from "../support/flows.ts";
import { call, DEMO, pushToClass, releasedSchoolBook, type Session } from "../support/publishing.ts";
import { challengeOf, handDrag, isChallenge, notchOf } from "../support/slide-captcha.ts";

useBrowser();

/** A reader-only demo student (README): 陈同学. */
const STUDENT = { phoneNumber: "13900000001", fullName: "陈同学" };
const TEXT = "牛顿第一定律：一切物体总保持匀速直线运动状态或静止状态。";

let teacher: Session;
let bookName: string;
let bookOid: string;

before(async () => {
  ({ chief: teacher, bookName, bookOid } = await releasedSchoolBook(baseUrl(), "推送", [TEXT]));
});

describe("classes and the reader's shelf", () => {
  test("a teacher makes a class and adds a student; the student reads the pushed book", async () => {
    const className = `物理${Date.now().toString(36)}班`;
    const { page } = await newPage();
    await passwordLoginInto(page, DEMO.editor);
    await page.getByRole("menuitem", { name: C.title }).click();
    await waitForPath(page, "/f/classes");
    await page.getByRole("button", { name: C.create }).click();
    const createDialog = page.getByRole("dialog", { name: C.create });
    await createDialog.getByLabel(C.name).fill(className);
    await createDialog.getByRole("button", { name: /确\s*定|OK/ }).click();
    await page.getByRole("link", { name: className, exact: true }).click();
    await page.getByRole("button", { name: C.addStudent }).click();
    const addDialog = page.getByRole("dialog", { name: C.addStudent });
    await addDialog.getByLabel(C.fullName).fill(STUDENT.fullName);
    await addDialog.getByLabel(C.phoneNumber).fill(STUDENT.phoneNumber);
    await addDialog.getByLabel(C.studentNumber).fill("2026101");
    await addDialog.getByRole("button", { name: /确\s*定|OK/ }).click();
    await page.getByRole("cell", { name: STUDENT.phoneNumber }).waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(page), [], "axe findings on the class's students");
    await snapshot(page, "class-students");

    const classes = await call<{ items: { oid: string; name: string }[] }>(teacher, "/ccs/my-created");
    const created = classes.items.find((item) => item.name === className);
    assert.ok(created, "the class is the teacher's");
    await pushToClass(teacher, bookOid, created.oid);

    const reader = await newPage();
    const student = reader.page;
    await student.goto("/reader");
    await waitForPath(student, "/reader/login");
    await student.getByPlaceholder(R.phonePlaceholder).fill(STUDENT.phoneNumber);
    await student.getByPlaceholder(R.passwordPlaceholder).fill("Demo2026!");
    await student.getByRole("button", { name: R.submit, exact: true }).click();
    await waitForPath(student, "/reader");
    const shelf = student.getByRole("list", { name: R.shelfTitle });
    await shelf.getByRole("link", { name: new RegExp(bookName) }).waitFor();
    assert.deepEqual(await seriousAccessibilityFindings(student), [], "axe findings on the shelf");
    await snapshot(student, "reader-shelf");
    await shelf.getByRole("link", { name: new RegExp(bookName) }).click();
    await student.getByText(TEXT).waitFor();
    assert.match(new URL(student.url()).pathname, new RegExp(`^/reader/books/${bookOid}`));
    assert.deepEqual(await seriousAccessibilityFindings(student), [], "axe findings in the pushed book");
    await student.getByRole("link", { name: R.shelfTitle }).click();
    await waitForPath(student, "/reader");
  });

  test("the editor's login refuses a reader-only account", async () => {
    const { page } = await newPage();
    await page.goto("/login");
    await fillPasswordLogin(page, STUDENT.phoneNumber);
    await page.getByText("该账号仅可登录阅读端", { exact: false }).first().waitFor();
    assert.equal(new URL(page.url()).pathname, "/login");
  });

  test("the reader's login asks for the slide puzzle after failures, as the editor's does", async () => {
    const { page, context } = await newPage({ clientAddress: uniqueAddress() });
    const phoneNumber = uniquePhone();
    await page.goto("/reader/login");
    const attempt = async () => {
      await page.getByPlaceholder(R.phonePlaceholder).fill(phoneNumber);
      await page.getByPlaceholder(R.passwordPlaceholder).fill("Wrong2026!");
      await page.getByRole("button", { name: R.submit, exact: true }).click();
    };
    for (let tries = 0; tries < 3; tries++) {
      const answered = page.waitForResponse((response) => response.url().includes("/account-login"));
      await attempt();
      await answered;
    }
    const first = page.waitForResponse(isChallenge);
    await attempt();
    await page.getByRole("dialog", { name: R.captchaTitle }).waitFor();
    const puzzle = await challengeOf(first);
    await page.locator(`img[src="${puzzle.piece}"]`).waitFor();
    await handDrag(page, await notchOf(page, puzzle));
    await page.getByText(ERROR_MESSAGES["err.phone.unOpened"]).waitFor();
    await page.getByRole("dialog", { name: R.captchaTitle }).waitFor({ state: "detached" });
    await context.close();
  });
});
