// Calls of the book detail page (shell §7 Books): the book with its abilities, cover, completion
// rate, members, export and note-title style; the cache keys of everything held about one book,
// and useBook.
// Bodies and answers are the shared contract's types.
import { useQuery } from "@tanstack/react-query";
import {
  type BookDetail,
  type BookMember,
  type BookRole,
  bookCalls,
  type ExportFormat,
  type NoteTitleStyleBody,
  type Page,
  type UserTask,
} from "@textbook/shared";
import { call } from "./call.ts";
import type { RequestOptions } from "./client.ts";

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
  return call(bookCalls.get, { params: { bookOid }, signal });
}

export function updateCover(bookOid: string, attachmentOid: string): Promise<BookDetail> {
  return call(bookCalls.cover, { params: { bookOid }, body: { attachmentOid } });
}

export function updateCompletionRate(bookOid: string, completionRate: number): Promise<BookDetail> {
  return call(bookCalls.completionRate, { params: { bookOid }, body: { completionRate } });
}

export function fetchMembers(bookOid: string, signal?: AbortSignal): Promise<BookMembers> {
  return call(bookCalls.editors, { params: { bookOid }, signal });
}

export function addMembers(
  bookOid: string,
  phoneNumbers: string[],
  role: BookRole,
  options: Pick<RequestOptions, "bypassError"> = {},
): Promise<BookMembers> {
  return call(bookCalls.addEditors, { params: { bookOid }, body: { phoneNumbers, role }, ...options });
}

export function removeMembers(bookOid: string, userOids: string[]): Promise<BookMembers> {
  return call(bookCalls.removeEditors, { params: { bookOid }, body: { userOids } });
}

/** Exports the book's current content, or its READY edition `editionOid`, as a task (EXPORT). */
export function exportBook(
  bookOid: string,
  format: ExportFormat = "ZIP",
  editionOid?: string,
): Promise<UserTask> {
  return call(bookCalls.export, { body: { bookOid, format, editionOid } });
}

/** Renumbers every caption of the book in the chosen style, as a task (NOTE_TITLE_UPDATE). */
export function setNoteTitleStyle(bookOid: string, body: NoteTitleStyleBody): Promise<UserTask> {
  return call(bookCalls.noteTitleStyle, { params: { bookOid }, body });
}
