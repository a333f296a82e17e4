// A caption (content §3.7): its label and number (图1-2), derived from its attributes and kept up
// to date by CaptionNumbering, before the editable title text.
import { type CaptionLabelFields, captionLabel } from "@textbook/schema";
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView, ViewMutationRecord } from "@tiptap/pm/view";
import { sameAttributes } from "../../core/node-view/attribute-view.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import "./caption.css";

export class CaptionView implements NodeView {
  readonly dom: HTMLElement;
  readonly contentDOM: HTMLElement;
  private node: ProseMirrorNode;
  private readonly label: HTMLElement;

  constructor(node: ProseMirrorNode) {
    this.node = node;
    this.label = createElement("span", { class: "tb-caption__label", contenteditable: "false" });
    this.contentDOM = createElement("span", {
      class: "tb-caption__text",
      "data-placeholder": EDITOR_BLOCK_TEXTS.caption.placeholder,
    });
    this.dom = createElement("div", { class: "tb-caption", "data-type": "caption" }, [
      this.label,
      this.contentDOM,
    ]);
    this.draw();
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    const previous = this.node;
    this.node = node;
    if (!sameAttributes(previous.attrs, node.attrs)) this.draw();
    this.dom.classList.toggle("tb-caption--empty", node.content.size === 0);
    return true;
  }

  ignoreMutation(mutation: ViewMutationRecord): boolean {
    return !this.contentDOM.contains(mutation.target);
  }

  private draw(): void {
    const attrs = this.node.attrs as CaptionLabelFields & { hideTitle: string };
    this.label.textContent = captionLabel(attrs);
    this.dom.dataset.captionType = attrs.type;
    this.dom.classList.toggle("tb-caption--hidden", attrs.hideTitle === "Y");
    this.dom.title = attrs.hideTitle === "Y" ? EDITOR_BLOCK_TEXTS.caption.hidden : "";
    this.dom.classList.toggle("tb-caption--empty", this.node.content.size === 0);
  }
}
