// Read-only cards for media and interactive blocks, and chips for their inline forms, drawn from
// the stored attributes with plain DOM.
import { EDITOR_BLOCK_TEXTS, formatMessage } from "@textbook/shared";
import type { AttributeViewSpec } from "../node-view/attribute-view.ts";
import { createElement } from "../node-view/create-element.ts";
import { safeUrl } from "../node-view/safe-url.ts";
import { describeCard } from "./card-info.ts";
import "./media-card.css";

const TEXTS = EDITOR_BLOCK_TEXTS.card;

function layoutNumber(layout: string): string {
  return formatMessage(TEXTS.layout, { n: Number(layout.replace(/\D/g, "")) || layout });
}

export const cardView: AttributeViewSpec = {
  className: "tb-card",
  render(dom, { node }) {
    const card = describeCard(node);
    const cover = safeUrl(card.cover);
    if (card.layout) dom.dataset.layout = card.layout;
    if (cover) {
      dom.append(createElement("img", { class: "tb-card__cover", src: cover, alt: "", loading: "lazy" }));
    } else {
      dom.append(
        createElement("span", { class: "tb-card__icon", "aria-hidden": "true" }, [card.label.slice(0, 1)]),
      );
    }
    const facts = [card.layout ? layoutNumber(card.layout) : null, ...card.facts].filter(Boolean).join(" · ");
    dom.append(
      createElement("span", { class: "tb-card__body" }, [
        createElement("span", { class: "tb-card__label" }, [card.label]),
        createElement("strong", { class: "tb-card__title" }, [card.title ?? TEXTS.untitled]),
        facts ? createElement("span", { class: "tb-card__facts" }, [facts]) : null,
        card.notice ? createElement("span", { class: "tb-card__notice" }, [card.notice]) : null,
      ]),
    );
  },
};

export const chipView: AttributeViewSpec = {
  className: "tb-chip",
  render(dom, { node }) {
    const card = describeCard(node);
    dom.append(
      createElement("span", { class: "tb-chip__label" }, [card.label]),
      card.title ?? TEXTS.untitled,
    );
  },
};
