// Inline and display math: the stored LaTeX rendered by KaTeX; a click (or Enter on the selected
// formula) opens the formula editor. Re-rendered only when the LaTeX itself changes.

import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView } from "@tiptap/pm/view";
import { createElement } from "../../core/node-view/create-element.ts";
import type { FloatingPanel } from "../../core/node-view/floating-panel.ts";
import { whenNearViewport } from "../../core/node-view/when-near-viewport.ts";
import { openFormulaEditor } from "./formula-editor.ts";
import { renderLatex } from "./render-latex.ts";

export interface MathViewOptions {
  /** The attribute holding the LaTeX source. */
  attribute: string;
  displayMode: boolean;
}

export class MathView implements NodeView {
  readonly dom: HTMLElement;
  private node: ProseMirrorNode;
  private readonly editor: Editor;
  private readonly getPos: () => number | undefined;
  private readonly options: MathViewOptions;
  private panel: FloatingPanel | null = null;
  private cancelRender: (() => void) | null = null;

  constructor(
    node: ProseMirrorNode,
    editor: Editor,
    getPos: () => number | undefined,
    options: MathViewOptions,
  ) {
    this.node = node;
    this.editor = editor;
    this.getPos = getPos;
    this.options = options;
    this.dom = createElement(options.displayMode ? "div" : "span", {
      class: "tb-math",
      "data-type": node.type.name,
      title: EDITOR_BLOCK_TEXTS.math.edit,
    });
    // The source stands in until the formula comes near the screen: KaTeX costs a millisecond or
    // more per formula, too much to pay for a whole chapter at once.
    this.dom.textContent = this.latex();
    this.dom.classList.add("tb-math--pending");
    this.cancelRender = whenNearViewport(this.dom, () => {
      this.cancelRender = null;
      this.dom.classList.remove("tb-math--pending");
      this.render();
    });
    this.dom.addEventListener("click", () => this.openEditor());
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    const changed = node.attrs[this.options.attribute] !== this.latex();
    this.node = node;
    if (!changed) return true;
    if (this.cancelRender) this.dom.textContent = this.latex();
    else this.render();
    return true;
  }

  /** Opens the formula editor (from a click, or the Enter shortcut on a selected formula). */
  openEditor(): void {
    if (!this.editor.isEditable || this.panel) return;
    this.panel = openFormulaEditor({
      anchor: this.dom,
      latex: this.latex(),
      displayMode: this.options.displayMode,
      onSave: (latex) => this.save(latex),
      onClose: () => {
        this.panel = null;
      },
    });
  }

  stopEvent(event: Event): boolean {
    return event.type === "click";
  }

  ignoreMutation(): boolean {
    return true;
  }

  destroy(): void {
    this.cancelRender?.();
    this.panel?.close();
  }

  private latex(): string {
    return String(this.node.attrs[this.options.attribute] ?? "");
  }

  private render(): void {
    renderLatex(this.dom, this.latex(), this.options.displayMode);
  }

  private save(latex: string): void {
    const position = this.getPos();
    if (position === undefined) return;
    this.editor
      .chain()
      .command(({ tr }) => {
        tr.setNodeAttribute(position, this.options.attribute, latex);
        return true;
      })
      .setNodeSelection(position)
      .focus()
      .run();
  }
}
