// Book calls of the book list (shell §7 Books).
import { type BookListItem, bookCalls, type ContributedBooksQuery, type Page } from "@textbook/shared";
import { call } from "./call.ts";

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
  return call(bookCalls.contributed, { query, signal });
}
