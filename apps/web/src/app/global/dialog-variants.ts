// The confirm variants of shell §2 and how each one asks: its default title, answer button and
// whether the answer is destructive (red button).
import { DIALOG_TEXTS } from "@textbook/shared";

export const CONFIRM_KINDS = [
  "danger",
  "remove",
  "revision",
  "tip",
  "delete",
  "change",
  "close",
  "generic",
] as const;
export type ConfirmKind = (typeof CONFIRM_KINDS)[number];

export interface VariantLook {
  title: string;
  okText: string;
  danger: boolean;
}

export const CONFIRM_LOOKS: Record<ConfirmKind, VariantLook> = {
  danger: { title: DIALOG_TEXTS.tip, okText: DIALOG_TEXTS.confirm, danger: true },
  remove: { title: DIALOG_TEXTS.remove, okText: DIALOG_TEXTS.remove, danger: true },
  revision: { title: DIALOG_TEXTS.tip, okText: DIALOG_TEXTS.confirm, danger: false },
  tip: { title: DIALOG_TEXTS.tip, okText: DIALOG_TEXTS.ok, danger: false },
  delete: { title: DIALOG_TEXTS.delete, okText: DIALOG_TEXTS.delete, danger: true },
  change: { title: DIALOG_TEXTS.tip, okText: DIALOG_TEXTS.confirm, danger: false },
  close: { title: DIALOG_TEXTS.close, okText: DIALOG_TEXTS.close, danger: true },
  generic: { title: DIALOG_TEXTS.tip, okText: DIALOG_TEXTS.ok, danger: false },
};
