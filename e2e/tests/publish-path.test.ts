// Issue 16 "How it is judged", as new users meet it on the demo data: 李编辑 applies to publish
// 信息技术基础 in the browser; the content reviewer 赵审核 finds it in 待办中心 with what changed and
// approves; the publish admin 钱出版 approves, builds and releases; a share link opens the released
// edition on a phone with the book's look; a later edit reaches readers only with the next release.
// The file runs a server of its own on fresh demo data, so no other test's publishing or workflow
// changes meet it and 信息技术基础 starts unpublished.
import { strict as assert } from "node:assert";
import { after, before, describe, test } from "node:test";
import {
  type BookEditions,
  bookStyleVariables,
  type ChapterNode,
  type CreatedShareLink,
  FRAME_TEXTS,
  formatMessage,
  NOTIFICATION_TEXTS,
  PUBLISHING_PAGE_TEXTS as P,
  PUBLISHING_TEXTS,
  READER_TEXTS,
  SHARE_LINK_TEXTS,
  TODO_TEXTS as T,
  type TodoTab,
  WORKFLOW_TEXTS,
} from "@textbook/shared";
import type { Page } from "playwright-core";
import { member } from "../support/accounts.ts";
import { newPage, snapshot, useBrowser } from "../support/browser.ts";
import { chooseOption, passwordLoginInto } from "../support/flows.ts";
import {
  addFile,
  appendParagraph,
  applyToPublish,
  call,
  createSchoolBook,
  DEMO,
  pendingTodo,
  publishThroughApi,
  type Session,
  schoolSession,
} from "../support/publishing.ts";
import { type RunningServer, startServer } from "../support/server.ts";

useBrowser();

const BOOK = "信息技术基础";
/** A sentence of the book's first file (apps/server/src/seed/demo-books.ts). */
const SEEDED_SENTENCE = "信息是客观事物存在方式和运动状态的反映";
const PHONE = { width: 390, height: 844 };

let server: RunningServer;
const origin = () => server.baseUrl;

before(async () => {
  server = await startServer({ env: { LOGIN_RATE_LIMIT: "600" } });
});
after(async () => {
  await server?.stop();
});

async function signedIn(phoneNumber: string, size?: typeof PHONE): Promise<Page> {
  const { page } = await newPage({ origin: origin() });
  if (size) await page.setViewportSize(size);
  await passwordLoginInto(page, phoneNumber);
  return page;
}

/** From the book list to the book's 发布管理 drawer. */
async function openPublishing(page: Page, bookName: string): Promise<void> {
  await page.getByRole("link", { name: bookName }).first().click();
  await page.getByRole("heading", { name: bookName, level: 2 }).waitFor();
  await page.getByRole("button", { name: P.open }).click();
  await page.getByRole("dialog", { name: P.title }).waitFor();
}

/**
 * 待办中心 from the frame's menu, then the book's row in a tab (待我处理 unless told) and its link:
 * 处理 for a todo, 查看 for the others.
 */
async function openTodo(page: Page, bookName: string, tab: TodoTab = "pending"): Promise<void> {
  await page.getByRole("menuitem", { name: new RegExp(FRAME_TEXTS.menu.todo) }).click();
  await page.waitForURL(/\/f\/todo\/list/);
  if (tab !== "pending") await page.getByRole("tab", { name: new RegExp(`^${T.tabs[tab]}`) }).click();
  const row = page.getByRole("row").filter({ hasText: bookName });
  const link = tab === "pending" ? T.handle : T.view;
  await row.getByRole("link", { name: new RegExp(`^${link}`) }).click();
  await page.waitForURL(/\/f\/todo\/detail\//);
  await page.getByRole("heading", { name: T.application }).waitFor();
}

/** Clicks a node action on the detail page and confirms its dialog with `comment`. */
async function act(page: Page, action: "APPROVE" | "REJECT", title: string, comment = ""): Promise<void> {
  await page.getByRole("button", { name: T.actions[action], exact: true }).click();
  const dialog = page.getByRole("dialog", { name: title });
  if (comment) await dialog.getByRole("textbox", { name: T.comment }).fill(comment);
  await dialog.getByRole("button", { name: T.actions[action], exact: true }).click();
}

describe("the publish path", () => {
  test("apply, review with the changes, approve, build, release; a phone opens the share link; a later edit waits for the next release", async () => {
    // 李编辑 applies to publish 信息技术基础.
    const editor = await signedIn(DEMO.editor);
    await openPublishing(editor, BOOK);
    const drawer = editor.getByRole("dialog", { name: P.title });
    await drawer.getByRole("button", { name: P.apply.button }).click();
    const apply = editor.getByRole("dialog", { name: P.apply.title });
    await apply.getByRole("radio", { name: PUBLISHING_TEXTS.planTypes.SCHOOL }).check();
    await apply.getByRole("textbox", { name: P.apply.note }).fill("第一章已完成，申请校内发布。");
    await apply.getByRole("button", { name: P.apply.submit }).click();
    await editor.getByText(P.apply.submitted).waitFor();
    await drawer.getByText(PUBLISHING_TEXTS.publishStates.DECLARED).waitFor();
    await snapshot(editor, "publish-path-applied");

    // 赵审核 finds it in 待办中心, reads what changed (all of it: never released) and approves.
    const reviewer = await signedIn(DEMO.reviewer);
    await openTodo(reviewer, BOOK);
    await reviewer.getByText(T.changesFirst, { exact: false }).waitFor();
    await reviewer.getByRole("button", { name: /信息的概念/ }).click();
    await reviewer.getByText(SEEDED_SENTENCE, { exact: false }).first().waitFor();
    await snapshot(reviewer, "publish-path-review");
    await act(reviewer, "APPROVE", T.approveTitle, "内容无误。");
    await reviewer.getByText(T.resultTitles.APPROVE).first().waitFor();

    // 钱出版 approves the last node, then builds and releases from the book's 发布管理.
    const publisher = await signedIn(DEMO.publisher);
    await openTodo(publisher, BOOK);
    await act(publisher, "APPROVE", T.approveTitle);
    await publisher.getByText(T.resultApproved).waitFor();
    await publisher.getByRole("link", { name: T.backToDetail }).click();
    await publisher.getByRole("link", { name: BOOK, exact: true }).click();
    await publisher.getByRole("heading", { name: BOOK, level: 2 }).waitFor();
    await publisher.getByRole("button", { name: P.open }).click();
    const publishing = publisher.getByRole("dialog", { name: P.title });
    await publishing.getByText(PUBLISHING_TEXTS.publishStates.PUBLISHED).waitFor();
    await publishing.getByRole("button", { name: P.build.button }).click();
    // Built: the editions list shows 第 1 版 (with a toast when the page saw the build running).
    const editions = publishing.getByRole("region", { name: P.editions.title });
    const firstEdition = formatMessage(P.editions.edition, { number: 1 });
    await editions.getByRole("row", { name: new RegExp(firstEdition) }).waitFor({ timeout: 120_000 });
    await publishing.getByRole("button", { name: P.release.button, exact: true }).click();
    const release = publisher.getByRole("dialog", { name: P.release.title });
    await release.getByRole("button", { name: P.release.submit }).click();
    // How the release ended: a failure's reason shows in the assertion instead of a bare timeout.
    const released = formatMessage(P.release.done, { number: 1 });
    const failed = formatMessage(P.release.failed, { number: 1, reason: "" });
    const ended = publisher
      .getByText(released)
      .or(publisher.getByText(failed, { exact: false }))
      .first();
    await ended.waitFor({ timeout: 120_000 });
    assert.equal(await ended.textContent(), released);
    await snapshot(publisher, "publish-path-released");

    // A share link, as a reader without an account opens it on a phone.
    await publishing.getByRole("button", { name: P.share.button }).click();
    const share = publisher.getByRole("dialog", { name: P.share.title });
    await share.getByRole("button", { name: P.share.create }).click();
    const link = await share.getByRole("textbox", { name: P.share.newLink }).inputValue();
    assert.match(link, /\/preview\/external\//);

    const { page: reader } = await newPage({ origin: origin() });
    await reader.setViewportSize(PHONE);
    await reader.goto(link);
    await reader.getByText(SEEDED_SENTENCE, { exact: false }).first().waitFor({ timeout: 30_000 });
    await assertBookLook(reader);
    await snapshot(reader, "publish-path-reader-phone");

    // The reader moves to a file of a chapter still being written through the table of contents.
    const chief = await schoolSession(origin(), DEMO.chief);
    const edited = await editableFileOf(chief, BOOK);
    await reader.getByRole("button", { name: READER_TEXTS.toc, exact: true }).click();
    const toc = reader.getByRole("navigation", { name: READER_TEXTS.toc });
    // The drawer slides in: its chapters are asked for once it shows, not while it is still hidden.
    const chapter = toc.getByRole("button", { name: edited.chapter });
    await chapter.waitFor();
    if ((await chapter.getAttribute("aria-expanded")) === "false") await chapter.click();
    await toc.getByRole("link", { name: edited.name, exact: true }).click();
    await reader.waitForURL((url) => url.pathname.endsWith(`/${edited.fileOid}`));
    await reader.getByRole("main").getByText(edited.firstText, { exact: false }).first().waitFor();

    // A later edit changes the book, not the released edition, until the next release.
    const later = "发布之后新增的一段说明文字。";
    await appendParagraph(chief, edited, later);
    await reader.reload();
    await reader.getByRole("main").getByText(edited.firstText, { exact: false }).first().waitFor();
    assert.equal(await reader.getByRole("main").getByText(later).count(), 0, "the edition does not change");

    await publishThroughApi(origin(), edited.bookOid);
    await reader.reload();
    await reader.getByRole("main").getByText(later).waitFor();
  });
});

/** Opens the top bar's bell and answers the message (a list item) whose words match. */
async function bellMessage(page: Page, words: RegExp) {
  await page.getByRole("button", { name: /^消息/ }).click();
  const message = page
    .getByRole("list", { name: NOTIFICATION_TEXTS.title })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: words }) });
  await message.waitFor();
  return message;
}

/** The first text of a stored document. */
function firstTextOf(node: { text?: string; content?: unknown[] }): string | null {
  if (node.text?.trim()) return node.text.trim();
  for (const child of node.content ?? []) {
    const found = firstTextOf(child as { text?: string; content?: unknown[] });
    if (found) return found;
  }
  return null;
}

/** The first content file of the book's first chapter open to editing (committed ones refuse edits). */
async function editableFileOf(session: Session, bookName: string) {
  const books = await call<{ items: { oid: string; name: string }[] }>(
    session,
    "/books/contributed?page=1&pageSize=50",
  );
  const book = books.items.find((item) => item.name === bookName);
  assert.ok(book, `${bookName} is listed`);
  const tree = await call<{ items: ChapterNode[] }>(session, `/books/${book.oid}/chapters`);
  for (const chapter of tree.items.filter((item) => !item.committed)) {
    for (const section of chapter.sections) {
      const file = section.files.find((item) => item.type === "CONTENT");
      if (!file) continue;
      const path = `/books/${book.oid}/chapters/${chapter.oid}/sections/${section.oid}/files/${file.oid}`;
      const stored = await call<{ content: { content?: unknown[] } }>(session, `${path}/content`);
      const firstText = firstTextOf(stored.content);
      assert.ok(firstText, `${file.name} has text`);
      return {
        bookOid: book.oid,
        chapter: chapter.name,
        name: file.name,
        fileOid: file.oid,
        path,
        firstText,
      };
    }
  }
  throw new Error(`${bookName} has no content file open to editing`);
}

/**
 * The edition carries the book's look: its text sits inside the book's root, which takes the book's
 * variables from the edition's style.css (the demo book keeps content §9's default theme colour).
 */
async function assertBookLook(page: Page): Promise<void> {
  const name = "--tb-page-theme-color";
  const paragraph = page.getByText(SEEDED_SENTENCE, { exact: false }).first();
  const value = await paragraph.evaluate(
    (element, variable) => getComputedStyle(element).getPropertyValue(variable).trim(),
    name,
  );
  assert.equal(value, bookStyleVariables([], "phone")[name], "the book's theme colour reaches the text");
  // The paragraph as the editor draws it: the book's size and its two-character indent.
  const drawn = await paragraph.evaluate((element) => {
    const text = element.closest("p") ?? element;
    const style = getComputedStyle(text);
    return { fontSize: Number.parseFloat(style.fontSize), indent: Number.parseFloat(style.textIndent) };
  });
  const variables = bookStyleVariables([], "phone");
  assert.equal(
    `${drawn.fontSize / 16}rem`,
    variables["--tb-paragraph-font-size"],
    "the book's paragraph size",
  );
  assert.equal(drawn.indent, drawn.fontSize * 2, "paragraphs are indented by two characters");
}

/** A book of its own (chief editor 李编辑) with one file holding `text`. */
async function ownBook(
  purpose: string,
  text: string,
): Promise<{ name: string; oid: string; editor: Session }> {
  const admin = await schoolSession(origin(), DEMO.chief);
  const editor = await schoolSession(origin(), DEMO.editor);
  const name = `发布流程·${purpose}`;
  const oid = await createSchoolBook(admin, name, editor.userOid);
  await addFile(editor, oid, [text]);
  return { name, oid, editor };
}

/** A book of its own and 李编辑's application to publish it. */
async function appliedBook(purpose: string): Promise<{ name: string; oid: string; editor: Session }> {
  const book = await ownBook(purpose, `${purpose}用的正文。`);
  await applyToPublish(book.editor, book.oid, purpose);
  return book;
}

async function publishStateOf(session: Session, bookOid: string) {
  return (await call<BookEditions>(session, `/books/${bookOid}/editions`)).publishState;
}

describe("the other ways an application goes", () => {
  test("reject: a comment is required; the application ends rejected and the applicant reads why", async () => {
    const book = await appliedBook("驳回");
    const reviewer = await signedIn(DEMO.reviewer);
    await openTodo(reviewer, book.name);
    await reviewer.getByRole("button", { name: T.actions.REJECT, exact: true }).click();
    const dialog = reviewer.getByRole("dialog", { name: T.rejectTitle });
    await dialog.getByRole("button", { name: T.actions.REJECT, exact: true }).click();
    await dialog.getByText(WORKFLOW_TEXTS.fields.rejectComment).waitFor();
    const reason = "第一节缺少课后习题，请补充后再申请。";
    await dialog.getByRole("textbox", { name: T.comment }).fill(reason);
    await dialog.getByRole("button", { name: T.actions.REJECT, exact: true }).click();
    await reviewer.getByText(T.resultTitles.REJECT).first().waitFor();
    await reviewer.getByText(T.resultRejected).waitFor();
    assert.equal(await publishStateOf(book.editor, book.oid), "UNDECLARED");

    // 李编辑 is told by the bell, and follows the message to the reviewer's reason on the timeline.
    const editor = await signedIn(DEMO.editor);
    const told = await bellMessage(editor, new RegExp(`驳回了你的申请：.*${book.name}`));
    await told.getByText(`意见：${reason}`).waitFor();
    await snapshot(editor, "publish-path-bell-rejected");
    await told.getByRole("link").click();
    await editor.waitForURL(/\/f\/todo\/detail\//);
    await editor.getByText(reason).first().waitFor();
  });

  test("transfer: the reviewer hands the node to another content reviewer, whose todo it becomes", async () => {
    const book = await appliedBook("转交");
    const admin = await schoolSession(origin(), DEMO.chief);
    const colleague = `孙审核${Date.now() % 10_000}`;
    const phone = await member(admin.token, admin.orgOid, colleague, ["ORG_CONTENT_ADMIN"], origin());
    const reviewer = await signedIn(DEMO.reviewer);
    await openTodo(reviewer, book.name);
    await reviewer.getByRole("button", { name: T.actions.TRANSFER, exact: true }).click();
    const dialog = reviewer.getByRole("dialog", { name: T.transferTitle });
    await chooseOption(dialog, T.transferTo, `${colleague} ${phone}`);
    await dialog.getByRole("button", { name: T.actions.TRANSFER, exact: true }).click();
    await reviewer.getByText(formatMessage(T.resultTransferred, { name: colleague })).waitFor();

    const taken = await pendingTodo(await schoolSession(origin(), phone), book.oid);
    assert.equal(taken.node.canAct, true);
    const left = await call<{ total: number }>(
      await schoolSession(origin(), DEMO.reviewer),
      `/todos?bookOid=${book.oid}&page=1&pageSize=10`,
    );
    assert.equal(left.total, 0, "the node left the reviewer's todos");
  });

  test("remind: the applicant reminds the reviewer once; a second remind within the hour is refused", async () => {
    const book = await appliedBook("催办");
    const editor = await signedIn(DEMO.editor);
    await openTodo(editor, book.name, "mine");
    await editor.getByRole("button", { name: T.actions.REMIND, exact: true }).click();
    await editor.getByText(T.reminded, { exact: false }).first().waitFor();
    const { instance, node } = await pendingTodo(await schoolSession(origin(), DEMO.reviewer), book.oid);
    assert.ok(node.remindedAt, "the reviewer's todo carries the reminder");
    // The reviewer hears of it in the app: the bell's message names who reminded and the node.
    await bellMessage(await signedIn(DEMO.reviewer), new RegExp(`李编辑 催办：.*${book.name}.*（内容审核）`));

    // Within the hour the page offers no second remind, and the server refuses one asked directly.
    await editor
      .getByText(T.remindedAt.split("{")[0] ?? "", { exact: false })
      .first()
      .waitFor();
    assert.equal(await editor.getByRole("button", { name: T.actions.REMIND, exact: true }).count(), 0);
    await assert.rejects(
      call(book.editor, `/process-instances/${instance.oid}/process-nodes/${node.oid}/remind`, "POST"),
      /err\.process\.remindTooSoon/,
    );
  });

  test("revoke: the applicant withdraws; the todo goes and the book is undeclared again", async () => {
    const book = await appliedBook("撤回");
    const editor = await signedIn(DEMO.editor);
    await openTodo(editor, book.name, "mine");
    await editor.getByRole("button", { name: T.actions.REVOKE, exact: true }).click();
    const dialog = editor.getByRole("dialog", { name: T.revokeTitle });
    await dialog.getByRole("button", { name: T.actions.REVOKE, exact: true }).click();
    await editor.getByText(T.resultRevoked).waitFor();
    assert.equal(await publishStateOf(book.editor, book.oid), "UNDECLARED");
    const left = await call<{ total: number }>(
      await schoolSession(origin(), DEMO.reviewer),
      `/todos?bookOid=${book.oid}&page=1&pageSize=10`,
    );
    assert.equal(left.total, 0, "nothing waits for the reviewer");
  });

  test("a share link opens the edition until it expires, and nothing from the moment it is revoked", async () => {
    const text = "分享链接用的正文。";
    const book = await ownBook("分享", text);
    await publishThroughApi(origin(), book.oid);
    const { page: reader } = await newPage({ origin: origin() });
    await reader.setViewportSize(PHONE);

    // The shortest life a link can have is any moment after now: a few seconds, made through the API.
    const sharer = await schoolSession(origin(), DEMO.chief);
    const lifeMs = 20_000;
    const shortLived = await call<CreatedShareLink>(sharer, `/books/${book.oid}/share-links`, "POST", {
      editionOid: null,
      expiresAt: new Date(Date.now() + lifeMs).toISOString(),
    });
    await reader.goto(shortLived.path);
    await reader.getByText(text).waitFor();
    await reader.waitForTimeout(Math.max(0, Date.parse(shortLived.expiresAt) - Date.now() + 1_000));
    await reader.reload();
    await reader.getByText(READER_TEXTS.expired).waitFor();
    assert.equal(await reader.getByText(text).count(), 0);

    // 王主编 makes a link in 分享链接 and revokes it there: the open page stops at its next load.
    const { page: chief } = await newPage({ origin: origin() });
    await passwordLoginInto(chief, DEMO.chief, "示范学校");
    await openPublishing(chief, book.name);
    const publishing = chief.getByRole("dialog", { name: P.title });
    await publishing.getByRole("button", { name: P.share.button }).click();
    const share = chief.getByRole("dialog", { name: P.share.title });
    // antd's radio buttons hide their inputs: the label is what a person clicks.
    await share.getByText(formatMessage(P.share.days, { n: 1 }), { exact: true }).click();
    await share.getByRole("button", { name: P.share.create }).click();
    const link = await share.getByRole("textbox", { name: P.share.newLink }).inputValue();
    await reader.goto(link);
    await reader.getByText(text).waitFor();

    const active = share.getByRole("row").filter({ hasText: SHARE_LINK_TEXTS.states.ACTIVE });
    await active.getByRole("button", { name: P.share.revoke }).click();
    const confirm = chief.getByRole("dialog").filter({ hasText: P.share.revokeConfirm });
    // By keyboard: the confirmation opens beneath the 分享链接 dialog, whose fields take the pointer.
    await confirm.getByRole("button", { name: P.share.revoke }).focus();
    await chief.keyboard.press("Enter");
    await chief.getByText(P.share.revoked).waitFor();
    await reader.reload();
    await reader.getByText(READER_TEXTS.revoked).waitFor();
    assert.equal(await reader.getByText(text).count(), 0);
  });
});
