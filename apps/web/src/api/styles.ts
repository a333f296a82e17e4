// Whole-book style calls (shell §7): the book's custom styles and their task, the advanced-style
// editing lock, style libraries, custom colours, custom libraries, theme, note-title style, update
// reference, a file's background style and the whole-book task states.
import type {
  BackgroundStyle,
  BookTaskState,
  CustomColor,
  CustomLibrary,
  CustomStyles,
  FilePath,
  NoteTitleStyleBody,
  StyleEditing,
  StyleItemInput,
  StyleLibrary,
  UserTask,
} from "@textbook/shared";
import { type RequestOptions, request } from "./client.ts";

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

const book = (bookOid: string) => `/books/${encodeURIComponent(bookOid)}`;

export function fetchCustomStyles(bookOid: string, signal?: AbortSignal, options: CallOptions = {}) {
  return request<CustomStyles>(`${book(bookOid)}/custom-styles`, { signal, ...options });
}

/** Saves the whole look as a task (CUSTOM_STYLE_UPDATE); editing waits while it runs. */
export function saveCustomStyles(
  bookOid: string,
  items: readonly StyleItemInput[],
  options: CallOptions = {},
) {
  return request<UserTask>(`${book(bookOid)}/custom-styles`, { method: "POST", body: { items }, ...options });
}

/** Back to every default, as a task (CUSTOM_STYLE_RESET). */
export function resetCustomStyles(bookOid: string, options: CallOptions = {}) {
  return request<UserTask>(`${book(bookOid)}/custom-styles`, { method: "DELETE", ...options });
}

export type BookTaskKind = "custom-styles" | "note-title" | "update-reference";
const TASK_STATE_PATHS: Record<BookTaskKind, string> = {
  "custom-styles": "custom-styles/task-state",
  "note-title": "check-note-title-task-state",
  "update-reference": "check-update-reference-task-state",
};

export function fetchBookTaskState(bookOid: string, kind: BookTaskKind, signal?: AbortSignal) {
  return request<BookTaskState>(`${book(bookOid)}/${TASK_STATE_PATHS[kind]}`, { signal, bypassError: true });
}

/** Takes or renews the advanced-style lock; refused with error.editing-custom-style.failed. */
export function holdStyleEditing(bookOid: string) {
  return request<StyleEditing>(`${book(bookOid)}/custom-styles/editing`, {
    method: "PUT",
    bypassError: true,
  });
}

export function releaseStyleEditing(bookOid: string) {
  return request<null>(`${book(bookOid)}/custom-styles/editing`, { method: "DELETE", bypassError: true });
}

export function fetchStyleLibraries(bookOid: string, signal?: AbortSignal) {
  return request<{ items: StyleLibrary[] }>(`${book(bookOid)}/style-libraries`, { signal });
}

export function createStyleLibrary(bookOid: string, body: { name: string; items?: StyleItemInput[] }) {
  return request<StyleLibrary>(`${book(bookOid)}/style-libraries`, { method: "POST", body });
}

export function updateStyleLibrary(
  bookOid: string,
  libraryOid: string,
  body: { name?: string; items?: StyleItemInput[] },
) {
  return request<StyleLibrary>(`${book(bookOid)}/style-libraries/${encodeURIComponent(libraryOid)}`, {
    method: "PUT",
    body,
  });
}

export function deleteStyleLibrary(bookOid: string, libraryOid: string) {
  return request<null>(`${book(bookOid)}/style-libraries/${encodeURIComponent(libraryOid)}`, {
    method: "DELETE",
  });
}

export function sortStyleLibraries(bookOid: string, oids: readonly string[]) {
  return request<{ items: StyleLibrary[] }>(`${book(bookOid)}/style-libraries/sort`, {
    method: "PUT",
    body: { oids },
  });
}

export function fetchCustomColors(bookOid: string, signal?: AbortSignal) {
  return request<{ items: CustomColor[] }>(`${book(bookOid)}/custom-colors`, { signal });
}

export function addCustomColor(bookOid: string, color: string) {
  return request<CustomColor>(`${book(bookOid)}/custom-colors`, { method: "POST", body: { color } });
}

export function deleteCustomColor(bookOid: string, colorOid: string) {
  return request<null>(`${book(bookOid)}/custom-colors/${encodeURIComponent(colorOid)}`, {
    method: "DELETE",
  });
}

export function fetchCustomLibraries(bookOid: string, signal?: AbortSignal) {
  return request<{ items: CustomLibrary[] }>(`${book(bookOid)}/custom-libraries`, { signal });
}

export function createCustomLibrary(
  bookOid: string,
  body: { name: string; nodeType: string; attrs: Record<string, unknown> },
) {
  return request<CustomLibrary>(`${book(bookOid)}/custom-libraries`, { method: "POST", body });
}

export function deleteCustomLibrary(bookOid: string, libraryOid: string) {
  return request<null>(`${book(bookOid)}/custom-libraries/${encodeURIComponent(libraryOid)}`, {
    method: "DELETE",
  });
}

/** Renumbers every caption of the book in the chosen style, as a task (NOTE_TITLE_UPDATE). */
export function setNoteTitleStyle(bookOid: string, body: NoteTitleStyleBody) {
  return request<UserTask>(`${book(bookOid)}/note-title-style`, { method: "POST", body });
}

/** Refreshes every cross reference of the book, as a task (REFERENCE_UPDATE). */
export function updateReferences(bookOid: string) {
  return request<UserTask>(`${book(bookOid)}/chapters/update-reference`, { method: "POST" });
}

/** The file's own page background, or null while it follows the book's. */
export function fetchBackgroundStyle(path: FilePath, signal?: AbortSignal, options: CallOptions = {}) {
  const { bookOid, chapterOid, sectionOid, fileOid } = path;
  return request<BackgroundStyle | null>(
    `${book(bookOid)}/chapters/${chapterOid}/sections/${sectionOid}/files/${fileOid}/background-style`,
    { signal, ...options },
  );
}
