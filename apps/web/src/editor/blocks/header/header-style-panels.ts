// The style panel of chapter and section headers (content §3.4): the book's background and height,
// or the header's own.
import { HEADER_BACKGROUND_TYPES, HEADER_HEIGHT_TYPES } from "@textbook/schema";
import { EDITOR_BLOCK_TEXTS, STYLE_DEFAULTS } from "@textbook/shared";
import { type Attributes, choices, type PanelField } from "../../core/style-panel/panel-field.ts";

const T = EDITOR_BLOCK_TEXTS.panel;
const O = EDITOR_BLOCK_TEXTS.options;

export const headerPanel =
  (kind: "chapterHeader" | "sectionHeader") =>
  (attributes: Attributes): PanelField[] => {
    const fields: PanelField[] = [{ name: "useBookBackground", label: T.useBookBackground, kind: "switch" }];
    if (attributes.useBookBackground === "N") {
      fields.push({
        name: "backgroundType",
        label: T.backgroundType,
        kind: "select",
        options: choices(O.backgroundTypes, HEADER_BACKGROUND_TYPES),
      });
      if (attributes.backgroundType === "image") {
        fields.push(
          { name: "pcImageSrc", label: T.pcImageSrc, kind: "text", placeholder: "https://" },
          { name: "phoneImageSrc", label: T.phoneImageSrc, kind: "text", placeholder: "https://" },
        );
      } else {
        const colour = STYLE_DEFAULTS[kind].backgroundColor;
        fields.push(
          { name: "pcBackground", label: T.pcBackground, kind: "text", placeholder: colour },
          { name: "phoneBackground", label: T.phoneBackground, kind: "text", placeholder: colour },
        );
      }
    }
    fields.push({ name: "useBookHeightType", label: T.useBookHeightType, kind: "switch" });
    if (attributes.useBookHeightType === "N") {
      fields.push({
        name: "heightType",
        label: T.heightType,
        kind: "select",
        options: choices(O.heightTypes, HEADER_HEIGHT_TYPES),
      });
      if (attributes.heightType === "FIXED") {
        fields.push(
          {
            name: "pcHeight",
            label: T.pcHeight,
            kind: "number",
            min: 0,
            placeholder: String(STYLE_DEFAULTS[kind].pcHeight),
          },
          {
            name: "phoneHeight",
            label: T.phoneHeight,
            kind: "number",
            min: 0,
            placeholder: String(STYLE_DEFAULTS[kind].phoneHeight),
          },
        );
      }
    }
    return fields;
  };
