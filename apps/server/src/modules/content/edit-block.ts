// Why the caller may only read a file it can see, or null when it may edit: its role, a locked or
// inactive book, a committed chapter (shell §4), or a whole-book task that rewrites every file (content §8 codes).
import type { SaveErrorCode } from "@textbook/shared";
import { decideBook } from "../books/policy.ts";
import { EditRefusal } from "./edit-refusal.ts";
import { BOOK_TASK_BLOCKS, type OpenedFile } from "./open-file.ts";

export interface EditLeave {
  /**
   * The whole-book task asked this writer to save what it has first (before-save-custom-style), so
   * that save passes the task's block: it lands before the task reads the file, not after.
   */
  askedByBookTask?: boolean;
}

export function editBlock(opened: OpenedFile, leave: EditLeave = {}): SaveErrorCode | null {
  const decision = decideBook(opened.actor, opened.book, "editContent");
  if (decision === "readOnly") return "error.book.locked";
  if (decision !== "allowed") return "error.permission.denied";
  if (opened.chapter.committed) return "error.file.committed";
  if (!opened.bookTask || leave.askedByBookTask) return null;
  return BOOK_TASK_BLOCKS[opened.bookTask] ?? null;
}

export function requireEditable(opened: OpenedFile, leave: EditLeave = {}): void {
  const block = editBlock(opened, leave);
  if (block) throw new EditRefusal(block);
}
