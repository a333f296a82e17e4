// The card the reader draws for a block that opens something (a 3D model, a document, an activity):
// its title and its actions, in the book's look for that kind (background, border, font).
import { createElement } from "../../editor/core/node-view/create-element.ts";
import "./reader-card.css";

/** The book style's name of the card's kind (its --tb-<look>-… variables). */
export type CardLook = "three-d" | "document" | "interaction" | "link-box" | "reading";

export function readerCard(look: CardLook, title: string, actions: HTMLElement[], extra: Node[] = []) {
  return createElement("div", { class: `tb-reader-card tb-reader-card--${look}` }, [
    createElement("span", { class: "tb-reader-card__title" }, [title]),
    ...extra,
    createElement("span", { class: "tb-reader-card__actions" }, actions),
  ]);
}

export function cardButton(label: string, onClick: () => void, attributes: Record<string, string> = {}) {
  const button = createElement("button", { type: "button", class: "tb-reader-card__button", ...attributes }, [
    label,
  ]);
  button.addEventListener("click", onClick);
  return button;
}

export function cardLink(label: string, href: string, attributes: Record<string, string> = {}) {
  return createElement("a", { class: "tb-reader-card__button", href, ...attributes }, [label]);
}
