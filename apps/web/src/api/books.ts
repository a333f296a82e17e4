// Book calls of the book list (shell §7 Books).
import type { BookListItem, ContributedBooksQuery, Page } from "@textbook/shared";
import { request } from "./client.ts";

export function fetchContributedBooks(
  query: ContributedBooksQuery,
  signal?: AbortSignal,
): Promise<Page<BookListItem>> {
  return request<Page<BookListItem>>("/books/contributed", { query, signal });
}
