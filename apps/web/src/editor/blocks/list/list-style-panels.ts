// The style panel of bullet and numbered lists: the marker type, and a numbered list's first
// number.
import { BULLET_LIST_TYPES, ORDERED_LIST_TYPES } from "@textbook/schema";
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { type Attributes, choices, type PanelField } from "../../core/style-panel/panel-field.ts";

const T = EDITOR_BLOCK_TEXTS.panel;
const O = EDITOR_BLOCK_TEXTS.options;

export const listPanel = (_attributes: Attributes, type: string): PanelField[] => [
  {
    name: "listType",
    label: T.listType,
    kind: "select",
    options: choices(O.listTypes, type === "orderedList" ? ORDERED_LIST_TYPES : BULLET_LIST_TYPES),
  },
  ...(type === "orderedList"
    ? [{ name: "start", label: T.start, kind: "number", min: 1, step: 1 } as PanelField]
    : []),
];
