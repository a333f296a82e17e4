// Test support: the fake API as every book page test starts from: signed in, answering book-1's
// detail and the chapter tree that `tree()` gives at the time of each call (tests change it).
import { type ChapterNode, STORAGE_KEYS } from "@textbook/shared";
import { fakeApi } from "../../../test/fake-api.ts";
import { bookDetail } from "./tree-fixtures.ts";

export function fakeBookApi(tree: () => ChapterNode[]) {
  const api = fakeApi();
  localStorage.setItem(STORAGE_KEYS.token, "t");
  api.routes.set("GET /api/books/book-1", () => ({ data: bookDetail() }));
  api.routes.set("GET /api/books/book-1/chapters", () => {
    const items = tree();
    return { data: { items, total: items.length } };
  });
  return api;
}
