// The field groups the card panels are built from (content §3.8-§3.14, §4): the layout, the cover
// and illustration sources, the icon, the type label, the title's alignment and the card's fonts,
// background and border. Each block folder's style panel lists the groups its block has.
import { MEDIA_PANEL_TEXTS, STYLE_DEFAULTS } from "@textbook/shared";
import { type Attributes, choices, type PanelField } from "./panel-field.ts";

const F = MEDIA_PANEL_TEXTS.fields;
const O = MEDIA_PANEL_TEXTS.options;
const CARD = STYLE_DEFAULTS.mediaCard;

/** Border widths a card accepts, in px. */
export const BORDER_WIDTH_RANGE = { min: 0, max: 20 } as const;

const BORDER_STYLES = ["solid", "dashed", "dotted", "double"] as const;
const TEXT_ALIGNS = ["left", "center", "right", "justify"] as const;
const FLEX_ALIGNS = ["flex-start", "center", "flex-end"] as const;

function select(name: string, label: string, labels: Record<string, string>, values?: readonly string[]) {
  return { name, label, kind: "select", options: choices(labels, values), nullable: true } as const;
}

const isCustom = (flag: string) => (attributes: Attributes) => attributes[flag] === "Y";

export function layoutFields(count: number): PanelField[] {
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

export const COVER = pictureFields(
  "Cover",
  F.cover,
  O.coverSources,
  { value: "firstFrame", label: O.coverSources.firstFrame },
  { name: "coverAttOid", srcName: "coverSrc", label: F.coverImage },
);

export const ILLUSTRATION = pictureFields(
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
export function icon(builtIn: string, srcName: "iconSrc" | "icon" = "iconSrc"): PanelField {
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
export function typeName(placeholder: string): PanelField {
  return { name: "typeName", label: F.typeName, kind: "text", placeholder, content: true };
}

export const TITLE: PanelField[] = [
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
export const CARD_STYLE: PanelField[] = [
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
