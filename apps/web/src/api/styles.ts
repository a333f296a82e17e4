// Whole-book style calls (shell §7): the book's custom styles and their task, the advanced-style
// editing lock, style libraries, custom colours, custom libraries, theme, update reference, a
// file's background style and the whole-book task states. The note-title style is a books call
// (book-detail.ts).
import {
  backgroundStyleCalls,
  bookTaskStateCalls,
  chapterCalls,
  customColorCalls,
  customLibraryCalls,
  customStyleCalls,
  type FilePath,
  type StyleItemInput,
  styleEditingCalls,
  styleLibraryCalls,
} from "@textbook/shared";
import { call } from "./call.ts";
import type { RequestOptions } from "./client.ts";

/** Cache keys of a book's look and its parts. */
export const styleKeys = {
  /** The saved look the editor and preview draw with; the settings screen refreshes it after a save. */
  look: (bookOid: string) => ["book-style", bookOid] as const,
  /** The settings screen's own copy, loaded with its edit lock. */
  screen: (bookOid: string) => ["book-style-screen", bookOid] as const,
  taskState: (bookOid: string) => ["book-style-task-state", bookOid] as const,
  libraries: (bookOid: string) => ["style-libraries", bookOid] as const,
  customColors: (bookOid: string) => ["custom-colors", bookOid] as const,
  customLibraries: (bookOid: string) => ["custom-libraries", bookOid] as const,
  fileBackground: (fileOid: string) => ["file-background", fileOid] as const,
};

type CallOptions = Pick<RequestOptions, "bypassError">;

export function fetchCustomStyles(bookOid: string, signal?: AbortSignal, options: CallOptions = {}) {
  return call(customStyleCalls.get, { params: { bookOid }, signal, ...options });
}

/** Saves the whole look as a task (CUSTOM_STYLE_UPDATE); editing waits while it runs. */
export function saveCustomStyles(
  bookOid: string,
  items: readonly StyleItemInput[],
  options: CallOptions = {},
) {
  return call(customStyleCalls.save, { params: { bookOid }, body: { items: [...items] }, ...options });
}

/** Back to every default, as a task (CUSTOM_STYLE_RESET). */
export function resetCustomStyles(bookOid: string, options: CallOptions = {}) {
  return call(customStyleCalls.reset, { params: { bookOid }, ...options });
}

export type BookTaskKind = "custom-styles" | "note-title" | "update-reference";
const TASK_STATE_CALLS = {
  "custom-styles": bookTaskStateCalls.customStyles,
  "note-title": bookTaskStateCalls.noteTitle,
  "update-reference": bookTaskStateCalls.updateReference,
} as const satisfies Record<BookTaskKind, unknown>;

export function fetchBookTaskState(bookOid: string, kind: BookTaskKind, signal?: AbortSignal) {
  return call(TASK_STATE_CALLS[kind], { params: { bookOid }, signal, bypassError: true });
}

/** Takes or renews the advanced-style lock; refused with error.editing-custom-style.failed. */
export function holdStyleEditing(bookOid: string) {
  return call(styleEditingCalls.hold, { params: { bookOid }, bypassError: true });
}

export function releaseStyleEditing(bookOid: string) {
  return call(styleEditingCalls.release, { params: { bookOid }, bypassError: true });
}

export function fetchStyleLibraries(bookOid: string, signal?: AbortSignal) {
  return call(styleLibraryCalls.list, { params: { bookOid }, signal });
}

export function createStyleLibrary(bookOid: string, body: { name: string; items?: StyleItemInput[] }) {
  return call(styleLibraryCalls.create, { params: { bookOid }, body });
}

export function updateStyleLibrary(
  bookOid: string,
  libraryOid: string,
  body: { name?: string; items?: StyleItemInput[] },
) {
  return call(styleLibraryCalls.update, { params: { bookOid, libraryOid }, body });
}

export function deleteStyleLibrary(bookOid: string, libraryOid: string) {
  return call(styleLibraryCalls.delete, { params: { bookOid, libraryOid } });
}

export function sortStyleLibraries(bookOid: string, oids: readonly string[]) {
  return call(styleLibraryCalls.sort, { params: { bookOid }, body: { oids: [...oids] } });
}

export function fetchCustomColors(bookOid: string, signal?: AbortSignal) {
  return call(customColorCalls.list, { params: { bookOid }, signal });
}

export function addCustomColor(bookOid: string, color: string) {
  return call(customColorCalls.add, { params: { bookOid }, body: { color } });
}

export function deleteCustomColor(bookOid: string, colorOid: string) {
  return call(customColorCalls.delete, { params: { bookOid, colorOid } });
}

export function fetchCustomLibraries(bookOid: string, signal?: AbortSignal) {
  return call(customLibraryCalls.list, { params: { bookOid }, signal });
}

export function createCustomLibrary(
  bookOid: string,
  body: { name: string; nodeType: string; attrs: Record<string, unknown> },
) {
  return call(customLibraryCalls.create, { params: { bookOid }, body });
}

export function deleteCustomLibrary(bookOid: string, libraryOid: string) {
  return call(customLibraryCalls.delete, { params: { bookOid, libraryOid } });
}

/** Refreshes every cross reference of the book, as a task (REFERENCE_UPDATE). */
export function updateReferences(bookOid: string) {
  return call(chapterCalls.updateReference, { params: { bookOid } });
}

/** The file's own page background, or null while it follows the book's. */
export function fetchBackgroundStyle(path: FilePath, signal?: AbortSignal, options: CallOptions = {}) {
  return call(backgroundStyleCalls.get, { params: path, signal, ...options });
}
