// The code box as a CodeMirror 6 editor inside the document (after ProseMirror's CodeMirror
// example): CodeMirror owns the box's text while it has focus and forwards every change to
// ProseMirror as a transaction, so undo, saving and collaboration see ordinary steps.
import { defaultKeymap, indentWithTab } from "@codemirror/commands";
import { defaultHighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { Compartment, EditorState } from "@codemirror/state";
import {
  EditorView as CodeMirror,
  drawSelection,
  type KeyBinding,
  keymap,
  lineNumbers,
  type ViewUpdate,
} from "@codemirror/view";
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { exitCode } from "@tiptap/pm/commands";
import { redo, undo } from "@tiptap/pm/history";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { TextSelection } from "@tiptap/pm/state";
import type { EditorView, NodeView } from "@tiptap/pm/view";
import { createElement } from "../../core/node-view/create-element.ts";
import { leaveBlock } from "../../core/node-view/leave-block.ts";
import { whenNearViewport } from "../../core/node-view/when-near-viewport.ts";
import { loadLanguage } from "./code-languages.ts";
import { EDITABLE_CHANGE } from "./editable-change.ts";
import { LanguageMenu } from "./language-menu.ts";
import "./code-box.css";

const TEXTS = EDITOR_BLOCK_TEXTS.codeBox;

export class CodeBoxView implements NodeView {
  readonly dom: HTMLElement;
  private node: ProseMirrorNode;
  /** Made when the box first comes near the screen or gets the cursor; until then `placeholder` shows the code. */
  private code: CodeMirror | null = null;
  private readonly placeholder: HTMLElement;
  private cancelMount: (() => void) | null = null;
  private readonly language = new Compartment();
  private readonly gutter = new Compartment();
  private readonly editable = new Compartment();
  private readonly languageMenu: LanguageMenu;
  private readonly lineNumbersButton: HTMLButtonElement;
  /** Set while ProseMirror's own changes are written into CodeMirror, so they are not sent back. */
  private updating = false;
  private wasEditable: boolean;
  private readonly view: EditorView;
  private readonly getPos: () => number | undefined;

  constructor(node: ProseMirrorNode, view: EditorView, getPos: () => number | undefined) {
    this.node = node;
    this.view = view;
    this.getPos = getPos;
    this.wasEditable = view.editable;
    this.placeholder = createElement("pre", { class: "tb-code-box__placeholder" }, [node.textContent]);
    this.placeholder.addEventListener("mousedown", () => this.mount()?.focus());
    this.languageMenu = new LanguageMenu({
      current: String(node.attrs.lang),
      onPick: (lang) => this.setAttributes({ lang }),
    });
    this.lineNumbersButton = createElement("button", { type: "button", class: "tb-code-box__toggle" }, [
      TEXTS.lineNumbers,
    ]);
    this.lineNumbersButton.addEventListener("click", () =>
      this.setAttributes({ lineNumbersShown: this.lineNumbersShown(this.node) ? "N" : "Y" }),
    );
    const toolbar = createElement("div", { class: "tb-code-box__toolbar", contenteditable: "false" }, [
      this.languageMenu.dom,
      this.lineNumbersButton,
    ]);
    this.dom = createElement("div", { class: "tb-code-box", "data-type": "codeBox" }, [
      toolbar,
      this.placeholder,
    ]);
    this.showAttributes(node);
    view.dom.addEventListener(EDITABLE_CHANGE, this.onEditableChange);
    // CodeMirror costs about a millisecond per box: a chapter opens without paying for the boxes off screen.
    this.cancelMount = whenNearViewport(this.dom, () => {
      this.cancelMount = null;
      this.mount();
    });
  }

  /** The box's CodeMirror, made now if it was not yet. */
  private mount(): CodeMirror {
    if (this.code) return this.code;
    this.cancelMount?.();
    this.cancelMount = null;
    const code = new CodeMirror({
      doc: this.node.textContent,
      extensions: [
        keymap.of([...this.escapeKeymap(), ...defaultKeymap, indentWithTab]),
        drawSelection(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        this.language.of([]),
        this.gutter.of(this.lineNumbersShown(this.node) ? lineNumbers() : []),
        this.editable.of(editabilityOf(this.view.editable)),
        CodeMirror.updateListener.of((update) => this.forwardUpdate(update)),
      ],
    });
    this.code = code;
    this.placeholder.replaceWith(code.dom);
    this.loadLanguage();
    return code;
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    const previous = this.node;
    this.node = node;
    if (
      previous.attrs.lang !== node.attrs.lang ||
      previous.attrs.lineNumbersShown !== node.attrs.lineNumbersShown
    ) {
      this.showAttributes(node);
    }
    if (this.updating) return true;
    const next = node.textContent;
    if (!this.code) {
      this.placeholder.textContent = next;
      return true;
    }
    const current = this.code.state.doc.toString();
    if (next !== current) this.replaceChangedRange(this.code, current, next);
    return true;
  }

  setSelection(anchor: number, head: number): void {
    const code = this.mount();
    code.focus();
    this.updating = true;
    code.dispatch({ selection: { anchor, head } });
    this.updating = false;
  }

  selectNode(): void {
    this.mount().focus();
  }

  stopEvent(): boolean {
    return true;
  }

  ignoreMutation(): boolean {
    return true;
  }

  destroy(): void {
    this.view.dom.removeEventListener(EDITABLE_CHANGE, this.onEditableChange);
    this.cancelMount?.();
    this.languageMenu.destroy();
    this.code?.destroy();
  }

  /** Read-only views (another user holds the lock) must not type into the box either. */
  private readonly onEditableChange = (): void => {
    if (this.view.editable === this.wasEditable) return;
    this.wasEditable = this.view.editable;
    this.code?.dispatch({ effects: this.editable.reconfigure(editabilityOf(this.wasEditable)) });
    this.languageMenu.setDisabled(!this.wasEditable);
    this.lineNumbersButton.disabled = !this.wasEditable;
  };

  private lineNumbersShown(node: ProseMirrorNode): boolean {
    return node.attrs.lineNumbersShown !== "N";
  }

  private showAttributes(node: ProseMirrorNode): void {
    const shown = this.lineNumbersShown(node);
    this.lineNumbersButton.setAttribute("aria-pressed", String(shown));
    this.languageMenu.setCurrent(String(node.attrs.lang));
    this.languageMenu.setDisabled(!this.view.editable);
    this.lineNumbersButton.disabled = !this.view.editable;
    if (!this.code) return;
    this.code.dispatch({ effects: this.gutter.reconfigure(shown ? lineNumbers() : []) });
    this.loadLanguage();
  }

  private loadLanguage(): void {
    const lang = String(this.node.attrs.lang);
    void loadLanguage(lang).then((support) => {
      // A later pick may have won while this language was loading.
      if (String(this.node.attrs.lang) !== lang) return;
      this.code?.dispatch({ effects: this.language.reconfigure(support ?? []) });
    });
  }

  private setAttributes(attributes: Record<string, unknown>): void {
    const position = this.getPos();
    if (position === undefined) return;
    this.view.dispatch(
      this.view.state.tr.setNodeMarkup(position, undefined, { ...this.node.attrs, ...attributes }),
    );
  }

  private forwardUpdate(update: ViewUpdate): void {
    if (this.updating || !this.code?.hasFocus) return;
    const position = this.getPos();
    if (position === undefined) return;
    let offset = position + 1;
    const { main } = update.state.selection;
    const selectionFrom = offset + main.from;
    const selectionTo = offset + main.to;
    const current = this.view.state.selection;
    if (!update.docChanged && current.from === selectionFrom && current.to === selectionTo) return;
    const transaction = this.view.state.tr;
    update.changes.iterChanges((fromA, toA, fromB, toB, text) => {
      if (text.length > 0) {
        transaction.replaceWith(offset + fromA, offset + toA, this.view.state.schema.text(text.toString()));
      } else {
        transaction.delete(offset + fromA, offset + toA);
      }
      offset += toB - fromB - (toA - fromA);
    });
    transaction.setSelection(TextSelection.create(transaction.doc, selectionFrom, selectionTo));
    this.view.dispatch(transaction);
  }

  /** Writes only the changed middle part, so CodeMirror keeps its selection and history around it. */
  private replaceChangedRange(code: CodeMirror, current: string, next: string): void {
    let start = 0;
    let currentEnd = current.length;
    let nextEnd = next.length;
    while (start < currentEnd && current.charCodeAt(start) === next.charCodeAt(start)) start++;
    while (
      currentEnd > start &&
      nextEnd > start &&
      current.charCodeAt(currentEnd - 1) === next.charCodeAt(nextEnd - 1)
    ) {
      currentEnd--;
      nextEnd--;
    }
    this.updating = true;
    code.dispatch({ changes: { from: start, to: currentEnd, insert: next.slice(start, nextEnd) } });
    this.updating = false;
  }

  private escapeKeymap(): KeyBinding[] {
    const view = this.view;
    return [
      { key: "ArrowUp", run: () => this.escape("line", -1) },
      { key: "ArrowLeft", run: () => this.escape("char", -1) },
      { key: "ArrowDown", run: () => this.escape("line", 1) },
      { key: "ArrowRight", run: () => this.escape("char", 1) },
      {
        key: "Ctrl-Enter",
        run: () => {
          if (!exitCode(view.state, view.dispatch)) return false;
          view.focus();
          return true;
        },
      },
      { key: "Mod-z", run: () => undo(view.state, view.dispatch) },
      { key: "Shift-Mod-z", run: () => redo(view.state, view.dispatch) },
      { key: "Mod-y", run: () => redo(view.state, view.dispatch) },
    ];
  }

  /** At the box's first or last line (or character), the arrow leaves it for the neighbouring block. */
  private escape(unit: "line" | "char", direction: -1 | 1): boolean {
    if (!this.code) return false;
    const { state } = this.code;
    const { main } = state.selection;
    if (!main.empty) return false;
    const range = unit === "line" ? state.doc.lineAt(main.head) : main;
    if (direction < 0 ? range.from > 0 : range.to < state.doc.length) return false;
    const position = this.getPos();
    if (position === undefined) return false;
    this.view.dispatch(leaveBlock(this.view.state, position, this.node.nodeSize, direction).scrollIntoView());
    this.view.focus();
    return true;
  }
}

function editabilityOf(editable: boolean) {
  return [CodeMirror.editable.of(editable), EditorState.readOnly.of(!editable)];
}
