// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  type ChapterNode,
  DIALOG_TEXTS,
  CHAPTER_EDIT_TEXTS as T,
  VALIDATION_MESSAGES,
} from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { fakeBookApi } from "../book-detail/test/fake-book-api.ts";
import { cleanUpBookPage, renderBookPage } from "../book-detail/test/render-book-page.tsx";
import {
  bookDetail,
  chapterNode,
  NO_ABILITIES,
  sampleTree,
  sectionNode,
} from "../book-detail/test/tree-fixtures.ts";
import { ChapterEditPage } from "./chapter-edit-page.tsx";

vi.stubGlobal("__APP_VERSION__", "test");

let api: ReturnType<typeof fakeBookApi>;
let tree: ChapterNode[];
let created = 0;

beforeEach(() => {
  tree = sampleTree();
  created = 0;
  api = fakeBookApi(() => tree);
  api.routes.set("GET /api/books/book-1/chapters/c1", () => ({ data: tree[0] }));
  api.routes.set("GET /api/books/book-1/chapters/c3", () => ({ data: tree[2] }));
  api.routes.set("POST /api/books/book-1/chapters", (call) => {
    const chapter = chapterNode("c9", (call.body as { name: string }).name);
    tree = [...tree, chapter];
    return { data: chapter };
  });
  for (const chapterOid of ["c1", "c9"]) {
    api.routes.set(`POST /api/books/book-1/chapters/${chapterOid}/sections`, (call) => {
      const section = sectionNode(`new${++created}`, chapterOid, (call.body as { name: string }).name);
      tree = tree.map((chapter) =>
        chapter.oid === chapterOid ? { ...chapter, sections: [...chapter.sections, section] } : chapter,
      );
      return { data: section };
    });
  }
});

afterEach(cleanUpBookPage);

const renderEdit = (path: string) =>
  renderBookPage(
    [
      { path: "/f/books/chapter/edit/:oid?", element: <ChapterEditPage /> },
      { path: "/f/books/detail/:oid", element: <div>book detail page</div> },
    ],
    path,
  ).router;

const calls = (method: string, suffix: string) =>
  api.sent.filter((call) => call.method === method && call.path.endsWith(suffix));

test("a new chapter is created with its sections in order, then the book opens again", async () => {
  const router = renderEdit("/f/books/chapter/edit?bookOid=book-1");
  expect(await screen.findByRole("heading", { name: T.createTitle })).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: new RegExp(T.addSection) }));
  fireEvent.click(screen.getByRole("button", { name: new RegExp(T.addSection) }));
  fireEvent.click(screen.getByRole("button", { name: T.save }));
  expect(await screen.findAllByText(VALIDATION_MESSAGES.required)).toHaveLength(3);
  expect(calls("POST", "/chapters")).toHaveLength(0);

  // Shell §5: emoji typed or pasted into names are filtered out.
  fireEvent.change(screen.getByLabelText(T.chapterName), { target: { value: "第四章 不定积分🎉" } });
  expect(screen.getByLabelText(T.chapterName)).toHaveProperty("value", "第四章 不定积分");
  fireEvent.change(screen.getByRole("textbox", { name: `${T.sectionName} 1` }), {
    target: { value: "4.1 😀概念" },
  });
  expect(screen.getByRole("textbox", { name: `${T.sectionName} 1` })).toHaveProperty("value", "4.1 概念");
  fireEvent.change(screen.getByRole("textbox", { name: `${T.sectionName} 2` }), {
    target: { value: "4.2 换元法" },
  });
  fireEvent.click(screen.getByRole("button", { name: T.save }));
  await waitFor(() => expect(router.state.location.pathname).toBe("/f/books/detail/book-1"));
  expect(calls("POST", "/books/book-1/chapters")[0]?.body).toEqual({ name: "第四章 不定积分" });
  expect(calls("POST", "/chapters/c9/sections").map((call) => call.body)).toEqual([
    { name: "4.1 概念" },
    { name: "4.2 换元法" },
  ]);
  expect(calls("PUT", "/compose")).toHaveLength(0);
  expect(await screen.findByText(T.saved)).toBeTruthy();
});

test("editing renames, deletes a section after the typed phrase, adds one and saves the order", async () => {
  api.routes.set("PUT /api/books/book-1/chapters/c1", () => ({ data: tree[0] }));
  api.routes.set("PUT /api/books/book-1/chapters/c1/sections/batch-delete", () => {
    tree = tree.map((chapter) =>
      chapter.oid === "c1"
        ? { ...chapter, sections: chapter.sections.filter((section) => section.oid !== "s1") }
        : chapter,
    );
    return { data: null };
  });
  api.routes.set("PUT /api/books/book-1/chapters/c1/sections/s2", () => ({ data: {} }));
  api.routes.set("PUT /api/books/book-1/chapters/compose", () => ({ data: { items: tree, total: 3 } }));
  const router = renderEdit("/f/books/chapter/edit/c1?bookOid=book-1");
  expect(await screen.findByRole("heading", { name: T.editTitle })).toBeTruthy();
  fireEvent.change(screen.getByLabelText(T.chapterName), { target: { value: "第一章 极限" } });
  fireEvent.change(screen.getByRole("textbox", { name: `${T.sectionName} 2` }), {
    target: { value: "1.2 极限的定义" },
  });

  const rows = within(screen.getByRole("list", { name: T.sections })).getAllByRole("listitem");
  fireEvent.click(within(rows[0] as HTMLElement).getByRole("button", { name: T.remove }));
  const phrase = await screen.findByRole("textbox", { name: DIALOG_TEXTS.deleteConfirmPhrase });
  const remove = within(phrase.closest("[role=dialog]") as HTMLElement).getByRole("button", {
    name: DIALOG_TEXTS.delete,
  });
  expect(remove).toHaveProperty("disabled", true);
  fireEvent.change(phrase, { target: { value: "确认删除章节" } });
  fireEvent.click(remove);
  await waitFor(() => expect(screen.queryByDisplayValue("1.1 映射与函数")).toBeNull());

  fireEvent.click(screen.getByRole("button", { name: new RegExp(T.addSection) }));
  fireEvent.change(screen.getByRole("textbox", { name: `${T.sectionName} 2` }), {
    target: { value: "1.0 引言" },
  });
  const newRow = within(screen.getByRole("list", { name: T.sections })).getAllByRole(
    "listitem",
  )[1] as HTMLElement;
  fireEvent.click(within(newRow).getByRole("button", { name: T.moveUp }));

  fireEvent.click(screen.getByRole("button", { name: T.save }));
  await waitFor(() => expect(router.state.location.pathname).toBe("/f/books/detail/book-1"));
  expect(calls("PUT", "/chapters/c1")[0]?.body).toEqual({ name: "第一章 极限" });
  expect(calls("PUT", "/sections/batch-delete")[0]?.body).toEqual({
    oids: ["s1"],
    confirmPhrase: "确认删除章节",
  });
  expect(calls("PUT", "/sections/s2")[0]?.body).toEqual({ name: "1.2 极限的定义" });
  expect(calls("POST", "/chapters/c1/sections")[0]?.body).toEqual({ name: "1.0 引言" });
  expect(calls("PUT", "/compose")[0]?.body).toEqual({
    chapters: [
      { oid: "c1", sectionOids: ["new1", "s2"] },
      { oid: "c2", sectionOids: ["s3"] },
      { oid: "c3", sectionOids: ["s4"] },
    ],
  });
});

test("a refusal midway keeps the draft; saving again does not repeat what was done", async () => {
  let refuse = true;
  api.routes.set("POST /api/books/book-1/chapters/c9/sections", (call) => {
    if (refuse) return { status: 400, errorCode: "err.validate.failed", errors: { name: "最多 200 个字符" } };
    const section = sectionNode("new1", "c9", (call.body as { name: string }).name);
    tree = tree.map((chapter) => (chapter.oid === "c9" ? { ...chapter, sections: [section] } : chapter));
    return { data: section };
  });
  const router = renderEdit("/f/books/chapter/edit?bookOid=book-1");
  await screen.findByRole("heading", { name: T.createTitle });
  fireEvent.change(screen.getByLabelText(T.chapterName), { target: { value: "第五章" } });
  fireEvent.click(screen.getByRole("button", { name: new RegExp(T.addSection) }));
  fireEvent.change(screen.getByRole("textbox", { name: `${T.sectionName} 1` }), { target: { value: "5.1" } });
  fireEvent.click(screen.getByRole("button", { name: T.save }));
  // A refusal of what was typed is a message, never the crash panel's dialog.
  const message = await screen.findByText("最多 200 个字符");
  expect(message.closest("[role=dialog]")).toBeNull();
  expect(router.state.location.pathname).toBe("/f/books/chapter/edit");
  const saveButton = () => screen.getByRole("button", { name: new RegExp(T.save) });
  await waitFor(() => expect(saveButton().className).not.toContain("ant-btn-loading"));
  refuse = false;
  // The spinner's leave animation never ends in happy-dom, so the name still carries its icon.
  fireEvent.click(screen.getByRole("button", { name: new RegExp(T.save) }));
  await waitFor(() => expect(router.state.location.pathname).toBe("/f/books/detail/book-1"));
  expect(calls("POST", "/books/book-1/chapters")).toHaveLength(1);
});

test("a committed chapter and a user without the right get no form", async () => {
  renderEdit("/f/books/chapter/edit/c3?bookOid=book-1");
  expect(await screen.findByText(T.committed)).toBeTruthy();
  expect(screen.queryByRole("button", { name: T.save })).toBeNull();
  cleanup();
  api.routes.set("GET /api/books/book-1", () => ({ data: bookDetail({ abilities: NO_ABILITIES }) }));
  renderEdit("/f/books/chapter/edit?bookOid=book-1");
  expect(await screen.findByText(T.noRight)).toBeTruthy();
  expect(screen.queryByRole("button", { name: T.save })).toBeNull();
});

test("without a book the page says where to come from", async () => {
  renderEdit("/f/books/chapter/edit");
  expect(await screen.findByText(T.missingBook)).toBeTruthy();
});
