// What the tree's buttons and menus do: each command opens its dialog (name, copy target, confirm,
// typed delete phrase), calls the server through the tree actions and says how it went. Commands
// reach the tree's rows through context; which ones a row offers follows the book's abilities.
import {
  type BookAbilities,
  type ChapterNode,
  type FileNode,
  formatMessage,
  type SectionNode,
  BOOK_DETAIL_TEXTS as T,
  type UserTask,
} from "@textbook/shared";
import { createContext, type ReactNode, useContext, useState } from "react";
import { copyChapter, copySection } from "../../api/chapter-tree.ts";
import { dialog } from "../../app/global/dialog.ts";
import { toast } from "../../app/global/toast.ts";
import { CopyDialog, type CopyDialogProps } from "./copy-dialog.tsx";
import { NameDialog, type NameDialogProps } from "./name-dialog.tsx";
import { revealTreeItem } from "./reveal-tree-item.ts";
import { useCopyRefresh } from "./use-copy-refresh.ts";
import { type TreeActions, useTreeActions } from "./use-tree-actions.ts";

export type TreeTarget =
  | { kind: "chapter"; chapter: ChapterNode }
  | { kind: "section"; chapter: ChapterNode; section: SectionNode }
  | { kind: "file"; chapter: ChapterNode; section: SectionNode; file: FileNode };

/** The server guards every change of chapters, sections and files (not their content) by editStructure. */
export const canEditStructure = (abilities: BookAbilities) => abilities.editStructure;

export interface TreeCommands {
  bookOid: string;
  abilities: BookAbilities;
  actions: TreeActions;
  /** Whether the row may be changed: its ability, and never under a committed chapter. */
  editable(target: TreeTarget): boolean;
  createChapter(): void;
  createChild(target: TreeTarget): void;
  rename(target: TreeTarget): void;
  copy(target: TreeTarget): void;
  remove(target: TreeTarget): void;
  toggleCommit(chapter: ChapterNode): void;
}

const TreeCommandsContext = createContext<TreeCommands | null>(null);

export function useTreeCommands(): TreeCommands {
  const commands = useContext(TreeCommandsContext);
  if (!commands) throw new Error("useTreeCommands outside TreeCommandsProvider");
  return commands;
}

const nameOf = (target: TreeTarget) =>
  target.kind === "file"
    ? target.file.name
    : target.kind === "section"
      ? target.section.name
      : target.chapter.name;

function taskStarted(text: string, task: UserTask) {
  toast.success(text, { label: T.viewTask, to: `/f/task/detail/${task.oid}` });
}

/** Runs a change and toasts its success; a refusal is already shown by the global error handler. */
async function run(change: () => Promise<unknown>, done?: string) {
  try {
    await change();
    if (done) toast.success(done);
  } catch {
    // shown by the global handler
  }
}

export function TreeCommandsProvider(props: {
  book: { oid: string; name: string; abilities: BookAbilities };
  children: ReactNode;
}) {
  const { book } = props;
  const actions = useTreeActions(book.oid);
  const followCopy = useCopyRefresh(book.oid);
  const [open, setOpen] = useState<ReactNode>(null);
  const close = () => setOpen(null);
  const nameDialog = (options: Omit<NameDialogProps, "onClose">) =>
    setOpen(<NameDialog {...options} onClose={close} />);
  const copyDialog = (options: Omit<CopyDialogProps, "onClose" | "currentBook">) =>
    setOpen(<CopyDialog {...options} currentBook={book} onClose={close} />);

  const editable = (target: TreeTarget) => !target.chapter.committed && canEditStructure(book.abilities);

  const created = (oid: string) => {
    toast.success(T.created);
    revealTreeItem(oid);
  };

  const commands: TreeCommands = {
    bookOid: book.oid,
    abilities: book.abilities,
    actions,
    editable,
    createChapter: () =>
      nameDialog({
        title: T.createChapter,
        label: T.chapterName,
        onSubmit: (name) => actions.createChapter(name).then(created),
      }),
    createChild(target) {
      if (target.kind === "chapter") {
        nameDialog({
          title: T.createSection,
          label: T.sectionName,
          onSubmit: (name) => actions.createSection(target.chapter, name).then(created),
        });
      } else if (target.kind === "section") {
        nameDialog({
          title: T.createFile,
          label: T.fileName,
          onSubmit: (name) => actions.createFile(target.section, name).then(created),
        });
      }
    },
    rename(target) {
      const label =
        target.kind === "chapter" ? T.chapterName : target.kind === "section" ? T.sectionName : T.fileName;
      nameDialog({
        title: T.rename,
        label,
        initialName: nameOf(target),
        onSubmit: async (name) => {
          if (target.kind === "chapter") await actions.renameChapter(target.chapter, name);
          else if (target.kind === "section") await actions.renameSection(target.section, name);
          else await actions.renameFile(target.section, target.file, name);
          toast.success(T.renamed);
        },
      });
    },
    copy(target) {
      if (target.kind === "chapter") {
        copyDialog({
          title: T.copyChapterTitle,
          level: "book",
          excludeCurrentBook: true,
          needs: canEditStructure,
          onSubmit: async ({ bookOid }) =>
            taskStarted(T.copyStarted, await copyChapter(book.oid, target.chapter.oid, bookOid)),
        });
      } else if (target.kind === "section") {
        copyDialog({
          title: T.copySectionTitle,
          level: "chapter",
          needs: canEditStructure,
          onSubmit: async ({ bookOid, chapterOid }) => {
            if (!chapterOid) return;
            const path = {
              bookOid: book.oid,
              chapterOid: target.chapter.oid,
              sectionOid: target.section.oid,
            };
            const task = await copySection(path, { targetBookOid: bookOid, targetChapterOid: chapterOid });
            taskStarted(T.copyStarted, task);
            if (bookOid === book.oid) followCopy(task.oid);
          },
        });
      } else {
        copyDialog({
          title: T.copyFileTitle,
          level: "section",
          needs: canEditStructure,
          onSubmit: async ({ sectionOid }) => {
            if (!sectionOid) return;
            await actions.copyFile(target.section, target.file, sectionOid);
            toast.success(T.copied);
          },
        });
      }
    },
    async remove(target) {
      const name = nameOf(target);
      if (target.kind === "file") {
        const yes = await dialog.confirm("delete", { content: formatMessage(T.deleteFileConfirm, { name }) });
        if (yes) await run(() => actions.deleteFile(target.section, target.file), T.deleted);
        return;
      }
      const template = target.kind === "chapter" ? T.deleteChapterConfirm : T.deleteSectionConfirm;
      const yes = await dialog.confirmDeleteChapter({ content: formatMessage(template, { name }) });
      if (!yes) return;
      await run(
        () =>
          target.kind === "chapter"
            ? actions.deleteChapter(target.chapter)
            : actions.deleteSection(target.section),
        T.deleted,
      );
    },
    async toggleCommit(chapter) {
      const committing = !chapter.committed;
      const yes = await dialog.confirm("change", {
        content: formatMessage(committing ? T.commitConfirm : T.revertConfirm, { name: chapter.name }),
      });
      if (!yes) return;
      await run(
        () => (committing ? actions.commit(chapter) : actions.revert(chapter)),
        committing ? T.committedDone : T.revertedDone,
      );
    },
  };

  return (
    <TreeCommandsContext.Provider value={commands}>
      {props.children}
      {open}
    </TreeCommandsContext.Provider>
  );
}
