// Book calls of the book list (shell §7 Books).
import type { BookListItem, ContributedBooksQuery, Page } from "@textbook/shared";
import { request } from "./client.ts";

/** Cache keys of book lists (one book's own keys are bookKeys in book-detail.ts). */
export const bookListKeys = {
  contributed: (orgOid: string | null | undefined, query: unknown) =>
    ["books", "contributed", orgOid, query] as const,
  copyTargets: (keyword: string) => ["books", "copy-targets", keyword] as const,
};

export function fetchContributedBooks(
  query: ContributedBooksQuery,
  signal?: AbortSignal,
): Promise<Page<BookListItem>> {
  return request<Page<BookListItem>>("/books/contributed", { query, signal });
}
