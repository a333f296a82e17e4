// Dialog helpers (shell §2): info, error, confirm variants and the typed-phrase delete confirmation.
// Each call returns a promise of the answer; the dialog closes at once and its component is removed
// UI.dialogCloseDelayMs later, after the closing animation.
import { UI } from "@textbook/shared";
import type { ReactNode } from "react";
import { CONFIRM_LOOKS, type ConfirmKind } from "./dialog-variants.ts";
import { createStore } from "./notice-store.ts";

export type DialogVariant = "info" | "error" | "confirm" | "typedDelete";

export interface DialogItem {
  id: number;
  variant: DialogVariant;
  title: string;
  content: ReactNode;
  okText: string;
  danger: boolean;
  open: boolean;
  answer: (value: boolean) => void;
}

export interface DialogOptions {
  title?: string;
  content: ReactNode;
  okText?: string;
}

export const dialogStore = createStore<DialogItem>();
let nextId = 1;

function open(
  variant: DialogVariant,
  look: { title: string; okText: string; danger: boolean },
  options: DialogOptions,
) {
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      dialogStore.update(
        (item) => item.id === id,
        (item) => ({ ...item, open: false }),
      );
      resolve(value);
      setTimeout(() => dialogStore.remove((item) => item.id === id), UI.dialogCloseDelayMs);
    };
    dialogStore.add({
      id,
      variant,
      title: options.title ?? look.title,
      content: options.content,
      okText: options.okText ?? look.okText,
      danger: look.danger,
      open: true,
      answer,
    });
  });
}

export const dialog = {
  info: (options: DialogOptions) => open("info", CONFIRM_LOOKS.tip, options).then(() => undefined),
  error: (options: DialogOptions) =>
    open("error", { ...CONFIRM_LOOKS.tip, danger: true }, options).then(() => undefined),
  confirm: (kind: ConfirmKind, options: DialogOptions) => open("confirm", CONFIRM_LOOKS[kind], options),
  /** Deleting a chapter or section: the answer button stays disabled until 确认删除章节 is typed. */
  confirmDeleteChapter: (options: DialogOptions) => open("typedDelete", CONFIRM_LOOKS.delete, options),
};
