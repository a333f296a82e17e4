// @vitest-environment happy-dom
// Dragging with the keyboard (Space, arrows, Space) on a laid-out tree: happy-dom has no layout, so
// every row gets a box from its place in the document (40 px per row, a chapter spans its sections).

import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ChapterNode } from "@textbook/shared";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { BookDetailPage } from "./book-detail-page.tsx";
import { fakeBookApi } from "./test/fake-book-api.ts";
import { cleanUpBookPage, renderBookPage } from "./test/render-book-page.tsx";
import { sampleTree } from "./test/tree-fixtures.ts";

vi.stubGlobal("__APP_VERSION__", "test");

const ROW = 40;
const original = HTMLElement.prototype.getBoundingClientRect;

function box(top: number, height: number): DOMRect {
  return {
    top,
    left: 0,
    width: 600,
    height,
    bottom: top + height,
    right: 600,
    x: 0,
    y: top,
    toJSON: () => ({}),
  } as DOMRect;
}

function layout(this: HTMLElement): DOMRect {
  if (this.style.position === "fixed") return box(Number.parseFloat(this.style.top) || 0, ROW);
  const rows = [...document.querySelectorAll("li")];
  const li = this.tagName === "LI" ? this : this.closest("li");
  if (!li) return box(0, 0);
  const index = rows.indexOf(li as HTMLLIElement);
  return box(index * ROW, ROW * (1 + li.querySelectorAll("li").length));
}

beforeAll(() => {
  HTMLElement.prototype.getBoundingClientRect = layout;
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = original;
});

let api: ReturnType<typeof fakeBookApi>;
let tree: ChapterNode[];

beforeEach(() => {
  tree = sampleTree();
  api = fakeBookApi(() => tree);
  api.routes.set("PUT /api/books/book-1/chapters/compose", (call) => {
    const body = call.body as { chapters: { oid: string; sectionOids: string[] }[] };
    const sections = tree.flatMap((chapter) => chapter.sections);
    tree = body.chapters.map((wanted) => ({
      ...(tree.find((chapter) => chapter.oid === wanted.oid) as ChapterNode),
      sections: wanted.sectionOids.map((oid) => ({
        ...(sections.find((section) => section.oid === oid) as ChapterNode["sections"][number]),
        chapterOid: wanted.oid,
      })),
    }));
    return { data: { items: tree, total: tree.length } };
  });
});

afterEach(cleanUpBookPage);

/** Keys go to the handle as it is now: a section that changes chapter is drawn anew. */
async function press(handleName: string, code: string) {
  const target = screen.getByRole("button", { name: handleName });
  await act(async () => {
    fireEvent.keyDown(target, { code, key: code === "Space" ? " " : code });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

function render() {
  renderBookPage([{ path: "/f/books/detail/:oid", element: <BookDetailPage /> }], "/f/books/detail/book-1");
}

const composeCalls = () => api.sent.filter((call) => call.path.endsWith("/chapters/compose"));

test("a chapter picked up with Space moves down with the arrow key and is dropped with Space", async () => {
  render();
  const handle = "拖动排序：第一章 函数与极限";
  (await screen.findByRole("button", { name: handle })).focus();
  await press(handle, "Space");
  await press(handle, "ArrowDown");
  await press(handle, "Space");
  await waitFor(() => expect(composeCalls()).toHaveLength(1));
  expect(composeCalls()[0]?.body).toEqual({
    chapters: [
      { oid: "c2", sectionOids: ["s3"] },
      { oid: "c1", sectionOids: ["s1", "s2"] },
      { oid: "c3", sectionOids: ["s4"] },
    ],
  });
});

test("a section moves with the keyboard into the next chapter, never into a committed one", async () => {
  render();
  const handle = "拖动排序：1.2 数列的极限";
  (await screen.findByRole("button", { name: handle })).focus();
  await press(handle, "Space");
  await press(handle, "ArrowDown");
  await press(handle, "ArrowDown");
  await press(handle, "ArrowDown");
  await press(handle, "Space");
  await waitFor(() => expect(composeCalls()).toHaveLength(1));
  const body = composeCalls()[0]?.body as { chapters: { oid: string; sectionOids: string[] }[] };
  expect(body.chapters.find((chapter) => chapter.oid === "c3")?.sectionOids).toEqual(["s4"]);
  expect(body.chapters.find((chapter) => chapter.oid === "c1")?.sectionOids).toEqual(["s1"]);
  expect(body.chapters.find((chapter) => chapter.oid === "c2")?.sectionOids).toEqual(["s3", "s2"]);
});

test("a file moves within its section with the keyboard", async () => {
  api.routes.set("PUT /api/books/book-1/chapters/c1/sections/s1/files/order", (call) => {
    const order = (call.body as { fileOids: string[] }).fileOids;
    const section = tree[0]?.sections[0];
    if (!section) throw new Error("fixture");
    const files = order.map((oid) => section.files.find((file) => file.oid === oid));
    return { data: { ...section, files } };
  });
  render();
  const handle = "拖动排序：正文";
  (await screen.findByRole("button", { name: handle })).focus();
  await press(handle, "Space");
  await press(handle, "ArrowDown");
  await press(handle, "Space");
  await waitFor(() => expect(api.sent.filter((call) => call.path.endsWith("/files/order"))).toHaveLength(1));
  expect(api.sent.find((call) => call.path.endsWith("/files/order"))?.body).toEqual({
    fileOids: ["f2", "f1"],
  });
  expect(composeCalls()).toHaveLength(0);
});

test("Escape puts the row back and sends nothing", async () => {
  render();
  const handle = "拖动排序：第一章 函数与极限";
  (await screen.findByRole("button", { name: handle })).focus();
  await press(handle, "Space");
  await press(handle, "ArrowDown");
  await press(handle, "Escape");
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(composeCalls()).toHaveLength(0);
});
