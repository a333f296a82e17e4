// The image box's style panel (content §3.6): alignment, and a fixed width when the author fixes one.
import { IMAGE_BOX_ALIGNS, IMAGE_SIZE_TYPES } from "@textbook/schema";
import { CONTENT_LIMITS, MEDIA_PANEL_TEXTS } from "@textbook/shared";
import { type Attributes, choices, type PanelField } from "../../core/style-panel/panel-field.ts";

const F = MEDIA_PANEL_TEXTS.fields;
const O = MEDIA_PANEL_TEXTS.options;

/** Fixed image widths, in px: at least an image block's minimum, at most the suggested longest side (content §9). */
export const FIXED_WIDTH_RANGE = { min: CONTENT_LIMITS.imageBlockMinWidthPx, max: 2048 } as const;

const fixedWidth = (attributes: Attributes) => attributes.imageSizeType === "FIXED";

export const IMAGE_BOX_PANEL: PanelField[] = [
  { name: "alignX", label: F.alignX, kind: "select", options: choices(O.imageAligns, IMAGE_BOX_ALIGNS) },
  {
    name: "imageSizeType",
    label: F.imageSizeType,
    kind: "select",
    options: choices(O.imageSizeTypes, IMAGE_SIZE_TYPES),
  },
  { name: "pcFixedWidth", label: F.pcFixedWidth, kind: "number", ...FIXED_WIDTH_RANGE, when: fixedWidth },
  {
    name: "phoneFixedWidth",
    label: F.phoneFixedWidth,
    kind: "number",
    ...FIXED_WIDTH_RANGE,
    when: fixedWidth,
  },
];
