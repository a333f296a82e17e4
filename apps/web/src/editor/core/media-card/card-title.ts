// A card's title, typed in place (video and audio boxes, 3D and document boxes, interactions):
// Enter keeps what was typed, Escape puts back the stored title, and leaving the field writes it
// onto the node that holds it, as one undoable step.
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { attributeText } from "../node-view/attribute-text.ts";
import { createElement } from "../node-view/create-element.ts";

/** The node whose `title` attribute a title edit writes, and where it stands. */
export interface TitleHolder {
  node: ProseMirrorNode;
  pos: number;
}

export interface CardTitleOptions {
  editor: Editor;
  /** The input's attributes: its class, placeholder, label. */
  attributes: Record<string, string | undefined>;
  /** The title shown (older content may keep it elsewhere than where it is written). */
  shown: () => string;
  /** Where an edit goes, or null when the card is not in the document. */
  holder: () => TitleHolder | null;
  /** Called once a new title was written. */
  written?: (title: string) => void;
}

export class CardTitle {
  readonly input: HTMLInputElement;
  private readonly options: CardTitleOptions;

  constructor(options: CardTitleOptions) {
    this.options = options;
    const input = createElement("input", { type: "text", ...options.attributes });
    this.input = input;
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") input.blur();
      if (event.key === "Escape") {
        input.value = options.shown();
        input.blur();
      }
    });
    input.addEventListener("change", () => this.write());
  }

  /** Shows the stored title, unless the author is typing in it; read-only while the editor is. */
  sync(editable: boolean): void {
    if (document.activeElement !== this.input) this.input.value = this.options.shown();
    this.input.readOnly = !editable;
  }

  private write(): void {
    const { editor, holder: holderOf, written } = this.options;
    const value = this.input.value.trim();
    const holder = holderOf();
    if (!editor.isEditable || !holder || (attributeText(holder.node.attrs.title) ?? "") === value) return;
    const { state, view } = editor;
    view.dispatch(
      state.tr.setNodeMarkup(holder.pos, undefined, { ...holder.node.attrs, title: value || null }),
    );
    written?.(value);
  }
}
