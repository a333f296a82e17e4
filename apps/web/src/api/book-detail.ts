// Calls of the book detail page (shell §7 Books): the book with its abilities, cover, completion
// rate, members and export; the cache keys of everything held about one book, and useBook.
// Bodies and answers are the shared contract's types.
import { useQuery } from "@tanstack/react-query";
import type { BookDetail, BookMember, BookRole, Page, UserTask } from "@textbook/shared";
import { type RequestOptions, request } from "./client.ts";

/** Every key about one book starts with `all(bookOid)`, so invalidating that refreshes them all. */
export const bookKeys = {
  all: (bookOid: string) => ["book", bookOid] as const,
  book: (bookOid: string) => ["book", bookOid, "detail"] as const,
  tree: (bookOid: string) => ["book", bookOid, "chapters"] as const,
  members: (bookOid: string) => ["book", bookOid, "members"] as const,
  chapter: (bookOid: string, chapterOid: string | undefined) =>
    ["book", bookOid, "chapter", chapterOid] as const,
  media: (bookOid: string) => ["book", bookOid, "attachments"] as const,
  mediaPage: (bookOid: string, query: unknown) => ["book", bookOid, "attachments", query] as const,
  captionTask: (bookOid: string, taskOid: string | undefined) =>
    ["book", bookOid, "caption-task", taskOid] as const,
  copyProgress: (bookOid: string, pending: readonly string[]) =>
    ["book", bookOid, "copy-progress", pending] as const,
};

export function useBook(bookOid: string, enabled = true) {
  return useQuery({
    queryKey: bookKeys.book(bookOid),
    queryFn: ({ signal }) => fetchBook(bookOid, signal),
    enabled,
  });
}

/** A whole list in one answer: `{ items, total }` without paging. */
export type ItemList<T> = Pick<Page<T>, "items" | "total">;
export type BookMembers = ItemList<BookMember>;

export function fetchBook(bookOid: string, signal?: AbortSignal): Promise<BookDetail> {
  return request<BookDetail>(`/books/${bookOid}`, { signal });
}

export function updateCover(bookOid: string, attachmentOid: string): Promise<BookDetail> {
  return request<BookDetail>(`/books/${bookOid}/cover`, { method: "PUT", body: { attachmentOid } });
}

export function updateCompletionRate(bookOid: string, completionRate: number): Promise<BookDetail> {
  return request<BookDetail>(`/books/${bookOid}/completion-rate`, {
    method: "PUT",
    body: { completionRate },
  });
}

export function fetchMembers(bookOid: string, signal?: AbortSignal): Promise<BookMembers> {
  return request<BookMembers>(`/books/${bookOid}/editors`, { signal });
}

export function addMembers(
  bookOid: string,
  phoneNumbers: string[],
  role: BookRole,
  options: Pick<RequestOptions, "bypassError"> = {},
): Promise<BookMembers> {
  return request<BookMembers>(`/books/${bookOid}/editors`, {
    method: "POST",
    body: { phoneNumbers, role },
    ...options,
  });
}

export function removeMembers(bookOid: string, userOids: string[]): Promise<BookMembers> {
  return request<BookMembers>(`/books/${bookOid}/editors/remove`, { method: "POST", body: { userOids } });
}

export function exportBook(bookOid: string): Promise<UserTask> {
  return request<UserTask>("/books/export", { method: "POST", body: { bookOid } });
}
