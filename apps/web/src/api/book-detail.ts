// Calls of the book detail page (shell §7 Books): the book with its abilities, cover, completion
// rate, members and export. Bodies and answers are the shared contract's types.
import type { BookDetail, BookMember, BookRole, Page, UserTask } from "@textbook/shared";
import { type RequestOptions, request } from "./client.ts";

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
