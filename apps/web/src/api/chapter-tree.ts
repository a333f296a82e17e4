// Calls on a book's chapter > section > file tree (shell §7 Chapters, Sections, Files). Copies of
// chapters and sections run as background tasks and answer the UserTask.

import { useQuery } from "@tanstack/react-query";
import {
  type ChapterNode,
  type ComposeBody,
  chapterCalls,
  type FileNode,
  fileCalls,
  type SectionNode,
  type SectionPath,
  sectionCalls,
  type UserTask,
} from "@textbook/shared";
import { bookKeys, type ItemList } from "./book-detail.ts";
import { call } from "./call.ts";

export function fetchChapterTree(bookOid: string, signal?: AbortSignal): Promise<ItemList<ChapterNode>> {
  return call(chapterCalls.tree, { params: { bookOid }, signal });
}

export function fetchChapter(
  bookOid: string,
  chapterOid: string,
  signal?: AbortSignal,
): Promise<ChapterNode> {
  return call(chapterCalls.get, { params: { bookOid, chapterOid }, signal });
}

export function createChapter(bookOid: string, name: string): Promise<ChapterNode> {
  return call(chapterCalls.create, { params: { bookOid }, body: { name } });
}

export function renameChapter(bookOid: string, chapterOid: string, name: string): Promise<ChapterNode> {
  return call(chapterCalls.rename, { params: { bookOid, chapterOid }, body: { name } });
}

/** The caller has typed 确认删除章节 in the delete dialog; the server checks the phrase again. */
export function deleteChapters(bookOid: string, oids: string[], confirmPhrase: string): Promise<null> {
  return call(chapterCalls.batchDelete, { params: { bookOid }, body: { oids, confirmPhrase } });
}

export function commitChapters(bookOid: string, oids: string[]): Promise<ItemList<ChapterNode>> {
  return call(chapterCalls.commit, { params: { bookOid }, body: { oids } });
}

export function revertChapters(bookOid: string, oids: string[]): Promise<ItemList<ChapterNode>> {
  return call(chapterCalls.revert, { params: { bookOid }, body: { oids } });
}

export function composeChapters(bookOid: string, body: ComposeBody): Promise<ItemList<ChapterNode>> {
  return call(chapterCalls.compose, { params: { bookOid }, body });
}

export function copyChapter(bookOid: string, chapterOid: string, targetBookOid: string): Promise<UserTask> {
  return call(chapterCalls.copy, { params: { bookOid, chapterOid }, body: { targetBookOid } });
}

export function createSection(bookOid: string, chapterOid: string, name: string): Promise<SectionNode> {
  return call(sectionCalls.create, { params: { bookOid, chapterOid }, body: { name } });
}

export function renameSection(path: SectionPath, name: string): Promise<SectionNode> {
  return call(sectionCalls.rename, { params: path, body: { name } });
}

export function deleteSections(
  bookOid: string,
  chapterOid: string,
  oids: string[],
  confirmPhrase: string,
): Promise<null> {
  return call(sectionCalls.batchDelete, { params: { bookOid, chapterOid }, body: { oids, confirmPhrase } });
}

export function copySection(
  path: SectionPath,
  target: { targetBookOid: string; targetChapterOid: string },
): Promise<UserTask> {
  return call(sectionCalls.copy, { params: path, body: target });
}

export function createFile(path: SectionPath, name: string): Promise<FileNode> {
  return call(fileCalls.create, { params: path, body: { name } });
}

export function renameFile(path: SectionPath, fileOid: string, name: string): Promise<FileNode> {
  return call(fileCalls.rename, { params: { ...path, fileOid }, body: { name } });
}

export function orderFiles(path: SectionPath, fileOids: string[]): Promise<SectionNode> {
  return call(fileCalls.order, { params: path, body: { fileOids } });
}

export function deleteFiles(path: SectionPath, oids: string[]): Promise<null> {
  return call(fileCalls.delete, { params: path, body: { oids } });
}

export function copyFile(path: SectionPath, fileOid: string, targetSectionOid: string): Promise<FileNode> {
  return call(fileCalls.copy, { params: { ...path, fileOid }, body: { targetSectionOid } });
}

export function useChapterTree(bookOid: string, enabled = true) {
  return useQuery({
    queryKey: bookKeys.tree(bookOid),
    queryFn: ({ signal }) => fetchChapterTree(bookOid, signal),
    enabled,
  });
}
