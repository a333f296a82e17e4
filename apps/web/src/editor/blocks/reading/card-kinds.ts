// What differs between the link box (content §3.13) and the extended reading block (§3.14) as
// readingCardView draws them: layouts, pictures, type label, body, the reader's action and the panel.
import { EDITOR_BLOCK_TEXTS, READING_TEXTS } from "@textbook/shared";
import { attributeText } from "../../core/node-view/attribute-text.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { followLink } from "../link/follow-link.ts";
import { linkState } from "../link/link-state.ts";
import { LINK_BOX_LAYOUTS, READING_LAYOUTS } from "./card-layouts.ts";
import { openLinkBoxPanel } from "./link-box-panel.ts";
import { readResources } from "./read-resource.ts";
import type { ReadingCardKind } from "./reading-card-view.ts";
import { openReadingPanel } from "./reading-panel.ts";
import { resourceList } from "./resource-list.ts";

type Attributes = Record<string, unknown>;

const category = (attrs: Attributes) =>
  attrs.category === "practical-project" ? "practical-project" : "virtual-simulation";

export const LINK_BOX: ReadingCardKind = {
  className: "tb-link-box",
  look: "link-box",
  layouts: LINK_BOX_LAYOUTS,
  editLabel: READING_TEXTS.card.edit,
  untitled: READING_TEXTS.card.untitled,
  subject: category,
  // The type label names the category until the author names it otherwise.
  typeName: (attrs) => attributeText(attrs.typeName) ?? READING_TEXTS.linkBox.categories[category(attrs)],
  body: ({ node }) => {
    const state = linkState({ ...node.attrs, type: "VIRTUAL" });
    if (state === "ready") return null;
    const message =
      state === "incomplete" ? EDITOR_BLOCK_TEXTS.link.incomplete : EDITOR_BLOCK_TEXTS.link.invalid;
    return createElement("p", { class: "tb-reading-card__state", "data-state": state }, [message]);
  },
  actions: ({ node }) =>
    linkState({ ...node.attrs, type: "VIRTUAL" }) === "ready"
      ? [{ label: READING_TEXTS.linkBox.open, run: () => followLink({ ...node.attrs, type: "VIRTUAL" }) }]
      : [],
  edit: (anchor, { node, editor, setAttributes }) =>
    openLinkBoxPanel({ anchor, editor, attributes: node.attrs, onSave: setAttributes }),
};

export const EXTENDED_READING: ReadingCardKind = {
  className: "tb-extended-reading",
  look: "reading",
  layouts: READING_LAYOUTS,
  editLabel: READING_TEXTS.card.edit,
  untitled: READING_TEXTS.card.untitled,
  subject: () => "reading",
  typeName: (attrs) => attributeText(attrs.typeName) ?? READING_TEXTS.reading.defaultTypeName,
  body: ({ node, editor }) => {
    const resources = readResources(node.attrs.resources);
    if (resources.length > 0) return resourceList(editor, resources);
    return createElement("p", { class: "tb-reading-card__state" }, [READING_TEXTS.reading.noResources]);
  },
  actions: () => [],
  edit: (anchor, { node, editor, setAttributes }) =>
    openReadingPanel({ anchor, editor, attributes: node.attrs, onSave: setAttributes }),
};
