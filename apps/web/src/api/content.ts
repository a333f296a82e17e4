// Content calls the editor makes over HTTP (shell §7 Files > Content): the headings outline and the
// history of saved versions, and fresh links to the attachments a document shows. Editing itself goes through the save socket (editor/save/).
import {
  type Attachment,
  type ContentHeading,
  contentCalls,
  type DocumentJson,
  type FileContent,
  type FilePath,
  type Page,
  type Revision,
  type RevisionSummary,
  type SavedVersion,
} from "@textbook/shared";
import type { ItemList } from "./book-detail.ts";
import { call } from "./call.ts";

/** Cache keys of a file's content views. */
export const fileKeys = {
  revision: (fileOid: string, version: number) => ["file-revision", fileOid, version] as const,
  revisions: (fileOid: string, version: number) => ["file-revisions", fileOid, version] as const,
  headings: (fileOid: string, version: number) => ["file-headings", fileOid, version] as const,
  preview: (fileOid: string) => ["preview-content", fileOid] as const,
};

/** The stored document, for reading (the preview); editing reads it through the save socket. */
export function fetchContent(path: FilePath, signal?: AbortSignal): Promise<FileContent> {
  return call(contentCalls.get, { params: path, signal });
}

export function fetchHeadings(path: FilePath, signal?: AbortSignal): Promise<ItemList<ContentHeading>> {
  return call(contentCalls.headings, { params: path, signal });
}

export function fetchRevisions(
  path: FilePath,
  page: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<Page<RevisionSummary>> {
  return call(contentCalls.revisions, { params: path, query: page, signal });
}

export function fetchRevision(path: FilePath, version: number, signal?: AbortSignal): Promise<Revision> {
  return call(contentCalls.revision, { params: { ...path, version }, signal });
}

/** Makes an old version the newest; refused like a save when `baseVersion` is not the stored one. */
export function restoreRevision(path: FilePath, version: number, baseVersion: number): Promise<SavedVersion> {
  return call(contentCalls.restore, { params: { ...path, version }, body: { baseVersion } });
}

/** The book's attachments `content` names, with fresh links; failures are the caller's (media links retry). */
export async function fetchContentAttachments(path: FilePath, content: DocumentJson): Promise<Attachment[]> {
  const list = await call(contentCalls.attachments, {
    params: path,
    body: { content },
    bypassError: true,
  });
  return list.items;
}
