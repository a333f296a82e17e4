// Application data and statistics calls (issue 18 §4): the books list, a book's summary, tree,
// a section's videos and quizzes, and the export and recompute tasks.
import {
  type BookStatSummary,
  bookApplicationCalls,
  bookStatCalls,
  type Page,
  type StatBookRow,
  type StatBooksQuery,
  type StatQuestion,
  type StatTree,
  type StatVideo,
  type UserTask,
} from "@textbook/shared";
import { call } from "./call.ts";

export const appDataKeys = {
  list: (query: unknown) => ["book-applications", "list", query] as const,
  summary: (bookOid: string) => ["book-applications", bookOid, "summary"] as const,
  tree: (bookOid: string) => ["book-applications", bookOid, "tree"] as const,
  section: (bookOid: string, sectionOid: string, what: "videos" | "quizzes") =>
    ["book-applications", bookOid, sectionOid, what] as const,
  state: (bookOid: string) => ["book-applications", bookOid, "state"] as const,
};

export function fetchStatBooks(query: StatBooksQuery, signal?: AbortSignal): Promise<Page<StatBookRow>> {
  return call(bookApplicationCalls.list, { query, signal });
}

export function fetchAppSummary(bookOid: string, signal?: AbortSignal): Promise<BookStatSummary> {
  return call(bookApplicationCalls.summary, { params: { id: bookOid }, signal });
}

export function fetchAppTree(bookOid: string, signal?: AbortSignal): Promise<StatTree> {
  return call(bookApplicationCalls.chaptersAndSections, { params: { id: bookOid }, signal });
}

export function fetchSectionVideos(
  bookOid: string,
  place: { chapterOid: string; sectionOid: string },
  signal?: AbortSignal,
): Promise<{ items: StatVideo[] }> {
  return call(bookApplicationCalls.videos, {
    params: { id: bookOid, c: place.chapterOid, s: place.sectionOid },
    signal,
  });
}

export function fetchSectionQuizzes(
  bookOid: string,
  place: { chapterOid: string; sectionOid: string },
  signal?: AbortSignal,
): Promise<{ items: StatQuestion[] }> {
  return call(bookApplicationCalls.quizzes, {
    params: { id: bookOid, c: place.chapterOid, s: place.sectionOid },
    signal,
  });
}

export function fetchStatState(
  bookOid: string,
  signal?: AbortSignal,
): Promise<{ updatedAt: string | null; recomputedAt: string | null; events: number }> {
  return call(bookStatCalls.statState, { params: { id: bookOid }, signal });
}

export function exportAppData(bookOid: string): Promise<UserTask> {
  return call(bookApplicationCalls.export, { params: { id: bookOid } });
}

export function recomputeStats(bookOid: string): Promise<UserTask> {
  return call(bookStatCalls.calcAgain, { params: { id: bookOid } });
}
