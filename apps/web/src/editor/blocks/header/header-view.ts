// Chapter and section headers (content §3.4): the title is editable text on the header's
// background; the book's header look, or the background and height the header panel edits.

import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView, ViewMutationRecord } from "@tiptap/pm/view";
import { sameAttributes } from "../../core/node-view/attribute-view.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { safeUrl } from "../../core/node-view/safe-url.ts";
import { type HeaderKind, headerStyle } from "./header-style.ts";
import "./header.css";

export class HeaderView implements NodeView {
  readonly dom: HTMLElement;
  readonly contentDOM: HTMLElement;
  private node: ProseMirrorNode;
  private readonly illustration: HTMLImageElement;

  constructor(node: ProseMirrorNode) {
    this.node = node;
    const kind = node.type.name as HeaderKind;
    this.contentDOM = createElement("div", {
      class: "tb-header__title",
      "data-placeholder": EDITOR_BLOCK_TEXTS.header.placeholder,
    });
    this.illustration = createElement("img", {
      class: "tb-header__illustration",
      alt: "",
      contenteditable: "false",
    });
    this.dom = createElement(
      "header",
      {
        class: `tb-header tb-header--${kind === "chapterHeader" ? "chapter" : "section"}`,
        "data-type": kind,
      },
      [this.contentDOM, this.illustration],
    );
    this.draw();
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    const previous = this.node;
    this.node = node;
    if (!sameAttributes(node.attrs, previous.attrs)) this.draw();
    this.dom.classList.toggle("tb-header--empty", node.content.size === 0);
    return true;
  }

  ignoreMutation(mutation: ViewMutationRecord): boolean {
    return !this.contentDOM.contains(mutation.target);
  }

  private draw(): void {
    const style = headerStyle(this.node.attrs, this.node.type.name as HeaderKind);
    // What the header leaves to the book goes back to the stylesheet.
    this.dom.style.background = style.background ?? "";
    this.dom.style.minHeight = style.minHeight ?? "";
    const illustration = safeUrl(this.node.attrs.illustrationSrc);
    this.illustration.hidden = !illustration;
    if (illustration) this.illustration.src = illustration;
    else this.illustration.removeAttribute("src");
    this.dom.classList.toggle("tb-header--empty", this.node.content.size === 0);
  }
}
