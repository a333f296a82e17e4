// The pieces the link, popup, link box and extended reading panels are made of: labelled fields,
// selects filled from lists, a checkbox, and the 取消 / 确定 panel frame with its problem line.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { ApiError } from "../../../api/client.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { type FloatingPanel, openFloatingPanel } from "../../core/node-view/floating-panel.ts";
import { LINK_TARGET_TYPES } from "./link-target.ts";
import "./panel-parts.css";

/** What a node's panel opens with: its anchor, the editor, the node's attributes and how to write them. */
export interface NodePanelOptions {
  anchor: HTMLElement;
  editor: Editor;
  attributes: Record<string, unknown>;
  /** Writes attributes onto the node (one undoable step). */
  onSave: (attributes: Record<string, unknown>) => void;
}

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export function field(label: string, control: HTMLElement): HTMLLabelElement {
  return createElement("label", { class: "tb-floating-panel__field" }, [
    createElement("span", {}, [label]),
    control,
  ]);
}

export function textInput(name: string, value: string | null | undefined): HTMLInputElement {
  const input = createElement("input", { name, type: "text" });
  input.value = value ?? "";
  return input;
}

export function selectInput(name: string, options: Option[] = [], value = ""): HTMLSelectElement {
  const select = createElement("select", { name });
  fillSelect(select, options, value);
  return select;
}

/** Replaces the options; the value stays when it is still offered, else the first option is chosen. */
export function fillSelect(select: HTMLSelectElement, options: Option[], value = select.value): void {
  select.replaceChildren(
    ...options.map((option) =>
      createElement("option", { value: option.value, ...(option.disabled ? { disabled: "" } : {}) }, [
        option.label,
      ]),
    ),
  );
  select.value = options.some((option) => option.value === value) ? value : (options[0]?.value ?? "");
}

/** The link target types (BOOK, URL, VIRTUAL) to choose from; URL unless `value` is one of them. */
export function linkTypeSelect(value: unknown): HTMLSelectElement {
  const known = (LINK_TARGET_TYPES as readonly unknown[]).includes(value);
  return selectInput(
    "linkType",
    LINK_TARGET_TYPES.map((type) => ({ value: type, label: EDITOR_BLOCK_TEXTS.link.types[type] })),
    known ? String(value) : "URL",
  );
}

export function checkbox(
  name: string,
  label: string,
  checked: boolean,
): { element: HTMLElement; input: HTMLInputElement } {
  const input = createElement("input", { name, type: "checkbox" });
  input.checked = checked;
  return { element: createElement("label", { class: "tb-check" }, [input, label]), input };
}

export interface PanelFrame {
  panel: FloatingPanel;
  /** Shows why the values cannot be saved (empty clears it). */
  showProblem: (message: string | null) => void;
}

/**
 * A floating panel with a title, the body, a problem line and 取消 / 确定 (plus extra buttons before
 * them). `onDone` saves and answers true, or answers false after showing why it could not; the panel
 * then stays open. While it runs the buttons are disabled (it may call the server).
 */
export function openPanelFrame(options: {
  anchor: HTMLElement;
  title: string;
  body: Node[];
  extraButtons?: HTMLButtonElement[];
  onDone: (frame: PanelFrame) => Promise<boolean> | boolean;
  /** Told once the panel closes, saved or not. */
  onClose?: () => void;
}): PanelFrame {
  const problem = createElement("p", { class: "tb-floating-panel__error", role: "alert" });
  const cancel = createElement("button", { type: "button" }, [EDITOR_BLOCK_TEXTS.math.cancel]);
  const done = createElement("button", { type: "button", class: "tb-primary" }, [
    EDITOR_BLOCK_TEXTS.math.done,
  ]);
  const panel = openFloatingPanel({
    anchor: options.anchor,
    label: options.title,
    onClose: options.onClose,
    content: [
      createElement("p", { class: "tb-floating-panel__title" }, [options.title]),
      ...options.body,
      problem,
      createElement("div", { class: "tb-floating-panel__actions" }, [
        ...(options.extraButtons ?? []),
        cancel,
        done,
      ]),
    ],
  });
  const frame: PanelFrame = {
    panel,
    showProblem: (message) => {
      problem.textContent = message ?? "";
    },
  };
  cancel.addEventListener("click", () => panel.close());
  done.addEventListener("click", async () => {
    frame.showProblem(null);
    done.disabled = true;
    try {
      if (await options.onDone(frame)) panel.close();
    } finally {
      done.disabled = false;
    }
  });
  panel.element.querySelector<HTMLElement>("input, textarea, select")?.focus();
  return frame;
}

/** Why a call made from a panel failed, as the server said it (a field's message first), else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const [fieldMessage] = Object.values(error.errors);
  return fieldMessage ?? (error.message || fallback);
}
