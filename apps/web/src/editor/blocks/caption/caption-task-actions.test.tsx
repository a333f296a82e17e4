// @vitest-environment happy-dom
// The editor's 题注样式 and 更新引用 (shell §7): the dialog opens on the book's setting, each action
// submits its task, its progress shows while it runs, and the open file is loaded again at the end.
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type BookTaskState, DIALOG_TEXTS, NOTE_TITLE_TEXTS as T, TASKS } from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { session } from "../../../app/session.ts";
import { fakeBookApi } from "../../../pages/book-detail/test/fake-book-api.ts";
import { cleanUpBookPage, renderBookPage } from "../../../pages/book-detail/test/render-book-page.tsx";
import {
  ALL_ABILITIES,
  bookDetail,
  chapterNode,
  fileNode,
  sectionNode,
} from "../../../pages/book-detail/test/tree-fixtures.ts";
import { EditorPage } from "../../../pages/editor/editor-page.tsx";
import { task } from "../../../pages/task/test/task-support.tsx";
import { loginResult } from "../../../test/session-fixtures.ts";
import { fakeSaveChannel, joined } from "../../core/save/fake-save-channel.ts";

vi.stubGlobal("__APP_VERSION__", "test");

let api: ReturnType<typeof fakeBookApi>;
let fake: ReturnType<typeof fakeSaveChannel>;

const noteTask = task(7, {
  type: "NOTE_TITLE_UPDATE",
  title: "更新《示范教材》的题注样式",
  state: "WAITING",
});

beforeEach(() => {
  const tree = [chapterNode("c1", "第一章", [sectionNode("s1", "c1", "1.1", [fileNode("f1", "正文")])])];
  api = fakeBookApi(() => tree);
  api.routes.set("GET /api/books/book-1", () => ({
    data: bookDetail({
      noteTitle: { noteTitleStyle: "SECTION", noteTitleImageTag: "Figure", noteTitleTableTag: "表" },
    }),
  }));
  api.routes.set("GET /api/books/book-1/chapters/c1/sections/s1/files/f1/headings", () => ({
    data: { items: [], total: 0 },
  }));
  api.routes.set("POST /api/books/book-1/chapters/c1/sections/s1/files/f1/content/attachments", () => ({
    data: { items: [], total: 0 },
  }));
  session.save(loginResult({ level: 1 }));
  fake = fakeSaveChannel();
  fake.connect();
  fake.autoAnswer.set("join-file", () => joined());
});

afterEach(cleanUpBookPage);

function renderEditor() {
  renderBookPage(
    [
      {
        path: "/f/books/prosemirror-eidtor/:bookOid/:chapterOid?/:sectionOid?/:fileOid?",
        element: <EditorPage openChannel={() => fake.channel} />,
      },
    ],
    "/f/books/prosemirror-eidtor/book-1/c1/s1/f1",
  );
}

const state = (overrides: Partial<BookTaskState>): { data: BookTaskState } => ({
  data: { inProgress: true, state: "IN_PROGRESS", task: null, ...overrides },
});

test("题注样式 opens on the book's setting, submits the chosen one, shows the progress and reloads the file", async () => {
  let polls = 0;
  api.routes.set("POST /api/books/book-1/note-title-style", () => ({ data: noteTask }));
  api.routes.set("GET /api/books/book-1/check-note-title-task-state", () => {
    polls++;
    return polls === 1
      ? state({ task: { ...noteTask, state: "IN_PROGRESS", progress: 40 } })
      : state({ inProgress: false, state: "DONE", task: { ...noteTask, state: "DONE", progress: 100 } });
  });
  renderEditor();
  fireEvent.click(await screen.findByRole("button", { name: T.noteTitleMenu }));
  const form = await screen.findByRole("dialog");
  expect(within(form).getByText(T.dialogTitle)).toBeTruthy();
  expect(within(form).getByRole("radio", { name: `${T.bySection}（如 Figure1-1-2）` })).toHaveProperty(
    "checked",
    true,
  );
  expect(within(form).getByTitle("Figure")).toBeTruthy();

  fireEvent.click(within(form).getByRole("radio", { name: `${T.byChapter}（如 Figure1-2）` }));
  fireEvent.mouseDown(within(form).getByRole("combobox", { name: T.imageTag }));
  fireEvent.click(await screen.findByTitle("Picture"));
  expect(within(form).getByText(`${T.byChapter}（如 Picture1-2）`)).toBeTruthy();
  fireEvent.click(within(form).getByRole("button", { name: T.apply }));

  await waitFor(() =>
    expect(api.sent.find((call) => call.path === "/api/books/book-1/note-title-style")?.body).toEqual({
      noteTitleStyle: "CHAPTER",
      imageTag: "Picture",
      tableTag: "表",
    }),
  );
  expect(await screen.findByText("正在更新，已完成 40%")).toBeTruthy();
  // The file is joined again once the task is over, so the author sees the new numbers.
  await waitFor(() => expect(fake.sent("join-file")).toHaveLength(2), { timeout: TASKS.progressPollMs * 3 });
  expect(await screen.findByText(T.noteTitleDone)).toBeTruthy();
});

test("更新引用 asks first and submits only when confirmed", async () => {
  api.routes.set("POST /api/books/book-1/chapters/update-reference", () => ({
    status: 409,
    errorCode: "err.book.noteTitleTaskInProgress",
    errorMessage: "教材正在更新题注，暂时不能编辑内容",
  }));
  renderEditor();
  fireEvent.click(await screen.findByRole("button", { name: T.updateReferenceMenu }));
  expect(await screen.findByText(T.referenceConfirm)).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: DIALOG_TEXTS.cancel }));
  await waitFor(() => expect(screen.queryByText(T.referenceConfirm)).toBeNull());
  expect(api.sent.some((call) => call.path.endsWith("/update-reference"))).toBe(false);

  fireEvent.click(screen.getByRole("button", { name: T.updateReferenceMenu }));
  fireEvent.click(await screen.findByRole("button", { name: DIALOG_TEXTS.confirm }));
  // A refusal (another whole-book task runs) is shown by the app's error handler.
  expect(await screen.findByText("教材正在更新题注，暂时不能编辑内容")).toBeTruthy();
});

test("without the right to change the book's styles the actions are not offered", async () => {
  api.routes.set("GET /api/books/book-1", () => ({
    data: bookDetail({ abilities: { ...ALL_ABILITIES, editStyles: false } }),
  }));
  renderEditor();
  await screen.findByRole("button", { name: "预览" });
  expect(screen.queryByRole("button", { name: T.noteTitleMenu })).toBeNull();
  expect(screen.queryByRole("button", { name: T.updateReferenceMenu })).toBeNull();
});
