// The style panels of media and interactive blocks (content §2, §3.6-§3.14, §4): one table per block
// type, built from shared field groups. Each table lists what the spec gives the block; a field whose
// attribute the schema does not declare for that node is not shown (panel-fields.ts), so a table
// grows with the schema without being copied. What these fields write is the block's style, the
// part copy-style carries (style-clipboard.ts).
import { IMAGE_BOX_ALIGNS, IMAGE_SIZE_TYPES } from "@textbook/schema";
import {
  AUDIO_VIDEO_TEXTS,
  bookStyleShape,
  CARD_STYLE_PREFIXES,
  CONTENT_LIMITS,
  cardStyle,
  EDITOR_BLOCK_TEXTS,
  LAYOUT_COUNTS,
  MEDIA_PANEL_TEXTS,
  STYLE_DEFAULTS,
  type StyleRead,
} from "@textbook/shared";
import { documentIcon } from "../document/document-icon.ts";
import { builtinIcon } from "../media-card/builtin-pictures.ts";
import type { Attributes, PanelField } from "./panel-fields.ts";
import type { MediaPanelKind } from "./selected-block.ts";

const F = MEDIA_PANEL_TEXTS.fields;
const O = MEDIA_PANEL_TEXTS.options;
const CARD = STYLE_DEFAULTS.mediaCard;
const BLOCKS = EDITOR_BLOCK_TEXTS.blocks;

/** Border widths a card accepts, in px. */
export const BORDER_WIDTH_RANGE = { min: 0, max: 20 } as const;
/** Fixed image widths, in px: at least an image block's minimum, at most the suggested longest side (content §9). */
export const FIXED_WIDTH_RANGE = { min: CONTENT_LIMITS.imageBlockMinWidthPx, max: 2048 } as const;

const BORDER_STYLES = ["solid", "dashed", "dotted", "double"] as const;
const TEXT_ALIGNS = ["left", "center", "right", "justify"] as const;
const FLEX_ALIGNS = ["flex-start", "center", "flex-end"] as const;

function choices(labels: Record<string, string>, values: readonly string[] = Object.keys(labels)) {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}

function select(name: string, label: string, labels: Record<string, string>, values?: readonly string[]) {
  return { name, label, kind: "select", options: choices(labels, values), nullable: true } as const;
}

const isCustom = (flag: string) => (attributes: Attributes) => attributes[flag] === "Y";

function layoutFields(count: number): PanelField[] {
  return [
    { name: "useBookLayout", label: F.useBookLayout, kind: "switch" },
    {
      name: "layout",
      label: F.layout,
      kind: "layout",
      count,
      follow: "useBookLayout",
      bookLayout: CARD.layout,
    },
  ];
}

/**
 * Where a card's cover or illustration comes from: the book's (useBook… Y), the author's upload
 * (useCustom… Y, with its image field), or the card's third source (both N).
 */
function pictureFields(
  picture: "Cover" | "Illustration",
  label: string,
  sources: { book: string; custom: string },
  third: { value: string; label: string },
  image: { name: string; srcName: string; label: string },
): PanelField[] {
  const useBook = `useBook${picture}`;
  const useCustom = `useCustom${picture}`;
  const source = (value: string, sourceLabel: string, book: "Y" | "N", custom: "Y" | "N") => ({
    value,
    label: sourceLabel,
    attributes: { [useBook]: book, [useCustom]: custom },
  });
  return [
    {
      name: useBook,
      label,
      kind: "source",
      options: [
        source("book", sources.book, "Y", "N"),
        source("custom", sources.custom, "N", "Y"),
        source(third.value, third.label, "N", "N"),
      ],
    },
    { ...image, kind: "image", when: isCustom(useCustom) },
  ];
}

const COVER = pictureFields(
  "Cover",
  F.cover,
  O.coverSources,
  { value: "firstFrame", label: O.coverSources.firstFrame },
  { name: "coverAttOid", srcName: "coverSrc", label: F.coverImage },
);

const ILLUSTRATION = pictureFields(
  "Illustration",
  F.illustration,
  O.illustrationSources,
  { value: "none", label: O.illustrationSources.none },
  { name: "illustrationAttOid", srcName: "illustration", label: F.illustrationImage },
);

/**
 * Content §4: the icon is the built-in one (default) or an uploaded image (custom). The audio box
 * keeps the icon's address in `icon` (content §3.9), the other cards in `iconSrc`.
 */
function icon(builtIn: string, srcName: "iconSrc" | "icon" = "iconSrc"): PanelField {
  return {
    name: "iconAttOid",
    label: F.icon,
    kind: "image",
    srcName,
    states: { empty: O.iconStates.default, set: O.iconStates.custom },
    builtIn,
  };
}

/**
 * The type label of video, extended reading and link box cards (content §3.8, §9): the block's own
 * words (微课, 实验…), shown instead of the book's; content, so never copied with the style.
 */
function typeName(placeholder: string): PanelField {
  return { name: "typeName", label: F.typeName, kind: "text", placeholder, content: true };
}

const TITLE: PanelField[] = [
  {
    name: "titleColor",
    label: F.titleColor,
    kind: "color",
    placeholder: STYLE_DEFAULTS.documentBox.titleColor,
  },
  select("titleTextAlign", F.titleTextAlign, O.textAligns, TEXT_ALIGNS),
  select("titleAlignItems", F.titleAlignItems, O.flexAligns, FLEX_ALIGNS),
  select("iconAlignSelf", F.iconAlignSelf, O.flexAligns, FLEX_ALIGNS),
  select("illustrationJustify", F.illustrationJustify, O.flexAligns, FLEX_ALIGNS),
  select("illustrationAlignItems", F.illustrationAlignItems, O.flexAligns, FLEX_ALIGNS),
];

/** Fonts, background and border: content §3.8, §3.10, §3.11 and the card defaults of §9. */
const CARD_STYLE: PanelField[] = [
  select("zhFontFamily", F.zhFontFamily, O.zhFonts),
  select("enFontFamily", F.enFontFamily, O.enFonts),
  { name: "background", label: F.background, kind: "background" },
  {
    name: "borderWidth",
    label: F.borderWidth,
    kind: "number",
    ...BORDER_WIDTH_RANGE,
    step: 1,
    asText: true,
    placeholder: String(CARD.borderWidth),
  },
  select("borderStyle", F.borderStyle, O.borderStyles, BORDER_STYLES),
  {
    name: "borderColor",
    label: F.borderColor,
    kind: "color",
    placeholder: STYLE_DEFAULTS.documentBox.borderColor,
  },
];

const fixedWidth = (attributes: Attributes) => attributes.imageSizeType === "FIXED";

const IMAGE_BOX: PanelField[] = [
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

/** Every field each media panel may show, in panel order. */
export const MEDIA_FIELD_TABLES: Record<MediaPanelKind, PanelField[]> = {
  imageBox: IMAGE_BOX,
  audioBox: [
    ...layoutFields(LAYOUT_COUNTS.audio),
    ...ILLUSTRATION,
    icon(builtinIcon("audio"), "icon"),
    ...CARD_STYLE,
  ],
  videoBox: [
    ...layoutFields(LAYOUT_COUNTS.video),
    typeName(AUDIO_VIDEO_TEXTS.video.label),
    ...COVER,
    icon(builtinIcon("video")),
    ...CARD_STYLE,
  ],
  threeDBox: [
    ...layoutFields(LAYOUT_COUNTS.threeD),
    ...ILLUSTRATION,
    icon(builtinIcon("threeD")),
    ...TITLE,
    ...CARD_STYLE,
  ],
  // A document's built-in icon is its file type's; the panel shows the generic one.
  documentBox: [
    ...layoutFields(LAYOUT_COUNTS.document),
    ...ILLUSTRATION,
    icon(documentIcon(null)),
    ...TITLE,
    ...CARD_STYLE,
  ],
  extendedReading: [
    ...layoutFields(LAYOUT_COUNTS.extendedReading),
    typeName(BLOCKS.extendedReading),
    icon(builtinIcon("reading")),
    ...CARD_STYLE,
  ],
  interaction: [...layoutFields(LAYOUT_COUNTS.interaction), icon(builtinIcon("interaction")), ...CARD_STYLE],
  linkBox: [
    ...layoutFields(LAYOUT_COUNTS.linkBox),
    typeName(BLOCKS.linkBox),
    icon(builtinIcon("virtual-simulation")),
    ...CARD_STYLE,
  ],
};

/** The attributes a field writes. */
export function fieldWrites(field: PanelField): string[] {
  switch (field.kind) {
    case "layout":
      return field.follow ? [field.name, field.follow] : [field.name];
    case "source":
      return [...new Set(field.options.flatMap((option) => Object.keys(option.attributes)))];
    case "image":
      return [field.name, field.srcName];
    default:
      return [field.name];
  }
}

/** The book's style of a media block shown under 全书样式: the book's own card area's values. */
export function mediaBookStyle(kind: MediaPanelKind, read: StyleRead): Record<string, unknown> {
  if (kind === "imageBox") return {};
  const shape = bookStyleShape(read);
  if (kind === "documentBox") return shape.documentBox;
  const card = cardStyle(read, CARD_STYLE_PREFIXES[kind]);
  return kind === "videoBox" ? { ...card, posterType: shape.video.posterType } : card;
}

/** How a book style value reads in the panel, where its raw value would mean nothing to an author. */
export const BOOK_STYLE_VALUES: Record<string, Record<string, string>> = {
  // While the book sets no poster, 全书默认封面 is each video's first frame.
  posterType: { default: O.coverSources.firstFrame },
};
