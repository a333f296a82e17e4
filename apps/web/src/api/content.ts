// Content calls the editor makes over HTTP (shell §7 Files > Content): the headings outline and the
// history of saved versions, and fresh links to the attachments a document shows. Editing itself goes through the save socket (editor/save/).
import type {
  Attachment,
  ContentHeading,
  DocumentJson,
  FileContent,
  FilePath,
  Page,
  Revision,
  RevisionSummary,
  SavedVersion,
} from "@textbook/shared";
import type { ItemList } from "./book-detail.ts";
import { request } from "./client.ts";

/** Cache keys of a file's content views. */
export const fileKeys = {
  revision: (fileOid: string, version: number) => ["file-revision", fileOid, version] as const,
  revisions: (fileOid: string, version: number) => ["file-revisions", fileOid, version] as const,
  headings: (fileOid: string, version: number) => ["file-headings", fileOid, version] as const,
  preview: (fileOid: string) => ["preview-content", fileOid] as const,
};

const file = (path: FilePath) =>
  `/books/${path.bookOid}/chapters/${path.chapterOid}/sections/${path.sectionOid}/files/${path.fileOid}`;

/** The stored document, for reading (the preview); editing reads it through the save socket. */
export function fetchContent(path: FilePath, signal?: AbortSignal): Promise<FileContent> {
  return request<FileContent>(`${file(path)}/content`, { signal, timeout: "content" });
}

export function fetchHeadings(path: FilePath, signal?: AbortSignal): Promise<ItemList<ContentHeading>> {
  return request<ItemList<ContentHeading>>(`${file(path)}/headings`, { signal, timeout: "content" });
}

export function fetchRevisions(
  path: FilePath,
  page: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<Page<RevisionSummary>> {
  return request<Page<RevisionSummary>>(`${file(path)}/revisions`, { query: page, signal });
}

export function fetchRevision(path: FilePath, version: number, signal?: AbortSignal): Promise<Revision> {
  return request<Revision>(`${file(path)}/revisions/${version}`, { signal, timeout: "content" });
}

/** Makes an old version the newest; refused like a save when `baseVersion` is not the stored one. */
export function restoreRevision(path: FilePath, version: number, baseVersion: number): Promise<SavedVersion> {
  return request<SavedVersion>(`${file(path)}/revisions/${version}/restore`, {
    method: "POST",
    body: { baseVersion },
    timeout: "content",
  });
}

/** The book's attachments `content` names, with fresh links; failures are the caller's (media links retry). */
export async function fetchContentAttachments(path: FilePath, content: DocumentJson): Promise<Attachment[]> {
  const list = await request<ItemList<Attachment>>(`${file(path)}/content/attachments`, {
    method: "POST",
    body: { content },
    timeout: "content",
    bypassError: true,
  });
  return list.items;
}
