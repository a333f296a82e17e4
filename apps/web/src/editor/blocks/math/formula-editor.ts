// The formula editor: a LaTeX textarea with a live KaTeX preview under the formula; errors show
// in the preview while typing, and 确定 (or Ctrl+Enter) writes the formula back.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { createElement } from "../../core/node-view/create-element.ts";
import { type FloatingPanel, openFloatingPanel } from "../../core/node-view/floating-panel.ts";
import { renderLatex } from "./render-latex.ts";

const TEXTS = EDITOR_BLOCK_TEXTS.math;

export interface FormulaEditorOptions {
  anchor: HTMLElement;
  latex: string;
  displayMode: boolean;
  onSave: (latex: string) => void;
  onClose?: () => void;
}

export function openFormulaEditor({
  anchor,
  latex,
  displayMode,
  onSave,
  onClose,
}: FormulaEditorOptions): FloatingPanel {
  const textarea = createElement("textarea", { placeholder: TEXTS.latexPlaceholder, spellcheck: "false" });
  textarea.value = latex;
  const preview = createElement("div", { class: "tb-math-preview", "aria-live": "polite" });
  const cancel = createElement("button", { type: "button" }, [TEXTS.cancel]);
  const done = createElement("button", { type: "button", class: "tb-primary" }, [TEXTS.done]);
  const panel = openFloatingPanel({
    anchor,
    label: TEXTS.edit,
    onClose,
    content: [
      createElement("p", { class: "tb-floating-panel__title" }, [TEXTS.edit]),
      createElement("label", { class: "tb-floating-panel__field" }, [
        createElement("span", {}, [TEXTS.latex]),
        textarea,
      ]),
      createElement("div", { class: "tb-floating-panel__field" }, [
        createElement("span", {}, [TEXTS.preview]),
        preview,
      ]),
      createElement("div", { class: "tb-floating-panel__actions" }, [cancel, done]),
    ],
  });
  const save = () => {
    const value = textarea.value.trim();
    panel.close();
    if (value !== latex) onSave(value);
  };
  renderLatex(preview, latex, displayMode);
  textarea.addEventListener("input", () => renderLatex(preview, textarea.value, displayMode));
  textarea.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  });
  cancel.addEventListener("click", () => panel.close());
  done.addEventListener("click", save);
  textarea.focus();
  return panel;
}
