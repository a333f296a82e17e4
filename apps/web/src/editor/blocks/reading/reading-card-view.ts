// The node view of the link box (content §3.13) and the extended reading block (§3.14): icon, type
// label, title and the book's illustration arranged by the card's layout (card-layouts.ts), the
// card's own fonts, background and border, then its body (the box's state, the reading's
// resources) and its buttons: 编辑 where the editor is editable, and what a reader does with it
// (进入 a simulation) everywhere. An attribute view: drawn again when the attributes or the media
// links change.
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { subjectIcon } from "../../core/media-card/book-icon.ts";
import { bookIllustration, type CardSubject } from "../../core/media-card/builtin-pictures.ts";
import type { CardAction } from "../../core/media-card/card-action.ts";
import { type CardLayouts, type CardLook, shownLayout } from "../../core/media-card/card-layout.ts";
import { cardIcon } from "../../core/media-card/card-pictures.ts";
import { applyStyle, cardStyle } from "../../core/media-card/card-style.ts";
import { attributeText } from "../../core/node-view/attribute-text.ts";
import type { AttributeViewContext, AttributeViewSpec } from "../../core/node-view/attribute-view.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { refuseWhileUploading } from "../../core/upload/editor-uploads.ts";
import type { CardPart, ReadingCardLayout } from "./card-layouts.ts";
import "../../core/media-card/media-card.css";
import "./reading-card.css";

/** What differs between the cards this view draws. */
export interface ReadingCardKind {
  className: string;
  /** The card's area in the book's look (its layout, icon and colours). */
  look: CardLook;
  layouts: CardLayouts<ReadingCardLayout>;
  editLabel: string;
  untitled: string;
  subject: (attrs: Record<string, unknown>) => CardSubject;
  typeName: (attrs: Record<string, unknown>) => string;
  /** What follows the head: the box's state, the reading's resources. */
  body: (context: AttributeViewContext) => HTMLElement | null;
  /** What a reader does with the card (shown editable or not). */
  actions: (context: AttributeViewContext) => CardAction[];
  edit: (anchor: HTMLElement, context: AttributeViewContext) => void;
}

function button(label: string, run: () => void, primary = false): HTMLButtonElement {
  const element = createElement(
    "button",
    { type: "button", class: "tb-reading-card__button tb-card__button" },
    [label],
  );
  if (primary) element.classList.add("tb-card__button--primary");
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

function part(editor: Editor, node: ProseMirrorNode, kind: ReadingCardKind, name: CardPart, wide: boolean) {
  const { attrs } = node;
  const subject = kind.subject(attrs);
  switch (name) {
    case "icon":
      return createElement("img", {
        class: "tb-reading-card__icon tb-card__icon",
        alt: "",
        src: cardIcon(editor, attrs, subjectIcon(subject)),
      });
    case "typeName":
      return createElement("span", { class: "tb-reading-card__type tb-card__type" }, [kind.typeName(attrs)]);
    case "title":
      return createElement("span", { class: "tb-reading-card__title" }, [
        attributeText(attrs.title) ?? kind.untitled,
      ]);
    case "illustration":
      return createElement("div", { class: "tb-reading-card__illustration tb-card__illustration" }, [
        createElement("img", { alt: "", src: bookIllustration(subject, wide), loading: "lazy" }),
      ]);
  }
}

/** The view of a card of this kind. */
export function readingCardView(kind: ReadingCardKind): AttributeViewSpec {
  return {
    className: `tb-card tb-card--light tb-reading-card ${kind.className}`,
    followsMediaLinks: true,
    followsBookLook: true,
    controls: "button, a",
    render(dom, context) {
      const { node, editor } = context;
      const { name, spec } = shownLayout(kind.layouts, node.attrs, kind.look);
      const wide = spec.arrangement !== "row";
      const head = createElement(
        "div",
        { class: "tb-reading-card__head" },
        groups(spec.parts).map((group) =>
          Array.isArray(group)
            ? createElement(
                "div",
                { class: "tb-reading-card__text tb-card__text" },
                group.map((item) => part(editor, node, kind, item, wide)),
              )
            : part(editor, node, kind, group, wide),
        ),
      );
      // Drawn editable or not: the stylesheet hides it while the editor reads only (the editor page
      // becomes editable once its lock is granted, which redraws no node view).
      const edit = button(kind.editLabel, () => {
        if (!editor.isEditable || refuseWhileUploading(editor, context.node.attrs.oid)) return;
        kind.edit(dom, context);
      });
      edit.classList.add("tb-reading-card__edit", "tb-card__edit");
      const actions = [
        edit,
        ...kind.actions(context).map((action) => button(action.label, action.run, true)),
      ];
      dom.dataset.layout = name;
      dom.dataset.arrangement = spec.arrangement;
      if (spec.centred) dom.dataset.centred = "true";
      else delete dom.dataset.centred;
      dom.removeAttribute("style");
      applyStyle(dom, cardStyle(node.attrs), {});
      dom.append(
        head,
        ...[kind.body(context)].filter((body) => body !== null),
        createElement("div", { class: "tb-reading-card__actions" }, actions),
      );
    },
  };
}
