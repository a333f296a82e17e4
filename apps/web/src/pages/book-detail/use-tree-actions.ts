// Every change to a book's chapter tree. Reorders are optimistic: the new order shows at once and
// goes back (then reloads) when the server refuses; the global error handler shows the refusal.
// Other changes wait for the server and then reload the tree.
import { useQueryClient } from "@tanstack/react-query";
import { type ChapterNode, type FileNode, rules, type SectionNode } from "@textbook/shared";
import type { ItemList } from "../../api/book-detail.ts";
import { bookKeys } from "../../api/book-detail.ts";
import * as api from "../../api/chapter-tree.ts";
import { composeBodyOf, replaceSection } from "./tree-order.ts";

export interface TreeActions {
  compose(next: ChapterNode[]): Promise<void>;
  orderFiles(next: SectionNode): Promise<void>;
  /** Each creation answers the new item's oid. */
  createChapter(name: string): Promise<string>;
  renameChapter(chapter: ChapterNode, name: string): Promise<void>;
  deleteChapter(chapter: ChapterNode): Promise<void>;
  commit(chapter: ChapterNode): Promise<void>;
  revert(chapter: ChapterNode): Promise<void>;
  createSection(chapter: ChapterNode, name: string): Promise<string>;
  renameSection(section: SectionNode, name: string): Promise<void>;
  deleteSection(section: SectionNode): Promise<void>;
  createFile(section: SectionNode, name: string): Promise<string>;
  renameFile(section: SectionNode, file: FileNode, name: string): Promise<void>;
  deleteFile(section: SectionNode, file: FileNode): Promise<void>;
  copyFile(section: SectionNode, file: FileNode, targetSectionOid: string): Promise<void>;
}

export function useTreeActions(bookOid: string): TreeActions {
  const client = useQueryClient();
  const key = bookKeys.tree(bookOid);
  const current = () => client.getQueryData<ItemList<ChapterNode>>(key)?.items ?? [];
  const setTree = (items: ChapterNode[]) => client.setQueryData(key, { items, total: items.length });
  const reload = () => client.invalidateQueries({ queryKey: key, exact: true });
  const pathOf = (section: SectionNode) => ({
    bookOid,
    chapterOid: section.chapterOid,
    sectionOid: section.oid,
  });

  /** Shows `next` now (before the first await, so a drop never flickers), then asks the server. */
  async function optimistic<T>(next: ChapterNode[], call: () => Promise<T>, settle: (answer: T) => void) {
    const before = current();
    setTree(next);
    try {
      settle(await call());
    } catch (error) {
      setTree(before);
      void reload();
      throw error;
    }
  }

  return {
    compose: (next) =>
      optimistic(
        next,
        () => api.composeChapters(bookOid, composeBodyOf(next)),
        (answer) => setTree(answer.items),
      ),
    orderFiles: (next) =>
      optimistic(
        replaceSection(current(), next),
        () =>
          api.orderFiles(
            pathOf(next),
            next.files.map((file) => file.oid),
          ),
        (answer) => setTree(replaceSection(current(), answer)),
      ),
    async createChapter(name) {
      const { oid } = await api.createChapter(bookOid, name);
      await reload();
      return oid;
    },
    async renameChapter(chapter, name) {
      await api.renameChapter(bookOid, chapter.oid, name);
      await reload();
    },
    async deleteChapter(chapter) {
      await api.deleteChapters(bookOid, [chapter.oid], rules.DELETE_CONFIRM_PHRASE);
      await reload();
    },
    async commit(chapter) {
      setTree((await api.commitChapters(bookOid, [chapter.oid])).items);
    },
    async revert(chapter) {
      setTree((await api.revertChapters(bookOid, [chapter.oid])).items);
    },
    async createSection(chapter, name) {
      const { oid } = await api.createSection(bookOid, chapter.oid, name);
      await reload();
      return oid;
    },
    async renameSection(section, name) {
      await api.renameSection(pathOf(section), name);
      await reload();
    },
    async deleteSection(section) {
      await api.deleteSections(bookOid, section.chapterOid, [section.oid], rules.DELETE_CONFIRM_PHRASE);
      await reload();
    },
    async createFile(section, name) {
      const { oid } = await api.createFile(pathOf(section), name);
      await reload();
      return oid;
    },
    async renameFile(section, file, name) {
      await api.renameFile(pathOf(section), file.oid, name);
      await reload();
    },
    async deleteFile(section, file) {
      await api.deleteFiles(pathOf(section), [file.oid]);
      await reload();
    },
    async copyFile(section, file, targetSectionOid) {
      await api.copyFile(pathOf(section), file.oid, targetSectionOid);
      await reload();
    },
  };
}
