// Why the caller may only read a file it can see, or null when it may edit: its role, a committed
// chapter (shell §4), or a whole-book task that rewrites every file (content §8 codes).
import type { SaveErrorCode } from "@textbook/shared";
import { decideBook } from "../books/policy.ts";
import { EditRefusal } from "./edit-refusal.ts";
import { BOOK_TASK_BLOCKS, type OpenedFile } from "./open-file.ts";

export function editBlock(opened: OpenedFile): SaveErrorCode | null {
  if (decideBook(opened.actor, opened.book, "editContent") !== "allowed") return "error.permission.denied";
  if (opened.chapter.committed) return "error.file.committed";
  return opened.bookTask ? (BOOK_TASK_BLOCKS[opened.bookTask] ?? null) : null;
}

export function requireEditable(opened: OpenedFile): void {
  const block = editBlock(opened);
  if (block) throw new EditRefusal(block);
}
