// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import { type ChapterNode, STORAGE_KEYS } from "@textbook/shared";
import type { ReactNode } from "react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { ItemList } from "../../api/book-detail.ts";
import { bookKeys } from "../../api/book-detail.ts";
import { fakeApi } from "../../test/fake-api.ts";
import { sampleTree } from "./test/tree-fixtures.ts";
import { moveChapter, moveFile, moveSection } from "./tree-order.ts";
import { useTreeActions } from "./use-tree-actions.ts";

vi.stubGlobal("__APP_VERSION__", "test");

let api: ReturnType<typeof fakeApi>;
let client: QueryClient;

beforeEach(() => {
  api = fakeApi();
  localStorage.setItem(STORAGE_KEYS.token, "t");
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = sampleTree();
  client.setQueryData(bookKeys.tree("book-1"), { items: tree, total: tree.length });
  api.routes.set("GET /api/books/book-1/chapters", () => ({ data: { items: sampleTree(), total: 3 } }));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function actions() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useTreeActions("book-1"), { wrapper }).result.current;
}

const shown = () =>
  (client.getQueryData<ItemList<ChapterNode>>(bookKeys.tree("book-1"))?.items ?? [])
    .map((chapter) => `${chapter.oid}[${chapter.sections.map((section) => section.oid).join(",")}]`)
    .join(" ");

test("a reorder shows at once, sends the whole order and keeps the server's answer", async () => {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const next = moveSection(moveChapter(sampleTree(), "c2", "c1"), "s1", "c2", 0);
  api.routes.set("PUT /api/books/book-1/chapters/compose", () => ({ data: { items: next, total: 3 } }));
  const tree = actions();
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = tree.compose(next).then(() => answered);
  });
  expect(shown()).toBe("c2[s1,s3] c1[s2] c3[s4]");
  release();
  await act(() => done);
  const call = api.sent.find((sent) => sent.path === "/api/books/book-1/chapters/compose");
  expect(call?.method).toBe("PUT");
  expect(call?.body).toEqual({
    chapters: [
      { oid: "c2", sectionOids: ["s1", "s3"] },
      { oid: "c1", sectionOids: ["s2"] },
      { oid: "c3", sectionOids: ["s4"] },
    ],
  });
  expect(shown()).toBe("c2[s1,s3] c1[s2] c3[s4]");
});

test("a refused reorder goes back to the order before", async () => {
  api.routes.set("PUT /api/books/book-1/chapters/compose", () => ({
    status: 403,
    errorCode: "err.chapter.committed",
    errorMessage: "章节已提交，不能编辑",
  }));
  const tree = actions();
  await act(async () => {
    await expect(tree.compose(moveSection(sampleTree(), "s4", "c1", 0))).rejects.toThrow(
      "章节已提交，不能编辑",
    );
  });
  expect(shown()).toBe("c1[s1,s2] c2[s3] c3[s4]");
});

test("files are reordered within their section with the file order call", async () => {
  const section = sampleTree()[0]?.sections[0];
  if (!section) throw new Error("fixture");
  const moved = moveFile(section, "f2", "f1");
  api.routes.set("PUT /api/books/book-1/chapters/c1/sections/s1/files/order", () => ({ data: moved }));
  const tree = actions();
  await act(() => tree.orderFiles(moved));
  const call = api.sent.find((sent) => sent.path.endsWith("/files/order"));
  expect(call?.body).toEqual({ fileOids: ["f2", "f1"] });
  const files = client.getQueryData<ItemList<ChapterNode>>(bookKeys.tree("book-1"))?.items[0]?.sections[0]
    ?.files;
  expect(files?.map((file) => file.oid)).toEqual(["f2", "f1"]);
});
