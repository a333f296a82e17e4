// The document box's style panel (content §3.11): layout, illustration, icon, title and card look.
import { LAYOUT_COUNTS } from "@textbook/shared";
import { CARD_STYLE, ILLUSTRATION, icon, layoutFields, TITLE } from "../../core/style-panel/card-fields.ts";
import type { PanelField } from "../../core/style-panel/panel-field.ts";
import { documentIcon } from "./document-icon.ts";

// A document's built-in icon is its file type's; the panel shows the generic one.
export const DOCUMENT_BOX_PANEL: PanelField[] = [
  ...layoutFields(LAYOUT_COUNTS.document),
  ...ILLUSTRATION,
  icon(documentIcon(null)),
  ...TITLE,
  ...CARD_STYLE,
];
