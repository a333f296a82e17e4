// Calls on a book's chapter > section > file tree (shell §7 Chapters, Sections, Files). Copies of
// chapters and sections run as background tasks and answer the UserTask.

import { useQuery } from "@tanstack/react-query";
import type {
  ChapterNode,
  ComposeBody,
  ContentFileType,
  FileNode,
  SectionNode,
  SectionPath,
  UserTask,
} from "@textbook/shared";
import { bookKeys, type ItemList } from "./book-detail.ts";
import { request } from "./client.ts";

const chapters = (bookOid: string) => `/books/${bookOid}/chapters`;
const sections = (bookOid: string, chapterOid: string) => `${chapters(bookOid)}/${chapterOid}/sections`;
const files = (bookOid: string, chapterOid: string, sectionOid: string) =>
  `${sections(bookOid, chapterOid)}/${sectionOid}/files`;

export function fetchChapterTree(bookOid: string, signal?: AbortSignal): Promise<ItemList<ChapterNode>> {
  return request<ItemList<ChapterNode>>(chapters(bookOid), { signal });
}

export function fetchChapter(
  bookOid: string,
  chapterOid: string,
  signal?: AbortSignal,
): Promise<ChapterNode> {
  return request<ChapterNode>(`${chapters(bookOid)}/${chapterOid}`, { signal });
}

export function createChapter(bookOid: string, name: string): Promise<ChapterNode> {
  return request<ChapterNode>(chapters(bookOid), { method: "POST", body: { name } });
}

export function renameChapter(bookOid: string, chapterOid: string, name: string): Promise<ChapterNode> {
  return request<ChapterNode>(`${chapters(bookOid)}/${chapterOid}`, { method: "PUT", body: { name } });
}

/** The caller has typed 确认删除章节 in the delete dialog; the server checks the phrase again. */
export function deleteChapters(bookOid: string, oids: string[], confirmPhrase: string): Promise<null> {
  return request<null>(`${chapters(bookOid)}/batch-delete`, { method: "PUT", body: { oids, confirmPhrase } });
}

export function commitChapters(bookOid: string, oids: string[]): Promise<ItemList<ChapterNode>> {
  return request<ItemList<ChapterNode>>(`${chapters(bookOid)}/committed`, { method: "PUT", body: { oids } });
}

export function revertChapters(bookOid: string, oids: string[]): Promise<ItemList<ChapterNode>> {
  return request<ItemList<ChapterNode>>(`${chapters(bookOid)}/reverted`, { method: "PUT", body: { oids } });
}

export function composeChapters(bookOid: string, body: ComposeBody): Promise<ItemList<ChapterNode>> {
  return request<ItemList<ChapterNode>>(`${chapters(bookOid)}/compose`, { method: "PUT", body });
}

export function copyChapter(bookOid: string, chapterOid: string, targetBookOid: string): Promise<UserTask> {
  return request<UserTask>(`${chapters(bookOid)}/${chapterOid}/copy`, {
    method: "POST",
    body: { targetBookOid },
  });
}

export function createSection(bookOid: string, chapterOid: string, name: string): Promise<SectionNode> {
  return request<SectionNode>(sections(bookOid, chapterOid), { method: "POST", body: { name } });
}

export function renameSection(path: SectionPath, name: string): Promise<SectionNode> {
  return request<SectionNode>(`${sections(path.bookOid, path.chapterOid)}/${path.sectionOid}`, {
    method: "PUT",
    body: { name },
  });
}

export function deleteSections(
  bookOid: string,
  chapterOid: string,
  oids: string[],
  confirmPhrase: string,
): Promise<null> {
  return request<null>(`${sections(bookOid, chapterOid)}/batch-delete`, {
    method: "PUT",
    body: { oids, confirmPhrase },
  });
}

export function copySection(
  path: SectionPath,
  target: { targetBookOid: string; targetChapterOid: string },
): Promise<UserTask> {
  return request<UserTask>(`${sections(path.bookOid, path.chapterOid)}/${path.sectionOid}/copy`, {
    method: "POST",
    body: target,
  });
}

export function createFile(path: SectionPath, name: string, type: ContentFileType): Promise<FileNode> {
  return request<FileNode>(files(path.bookOid, path.chapterOid, path.sectionOid), {
    method: "POST",
    body: { name, type },
  });
}

export function renameFile(path: SectionPath, fileOid: string, name: string): Promise<FileNode> {
  return request<FileNode>(`${files(path.bookOid, path.chapterOid, path.sectionOid)}/${fileOid}`, {
    method: "PUT",
    body: { name },
  });
}

export function orderFiles(path: SectionPath, fileOids: string[]): Promise<SectionNode> {
  return request<SectionNode>(`${files(path.bookOid, path.chapterOid, path.sectionOid)}/order`, {
    method: "PUT",
    body: { fileOids },
  });
}

export function deleteFiles(path: SectionPath, oids: string[]): Promise<null> {
  return request<null>(`${files(path.bookOid, path.chapterOid, path.sectionOid)}/deleted`, {
    method: "PUT",
    body: { oids },
  });
}

export function copyFile(path: SectionPath, fileOid: string, targetSectionOid: string): Promise<FileNode> {
  return request<FileNode>(`${files(path.bookOid, path.chapterOid, path.sectionOid)}/${fileOid}/copy`, {
    method: "POST",
    body: { targetSectionOid },
  });
}

export function useChapterTree(bookOid: string, enabled = true) {
  return useQuery({
    queryKey: bookKeys.tree(bookOid),
    queryFn: ({ signal }) => fetchChapterTree(bookOid, signal),
    enabled,
  });
}
