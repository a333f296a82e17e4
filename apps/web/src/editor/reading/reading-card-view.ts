// The node view of the link box (content §3.13) and the extended reading block (§3.14): icon, type
// label, title and the book's illustration arranged by the card's layout (card-layouts.ts), the
// card's own fonts, background and border, then its body (the box's state, the reading's
// resources) and its buttons: 编辑 where the editor is editable, and what a reader does with it
// (进入 a simulation) everywhere. Drawn from the attributes, again when they or the media links change.
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView } from "@tiptap/pm/view";
import { customIcon } from "../audio-video/box-pictures.ts";
import { cardStyle } from "../audio-video/card-style.ts";
import { bookIllustration, builtinIcon, type CardSubject } from "../media-card/builtin-pictures.ts";
import { mediaLinks } from "../media-links/media-links.ts";
import { sameAttributes } from "../node-view/attribute-view.ts";
import { createElement } from "../node-view/create-element.ts";
import { safeUrl } from "../node-view/safe-url.ts";
import { refuseWhileUploading } from "../upload/editor-uploads.ts";
import { type CardPart, type ReadingCardLayout, shownLayout } from "./card-layouts.ts";
import "./reading-card.css";

export interface CardContext {
  node: ProseMirrorNode;
  editor: Editor;
  /** Writes attributes onto the node (one undoable step). */
  setAttributes: (attributes: Record<string, unknown>) => void;
}

export interface CardAction {
  label: string;
  run: () => void;
}

/** What differs between the cards this view draws. */
export interface ReadingCardKind {
  className: string;
  layouts: Readonly<Record<string, ReadingCardLayout>>;
  editLabel: string;
  untitled: string;
  subject: (attrs: Record<string, unknown>) => CardSubject;
  typeName: (attrs: Record<string, unknown>) => string;
  /** What follows the head: the box's state, the reading's resources. */
  body: (context: CardContext) => HTMLElement | null;
  /** What a reader does with the card (shown editable or not). */
  actions: (context: CardContext) => CardAction[];
  edit: (anchor: HTMLElement, context: CardContext) => void;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

function button(label: string, run: () => void, primary = false): HTMLButtonElement {
  const element = createElement("button", { type: "button", class: primary ? "tb-primary" : undefined }, [
    label,
  ]);
  element.classList.add("tb-reading-card__button");
  element.addEventListener("click", (event) => {
    event.preventDefault();
    run();
  });
  return element;
}

/** Groups the parts other than the illustration, in order, so a row reads picture | words. */
function groups(parts: readonly CardPart[]): (CardPart | CardPart[])[] {
  const grouped: (CardPart | CardPart[])[] = [];
  for (const part of parts) {
    const last = grouped.at(-1);
    if (part === "illustration") grouped.push(part);
    else if (Array.isArray(last)) last.push(part);
    else grouped.push([part]);
  }
  return grouped;
}

export class ReadingCardView implements NodeView {
  readonly dom: HTMLElement;
  private node: ProseMirrorNode;
  private readonly editor: Editor;
  private readonly getPos: () => number | undefined;
  private readonly kind: ReadingCardKind;
  private readonly stop: () => void;

  constructor(
    node: ProseMirrorNode,
    editor: Editor,
    getPos: () => number | undefined,
    kind: ReadingCardKind,
  ) {
    this.node = node;
    this.editor = editor;
    this.getPos = getPos;
    this.kind = kind;
    this.dom = createElement("div", { "data-type": node.type.name });
    this.dom.contentEditable = "false";
    this.draw();
    this.stop = mediaLinks(editor).subscribe(() => this.draw());
  }

  private context(): CardContext {
    return {
      node: this.node,
      editor: this.editor,
      setAttributes: (attributes) => {
        const position = this.getPos();
        if (position === undefined) return;
        const { state, view } = this.editor;
        view.dispatch(state.tr.setNodeMarkup(position, undefined, { ...this.node.attrs, ...attributes }));
      },
    };
  }

  private part(part: CardPart, wide: boolean): HTMLElement {
    const { attrs } = this.node;
    const subject = this.kind.subject(attrs);
    switch (part) {
      case "icon": {
        const custom = customIcon(attrs);
        const src = (custom && (mediaLinks(this.editor).url(custom.attOid) ?? safeUrl(custom.src))) || null;
        return createElement("img", {
          class: "tb-reading-card__icon",
          alt: "",
          src: src ?? builtinIcon(subject),
        });
      }
      case "typeName":
        return createElement("span", { class: "tb-reading-card__type" }, [this.kind.typeName(attrs)]);
      case "title":
        return createElement("span", { class: "tb-reading-card__title" }, [
          text(attrs.title) ?? this.kind.untitled,
        ]);
      case "illustration":
        return createElement("div", { class: "tb-reading-card__illustration" }, [
          createElement("img", { alt: "", src: bookIllustration(subject, wide), loading: "lazy" }),
        ]);
    }
  }

  private draw(): void {
    const { kind, node } = this;
    const { name, spec } = shownLayout(kind.layouts, node.attrs);
    const wide = spec.arrangement !== "row";
    const head = createElement(
      "div",
      { class: "tb-reading-card__head" },
      groups(spec.parts).map((group) =>
        Array.isArray(group)
          ? createElement(
              "div",
              { class: "tb-reading-card__text" },
              group.map((part) => this.part(part, wide)),
            )
          : this.part(group, wide),
      ),
    );
    const context = this.context();
    // Drawn editable or not: the stylesheet hides it while the editor reads only (the editor page
    // becomes editable once its lock is granted, which redraws no node view).
    const edit = button(kind.editLabel, () => {
      if (!this.editor.isEditable || refuseWhileUploading(this.editor, this.node.attrs.oid)) return;
      kind.edit(this.dom, this.context());
    });
    edit.classList.add("tb-reading-card__edit");
    const actions = [edit, ...kind.actions(context).map((action) => button(action.label, action.run, true))];
    this.dom.className = `tb-reading-card ${kind.className}`;
    this.dom.dataset.layout = name;
    this.dom.dataset.arrangement = spec.arrangement;
    if (spec.centred) this.dom.dataset.centred = "true";
    else delete this.dom.dataset.centred;
    this.dom.removeAttribute("style");
    for (const [property, value] of Object.entries(cardStyle(node.attrs))) {
      this.dom.style.setProperty(
        property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
        value,
      );
    }
    this.dom.replaceChildren(
      head,
      ...[kind.body(context)].filter((body) => body !== null),
      createElement("div", { class: "tb-reading-card__actions" }, actions),
    );
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    const previous = this.node;
    this.node = node;
    if (!sameAttributes(node.attrs, previous.attrs)) this.draw();
    return true;
  }

  /** Buttons and links are the card's; a press elsewhere selects the block as usual. */
  stopEvent(event: Event): boolean {
    return event.target instanceof Element && event.target.closest("button, a") !== null;
  }

  ignoreMutation(): boolean {
    return true;
  }

  destroy(): void {
    this.stop();
  }
}

/** A block form whose view is a ReadingCardView of this kind. */
export function readingCardForm(kind: ReadingCardKind) {
  return {
    addNodeView:
      () =>
      ({
        node,
        editor,
        getPos,
      }: {
        node: ProseMirrorNode;
        editor: Editor;
        getPos: () => number | undefined;
      }) =>
        new ReadingCardView(node, editor, getPos, kind),
  };
}
