// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  type ChapterNode,
  DIALOG_TEXTS,
  ERROR_CORRECTION_TEXTS,
  SAVE_ERROR_MESSAGES,
  type SaveContent,
  EDITOR_TEXTS as T,
  VALIDATION_MESSAGES,
} from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { toastStore } from "../../app/global/toast.ts";
import { session } from "../../app/session.ts";
import { fakeSaveChannel, joined } from "../../editor/core/save/fake-save-channel.ts";
import { openSaveQueue, queueKey } from "../../editor/core/save/save-queue.ts";
import { loginResult } from "../../test/session-fixtures.ts";
import { fakeBookApi } from "../book-detail/test/fake-book-api.ts";
import { cleanUpBookPage, renderBookPage } from "../book-detail/test/render-book-page.tsx";
import { chapterNode, fileNode, sectionNode } from "../book-detail/test/tree-fixtures.ts";
import { EditorPage } from "./editor-page.tsx";

vi.stubGlobal("__APP_VERSION__", "test");

const writer = { userOid: "u2", fullName: "王编辑" };
const storedDoc = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "第一章 函数" }] },
    { type: "paragraph", content: [{ type: "text", text: "函数是一种对应关系。" }] },
  ],
};

let tree: ChapterNode[];
let api: ReturnType<typeof fakeBookApi>;
let fake: ReturnType<typeof fakeSaveChannel>;

beforeEach(() => {
  tree = [
    chapterNode("c1", "第一章 函数与极限", [
      sectionNode("s1", "c1", "1.1 函数", [fileNode("f0", "思考题", "ACTIVITY"), fileNode("f1", "正文一")]),
      sectionNode("s2", "c1", "1.2 极限", [fileNode("f2", "正文二")]),
    ]),
  ];
  api = fakeBookApi(() => tree);
  session.save(loginResult({ level: 1 }));
  api.routes.set("GET /api/books/book-1/chapters/c1/sections/s1/files/f1/headings", () => ({
    data: { items: [{ oid: null, level: 1, text: "第一章 函数" }], total: 1 },
  }));
  fake = fakeSaveChannel();
  fake.connect();
});

afterEach(cleanUpBookPage);

function renderEditor(path: string) {
  return renderBookPage(
    [
      {
        path: "/f/books/prosemirror-eidtor/:bookOid/:chapterOid?/:sectionOid?/:fileOid?",
        element: <EditorPage openChannel={() => fake.channel} />,
      },
    ],
    path,
  ).router;
}

/** An acknowledged save leaves nothing in the browser's queue. */
async function queueEmptied() {
  const queue = openSaveQueue();
  await waitFor(async () => expect(await queue.read(queueKey("u1", "f1"))).toBeUndefined());
}

async function editorOf(): Promise<Editor> {
  const prose = await waitFor(() => {
    const element = document.querySelector(".ProseMirror") as (HTMLElement & { editor?: Editor }) | null;
    if (!element?.editor) throw new Error("no editor yet");
    return element;
  });
  return prose.editor as Editor;
}

test("a route without a file opens the book's first content file, highlighted in the tree", async () => {
  fake.autoAnswer.set("join-file", () => joined({ content: storedDoc }));
  const router = renderEditor("/f/books/prosemirror-eidtor/book-1");
  await waitFor(() =>
    expect(router.state.location.pathname).toBe("/f/books/prosemirror-eidtor/book-1/c1/s1/f1"),
  );
  const nav = await screen.findByRole("navigation", { name: T.bookTree });
  expect(
    within(nav)
      .getByRole("link", { name: /正文一/ })
      .getAttribute("aria-current"),
  ).toBe("page");
  expect(within(nav).queryByText("思考题")).toBeNull();
  await waitFor(() =>
    expect(fake.sent("join-file")[0]?.payload).toEqual({
      bookOid: "book-1",
      chapterOid: "c1",
      sectionOid: "s1",
      fileOid: "f1",
    }),
  );
  expect(await screen.findByText("函数是一种对应关系。")).toBeTruthy();
});

test("the lock holder edits; Ctrl+S saves at once and the status follows the acknowledgement", async () => {
  fake.autoAnswer.set("join-file", () => joined({ content: storedDoc, version: 3 }));
  renderEditor("/f/books/prosemirror-eidtor/book-1/c1/s1/f1");
  const editor = await editorOf();
  await waitFor(() => expect(editor.isEditable).toBe(true));
  expect(screen.getByText(T.saveStatus.saved)).toBeTruthy();

  editor.commands.insertContentAt(editor.state.doc.content.size, {
    type: "paragraph",
    content: [{ type: "text", text: "新写的一段" }],
  });
  expect(await screen.findByText(T.saveStatus.saving)).toBeTruthy();
  fireEvent.keyDown(window, { key: "s", ctrlKey: true });

  await waitFor(() => expect(fake.sent("save-content")).toHaveLength(1));
  const save = fake.sent("save-content")[0];
  const payload = save?.payload as SaveContent;
  expect(payload.baseVersion).toBe(3);
  expect(JSON.stringify(payload.content)).toContain("新写的一段");
  save?.answer({ ok: true, data: { version: 4, duplicate: false } });
  expect(await screen.findByText(T.saveStatus.saved)).toBeTruthy();
  await queueEmptied();
  await waitFor(() => expect(toastStore.get().map((item) => item.text)).toContain(T.savedNow));

  // 保存 with nothing left to send still answers.
  toastStore.remove(() => true);
  fireEvent.click(screen.getByRole("button", { name: new RegExp(T.save) }));
  await waitFor(() => expect(toastStore.get().map((item) => item.text)).toEqual([T.savedNow]));
  expect(fake.sent("save-content")).toHaveLength(1);
});

test("another user's file opens read-only with the spec's message; 申请编辑 waits, then the lock passes", async () => {
  fake.autoAnswer.set("join-file", () =>
    joined({ content: storedDoc, mode: "read", holder: writer, version: 3 }),
  );
  fake.autoAnswer.set("request-takeover", () => ({
    ok: false,
    errorCode: "error.writing-file.waiting",
    message: "",
  }));
  renderEditor("/f/books/prosemirror-eidtor/book-1/c1/s1/f1");
  const editor = await editorOf();
  expect(await screen.findByText(new RegExp(SAVE_ERROR_MESSAGES["error.editing-file.failed"]))).toBeTruthy();
  expect(screen.getByText(/当前编辑者：王编辑/)).toBeTruthy();
  expect(editor.isEditable).toBe(false);

  fireEvent.click(screen.getByRole("button", { name: T.takeOver }));
  expect(await screen.findByText(SAVE_ERROR_MESSAGES["error.writing-file.waiting"])).toBeTruthy();

  fake.fire("content-saved", {
    fileOid: "f1",
    version: 4,
    content: {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "对方最后的保存" }] }],
    },
  });
  expect(await screen.findByText("对方最后的保存")).toBeTruthy();
  fake.fire("lock-granted", { fileOid: "f1", version: 4 });
  await waitFor(() => expect(editor.isEditable).toBe(true));
  expect(screen.queryByRole("button", { name: T.takeOver })).toBeNull();
});

test("the writer is told who asks and when; 立即移交 closes the editor, hands over, and says it is read-only", async () => {
  fake.autoAnswer.set("join-file", () => joined({ content: storedDoc }));
  renderEditor("/f/books/prosemirror-eidtor/book-1/c1/s1/f1");
  const editor = await editorOf();
  await waitFor(() => expect(editor.isEditable).toBe(true));
  fake.fire("takeover-requested", { fileOid: "f1", requester: writer, graceMs: 15_000 });
  expect(await screen.findByText("王编辑 申请编辑该内容，15 秒后将保存你的修改并移交编辑权")).toBeTruthy();
  // Asked, the writer still types until it hands over.
  expect(editor.isEditable).toBe(true);

  fireEvent.click(screen.getByRole("button", { name: T.handOverNow }));
  await waitFor(() => expect(fake.sent("hand-over")).toHaveLength(1));
  expect(editor.isEditable).toBe(false);
  expect(screen.getByText("正在保存你的修改并移交编辑权给 王编辑…")).toBeTruthy();
  fake.fire("lock-lost", { fileOid: "f1", errorCode: "error.writing-file-waiting.evict", holder: writer });
  expect(
    await screen.findByText(new RegExp(SAVE_ERROR_MESSAGES["error.writing-file-waiting.evict"])),
  ).toBeTruthy();
  expect(screen.getByText(T.handedOver)).toBeTruthy();
  expect(editor.isEditable).toBe(false);
  await queueEmptied();
});

test("a committed chapter opens read-only with error.file.committed and no takeover", async () => {
  fake.autoAnswer.set("join-file", () =>
    joined({ content: storedDoc, mode: "read", readOnlyReason: "error.file.committed" }),
  );
  renderEditor("/f/books/prosemirror-eidtor/book-1/c1/s1/f1");
  expect(await screen.findByText(SAVE_ERROR_MESSAGES["error.file.committed"])).toBeTruthy();
  expect(screen.queryByRole("button", { name: T.takeOver })).toBeNull();
});

test.each([
  "error.book.customStyleInProgress",
  "error.book.noteTitleTaskInProgress",
  "error.book.updateReferenceTaskInProgress",
] as const)("a running whole-book task (%s) blocks editing with its message", async (code) => {
  fake.autoAnswer.set("join-file", () => joined({ content: storedDoc, mode: "read", readOnlyReason: code }));
  renderEditor("/f/books/prosemirror-eidtor/book-1/c1/s1/f1");
  expect(await screen.findByText(SAVE_ERROR_MESSAGES[code])).toBeTruthy();
});

test("a refused join shows its code's message", async () => {
  fake.autoAnswer.set("join-file", () => ({ ok: false, errorCode: "error.permission.denied", message: "" }));
  renderEditor("/f/books/prosemirror-eidtor/book-1/c1/s1/f1");
  expect(await screen.findByText(SAVE_ERROR_MESSAGES["error.permission.denied"])).toBeTruthy();
});

test("content that does not fit the schema is refused with a message and never edited or saved", async () => {
  fake.autoAnswer.set("join-file", () =>
    joined({ content: { type: "doc", content: [{ type: "noSuchBlock" }] }, mode: "edit" }),
  );
  renderEditor("/f/books/prosemirror-eidtor/book-1/c1/s1/f1");
  expect(await screen.findByText(T.contentRefused)).toBeTruthy();
  const editor = await editorOf();
  expect(editor.isEditable).toBe(false);
  fireEvent.keyDown(window, { key: "s", ctrlKey: true });
  expect(fake.sent("save-content")).toHaveLength(0);
});

test("find needs a word, says when nothing matches, and counts the matches", async () => {
  fake.autoAnswer.set("join-file", () => joined({ content: storedDoc }));
  renderEditor("/f/books/prosemirror-eidtor/book-1/c1/s1/f1");
  await screen.findByText("函数是一种对应关系。");
  fireEvent.click(screen.getByRole("button", { name: T.findReplace }));
  const search = screen.getByRole("textbox", { name: T.find.search });
  fireEvent.click(screen.getByRole("button", { name: T.find.next }));
  expect(await screen.findByText(VALIDATION_MESSAGES.searchWordRequired)).toBeTruthy();
  fireEvent.change(search, { target: { value: "极限" } });
  fireEvent.click(screen.getByRole("button", { name: T.find.next }));
  expect(await screen.findByText(T.find.notFound)).toBeTruthy();
  fireEvent.change(search, { target: { value: "函数" } });
  fireEvent.click(screen.getByRole("button", { name: T.find.next }));
  expect(await screen.findByText("1/2")).toBeTruthy();
});

test("全部替换 reports its count as done, not in the warning colour", async () => {
  fake.autoAnswer.set("join-file", () => joined({ content: storedDoc }));
  renderEditor("/f/books/prosemirror-eidtor/book-1/c1/s1/f1");
  const editor = await editorOf();
  await waitFor(() => expect(editor.isEditable).toBe(true));
  fireEvent.click(screen.getByRole("button", { name: T.findReplace }));
  fireEvent.change(screen.getByRole("textbox", { name: T.find.search }), { target: { value: "函数" } });
  fireEvent.change(screen.getByRole("textbox", { name: T.find.replace }), { target: { value: "映射" } });
  fireEvent.click(screen.getByRole("button", { name: T.find.replaceAll }));
  const done = await screen.findByText("已替换 2 处");
  expect(done.className).toMatch(/findDone/);
  expect(done.className).not.toMatch(/findMessage/);
  expect(editor.getText()).not.toContain("函数");
  // Saved, so no draft of this file waits in the browser for the next test.
  fireEvent.keyDown(window, { key: "s", ctrlKey: true });
  await waitFor(() => expect(fake.sent("save-content")).toHaveLength(1));
  fake.sent("save-content")[0]?.answer({ ok: true, data: { version: 2, duplicate: false } });
  await queueEmptied();
});

test("the outline lists the file's headings", async () => {
  fake.autoAnswer.set("join-file", () => joined({ content: storedDoc }));
  renderEditor("/f/books/prosemirror-eidtor/book-1/c1/s1/f1");
  await screen.findByText("函数是一种对应关系。");
  fireEvent.click(screen.getByRole("tab", { name: T.outline }));
  expect(await screen.findByRole("button", { name: "第一章 函数" })).toBeTruthy();
});

test("history lists the saved versions, shows one read-only and restores it as the newest", async () => {
  let version = 3;
  fake.autoAnswer.set("join-file", () => joined({ content: storedDoc, version }));
  const base = "/api/books/book-1/chapters/c1/sections/s1/files/f1";
  api.routes.set(`GET ${base}/revisions`, () => ({
    data: {
      items: [3, 2, 1].map((number) => ({
        version: number,
        author: { userOid: "u1", fullName: "示范用户" },
        createdAt: "2026-11-20T07:13:00.000Z",
      })),
      total: 3,
      page: 1,
      pageSize: 50,
    },
  }));
  api.routes.set(`GET ${base}/revisions/1`, () => ({
    data: {
      version: 1,
      author: null,
      createdAt: "2026-11-19T07:13:00.000Z",
      content: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "最早的版本" }] }],
      },
    },
  }));
  api.routes.set(`POST ${base}/revisions/1/restore`, () => {
    version = 4;
    return { data: { version: 4, duplicate: false } };
  });
  renderEditor("/f/books/prosemirror-eidtor/book-1/c1/s1/f1");
  const editor = await editorOf();
  await waitFor(() => expect(editor.isEditable).toBe(true));

  fireEvent.click(screen.getByRole("button", { name: T.history }));
  expect(await screen.findByText("版本 3")).toBeTruthy();
  fireEvent.click(screen.getAllByRole("button", { name: T.revisions.view })[2] as HTMLElement);
  expect(await screen.findByText("最早的版本")).toBeTruthy();
  expect(screen.getByText("正在查看版本 1，只读")).toBeTruthy();

  fireEvent.click(screen.getByRole("button", { name: T.revisions.restore }));
  fireEvent.click(await screen.findByRole("button", { name: DIALOG_TEXTS.confirm }));
  await waitFor(() => expect(api.sent.some((call) => call.path.endsWith("/revisions/1/restore"))).toBe(true));
  const restore = api.sent.find((call) => call.path.endsWith("/revisions/1/restore"));
  expect(restore?.body).toEqual({ baseVersion: 3 });
  // The restored version is loaded again over the socket.
  await waitFor(() => expect(fake.sent("join-file")).toHaveLength(2));
});

test("?correction= selects and lights the reported text; open reports of the file are marked beside it", async () => {
  const content = {
    type: "doc",
    content: [
      {
        type: "paragraph",
        attrs: { oid: "b1" },
        content: [{ type: "text", text: "信息技术是一门重要的课成。" }],
      },
      { type: "paragraph", attrs: { oid: "b2" }, content: [{ type: "text", text: "第二段。" }] },
    ],
  };
  fake.autoAnswer.set("join-file", () => joined({ content }));
  const report = {
    oid: "ec1",
    bookOid: "book-1",
    type: "WORD",
    state: "PENDING",
    quote: "课成",
    description: "错别字",
    chapterOid: "c1",
    sectionOid: "s1",
    fileOid: "f1",
    blockOid: "b1",
    chapterName: null,
    sectionName: null,
    fileName: null,
    reporterName: "学生甲",
    createdAt: "2026-11-28T10:00:00.000Z",
    processedAt: null,
  };
  api.routes.set("GET /api/error-corrections/book-1/query", () => ({
    data: { items: [report], total: 1, page: 1, pageSize: 100 },
  }));
  api.routes.set("GET /api/error-corrections/ec1", () => ({
    data: {
      ...report,
      editionOid: "ed1",
      startOffset: 10,
      endOffset: 12,
      reporterPhone: "138****5678",
      screenshotUrl: null,
      reply: null,
      processedByName: null,
    },
  }));
  renderEditor("/f/books/prosemirror-eidtor/book-1/c1/s1/f1?correction=ec1");
  await screen.findByText("第二段。");
  const marker = await screen.findByRole("button", { name: "读者纠错（待处理）：错别字" });
  expect(marker).toBeTruthy();
  await waitFor(() => expect(document.querySelector(".tb-feedback-located")?.textContent).toBe("课成"));
  const editor = await editorOf();
  const { from, to } = editor.state.selection;
  expect(editor.state.doc.textBetween(from, to)).toBe("课成");
});

test("?correction= whose place is gone says so clearly", async () => {
  fake.autoAnswer.set("join-file", () => joined({ content: storedDoc }));
  api.routes.set("GET /api/error-corrections/book-1/query", () => ({
    data: { items: [], total: 0, page: 1, pageSize: 100 },
  }));
  api.routes.set("GET /api/error-corrections/ec2", () => ({
    data: {
      oid: "ec2",
      bookOid: "book-1",
      type: "CONTENT",
      state: "PENDING",
      quote: "已删掉的句子",
      description: "说法有误",
      chapterOid: "c1",
      sectionOid: "s1",
      fileOid: "f1",
      blockOid: "gone",
      chapterName: null,
      sectionName: null,
      fileName: null,
      reporterName: "学生甲",
      createdAt: "2026-11-28T10:00:00.000Z",
      processedAt: null,
      editionOid: "ed1",
      startOffset: 0,
      endOffset: 6,
      reporterPhone: "138****5678",
      screenshotUrl: null,
      reply: null,
      processedByName: null,
    },
  }));
  renderEditor("/f/books/prosemirror-eidtor/book-1/c1/s1/f1?correction=ec2");
  await screen.findByText("函数是一种对应关系。");
  await waitFor(() =>
    expect(toastStore.get().map((item) => item.text)).toContain(ERROR_CORRECTION_TEXTS.notFound),
  );
});
