// A formula image (content §3.3): shown from its stored MathML, which the browser lays out
// natively. The MathML comes from documents and Word imports, so it is sanitised first.

import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView } from "@tiptap/pm/view";
import DOMPurify from "dompurify";
import { createElement } from "../../core/node-view/create-element.ts";
import "./math.css";

export class FormulaImageView implements NodeView {
  readonly dom: HTMLElement;
  private node: ProseMirrorNode;

  constructor(node: ProseMirrorNode) {
    this.node = node;
    this.dom = createElement("span", {
      class: "tb-formula-image",
      "data-type": node.type.name,
      title: EDITOR_BLOCK_TEXTS.math.formulaImage,
    });
    this.render();
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    const changed = node.attrs.mathml !== this.node.attrs.mathml;
    this.node = node;
    if (changed) this.render();
    return true;
  }

  ignoreMutation(): boolean {
    return true;
  }

  private render(): void {
    const mathml = String(this.node.attrs.mathml ?? "");
    this.dom.innerHTML = DOMPurify.sanitize(mathml, { USE_PROFILES: { mathMl: true } });
    if (this.dom.childNodes.length === 0) this.dom.textContent = EDITOR_BLOCK_TEXTS.math.formulaImage;
  }
}
