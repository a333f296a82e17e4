// Every item a book's look is made of, with its panel, kind and content §9 default, as one table:
// the server accepts only these keys, the settings screen draws its fields from it, and the CSS of
// the editor, the preview and built books comes from it (book-style-css.ts). Areas that look alike
// (the six cards, the two headers) are built by one function each, with their differences as
// arguments, so a default lives in exactly one place.
import { LAYOUT_COUNTS } from "../constants.ts";
import type { StyleItemType, StyleSelector } from "./style-item.ts";
import { STYLE_TEXTS } from "./style-texts.ts";
import type { StyleValueKind } from "./style-values.ts";

export const STYLE_PANELS = [
  "page",
  "paragraph",
  "list",
  "heading",
  "chapterHeader",
  "sectionHeader",
  "image",
  "audio",
  "video",
  "reading",
  "interaction",
  "threeD",
  "table",
  "link",
  "linkBox",
  "latex",
] as const;
export type StylePanel = (typeof STYLE_PANELS)[number];

export type StyleDevice = "phone" | "pc";

export interface StyleItemDefinition {
  key: string;
  panel: StylePanel;
  itemType: StyleItemType;
  selector: StyleSelector;
  value: StyleValueKind;
  defaultValue: string;
  /** Items that hold one screen size's value end in .phone or .pc and share one variable. */
  device?: StyleDevice;
}

export const BACKGROUND_TYPES = ["no-color", "pure-color", "shading", "image"] as const;
export type BackgroundType = (typeof BACKGROUND_TYPES)[number];
/** The named background patterns of content §9 (the default is custom-shading-001). */
export const SHADINGS = ["custom-shading-001", "custom-shading-002", "custom-shading-003"] as const;
export const ICON_STATES = ["default", "custom"] as const;
const ALIGNS = ["left", "center", "right", "justify"] as const;
const FLEX_ALIGNS = ["flex-start", "center", "flex-end"] as const;
const BORDER_STYLES = ["solid", "dashed", "dotted"] as const;

/** The block icons a book can replace (content §9 page defaults), each with a default/custom state. */
export const BOOK_ICONS = [
  "popup",
  "link",
  "virtual-link-box",
  "training-link-box",
  "book-jump",
  "image",
  "audio",
  "audio-block",
  "inline-video",
  "video",
  "reading-inline",
  "reading-block",
  "interaction",
  "three-d",
  "link-box",
  "knowledge-graph",
  "popup-arrow-up",
  "popup-arrow-down",
  "gallery",
  "resource-gallery",
  "resource-video",
  "document",
  "mind-map",
] as const;

const COLOR: StyleValueKind = { kind: "color" };
const BACKGROUND: StyleValueKind = { kind: "background" };
const IMAGE: StyleValueKind = { kind: "image" };
const FONT_SIZE: StyleValueKind = { kind: "font-size", min: 10, max: 120 };
const LINE_HEIGHT: StyleValueKind = { kind: "number", min: 1, max: 5, step: 0.1 };
const INDENT: StyleValueKind = { kind: "em", min: 0, max: 10 };
const SPACING: StyleValueKind = { kind: "px", min: 0, max: 400 };
const BORDER_WIDTH: StyleValueKind = { kind: "px", min: 0, max: 20 };
const option = (options: readonly string[]): StyleValueKind => ({ kind: "option", options });

type Entry = [key: string, value: StyleValueKind, defaultValue: string, itemType?: StyleItemType];

function items(panel: StylePanel, prefix: string, entries: readonly Entry[]): StyleItemDefinition[] {
  return entries.map(([key, value, defaultValue, itemType]) => {
    const device = /\.(phone|pc)$/.exec(key)?.[1] as StyleDevice | undefined;
    const type = itemType ?? (value.kind === "image" ? "IMAGE" : value.kind === "font" ? "FONT" : "CSS");
    return {
      key: `${prefix}.${key}`,
      panel,
      itemType: type,
      selector: type === "FONT" ? "global" : "root",
      value,
      defaultValue,
      ...(device ? { device } : {}),
    };
  });
}

const fonts = (): Entry[] => [
  ["font.zh", { kind: "font", script: "zh" }, "sans-serif"],
  ["font.en", { kind: "font", script: "en" }, "Arial"],
];

/** A background chosen by type (content §4 style panel): colour, pattern or image. */
const background = (type: BackgroundType, color: string): Entry[] => [
  ["background.type", option(BACKGROUND_TYPES), type, "OPTION"],
  ["background.color", COLOR, color],
  ["background.shading", option(SHADINGS), SHADINGS[0], "OPTION"],
  ["background.image", IMAGE, ""],
];

const border = (colorType: string, color: string, width: string): Entry[] => [
  ["border.color.type", option(["no-color", "pure-color"]), colorType, "OPTION"],
  ["border.color", COLOR, color],
  ["border.style", option(BORDER_STYLES), "solid", "OPTION"],
  ["border.width", BORDER_WIDTH, width],
];

/** top, bottom, left, right for the small then the large screen (content §9 writes them so). */
const padding = (phone: readonly number[], pc: readonly number[]): Entry[] =>
  (["top", "bottom", "left", "right"] as const).flatMap((side, at): Entry[] => [
    [`padding.${side}.phone`, SPACING, String(phone[at])],
    [`padding.${side}.pc`, SPACING, String(pc[at])],
  ]);

/** Chapter and section headers differ only in font size and paddings (content §9). */
function header(
  panel: "chapterHeader" | "sectionHeader",
  fontSize: number,
  phone: readonly number[],
  pc: readonly number[],
) {
  return items(panel, panel === "chapterHeader" ? "chapter.header" : "section.header", [
    ["background.type", option(BACKGROUND_TYPES), "pure-color", "OPTION"],
    ["background", BACKGROUND, "#00838FFF"],
    ["background.phone", BACKGROUND, "#00838FFF"],
    ["background.shading", option(SHADINGS), SHADINGS[0], "OPTION"],
    ["height.type", option(["AUTO", "FIXED"]), "AUTO", "OPTION"],
    ["height.phone", SPACING, "200"],
    ["height.pc", { kind: "px", min: 0, max: 1200 }, "400"],
    ["font.size", FONT_SIZE, String(fontSize)],
    ["color", COLOR, "#ffffff"],
    ["text.align", option(ALIGNS), "justify", "OPTION"],
    ["vertical.align", option(FLEX_ALIGNS), "flex-start", "OPTION"],
    ...padding(phone, pc),
  ]);
}

/** layout-001 … layout-00N (content §3.17). */
function layoutNames(count: number): string[] {
  return Array.from({ length: count }, (_, at) => `layout-${String(at + 1).padStart(3, "0")}`);
}

interface CardDifferences {
  layouts: number;
  /** The type label's background colour, for the cards that show one (content §9). */
  typeLabel?: string;
  extra?: Entry[];
}

/** Audio, video, extended reading, interaction, 3D and link box cards (content §9). */
function card(panel: StylePanel, prefix: string, { layouts, typeLabel, extra = [] }: CardDifferences) {
  return items(panel, prefix, [
    ["layout", option(layoutNames(layouts)), "layout-001", "LAYOUT"],
    ...fonts(),
    ...background("pure-color", "#00838F1F"),
    ...border("no-color", "#00838FFF", "1"),
    // Content §9 "icon and text alignment center": the icon's and the words' vertical alignment.
    ["icon.align", option(FLEX_ALIGNS), "center", "OPTION"],
    ["title.align", option(FLEX_ALIGNS), "center", "OPTION"],
    ["text.align", option(ALIGNS), "justify", "OPTION"],
    ["illustration.justify", option(FLEX_ALIGNS), "center", "OPTION"],
    ["illustration.align", option(FLEX_ALIGNS), "center", "OPTION"],
    ...(typeLabel
      ? ([
          ["type-label.color", COLOR, "#00838FFF"],
          ["type-label.background.type", option(["no-color", "pure-color"]), "pure-color", "OPTION"],
          ["type-label.background.color", COLOR, typeLabel],
          ["type-label.text.align", option(ALIGNS), "center", "OPTION"],
        ] satisfies Entry[])
      : []),
    ...extra,
  ]);
}

export const STYLE_CATALOGUE: readonly StyleItemDefinition[] = [
  ...items("page", "page", [
    ...background("no-color", "#FFFFFF"),
    ["theme.color", COLOR, "#00838FFF"],
    ...padding([0, 30, 15, 15], [0, 50, 50, 48]),
    ["component.light", COLOR, "#00838F1F"],
    ["component.dark", COLOR, "#00838F29"],
    ...BOOK_ICONS.flatMap((icon): Entry[] => [
      [`icon.${icon}.state`, option(ICON_STATES), "default", "OPTION"],
      [`icon.${icon}.image`, IMAGE, ""],
    ]),
  ]),
  ...items("page", "hr", [
    ["color.type", option(["no-color", "pure-color"]), "pure-color", "OPTION"],
    ["color", COLOR, "#ABABABFF"],
    ["height", BORDER_WIDTH, "1"],
    ["margin.top", SPACING, "20"],
    ["margin.bottom", SPACING, "0"],
  ]),
  ...items("paragraph", "paragraph", [
    ...fonts(),
    ["font.size", FONT_SIZE, "18"],
    ["color", COLOR, "#212121FF"],
    ["text.indent", INDENT, "2"],
    ["line-height.type", option(["custom", "auto"]), "custom", "OPTION"],
    ["line-height", LINE_HEIGHT, "1.6"],
  ]),
  ...items("list", "list", [
    ...fonts(),
    ["font.size", FONT_SIZE, "18"],
    ["color", COLOR, "#212121FF"],
    ["line-height", LINE_HEIGHT, "1.6"],
  ]),
  ...items("heading", "heading", [
    ...fonts(),
    ["color", COLOR, "#00838FFF"],
    ["text.indent", INDENT, "0"],
    ["line-height", LINE_HEIGHT, "1.6"],
  ]),
  ...header("chapterHeader", 48, [60, 60, 15, 15], [120, 120, 50, 50]),
  ...header("sectionHeader", 36, [30, 30, 15, 15], [60, 60, 50, 50]),
  ...items("image", "image", [
    ...background("no-color", "#FFFFFF"),
    ...border("pure-color", "#00838FFF", "0"),
    ["title.color", COLOR, "#212121FF"],
    ["caption.color", COLOR, "#616161FF"],
    ["padding", SPACING, "0"],
    ["margin.top", SPACING, "20"],
    ["margin.bottom", SPACING, "0"],
    ["border.radius", SPACING, "0"],
  ]),
  ...items("image", "gallery", [
    ...background("no-color", "#00838FFF"),
    ...border("pure-color", "#00838FFF", "0"),
    ["padding", SPACING, "0"],
    ["margin.top", SPACING, "20"],
    ["margin.bottom", SPACING, "0"],
    ["border.radius", SPACING, "0"],
    ["icon.display", option(["inline-block", "none"]), "inline-block", "OPTION"],
  ]),
  ...card("audio", "audio", { layouts: LAYOUT_COUNTS.audio }),
  ...card("video", "video", {
    layouts: LAYOUT_COUNTS.video,
    typeLabel: "#f0f8f9",
    extra: [
      ["poster.type", option(ICON_STATES), "default", "OPTION"],
      ["poster.image", IMAGE, ""],
      ["mask.display", option(["flex", "none"]), "flex", "OPTION"],
      ["play-icon.display", option(["block", "none"]), "block", "OPTION"],
    ],
  }),
  ...card("reading", "reading", { layouts: LAYOUT_COUNTS.extendedReading, typeLabel: "#f0f8f9" }),
  ...card("interaction", "interaction", { layouts: LAYOUT_COUNTS.interaction }),
  ...card("threeD", "three-d", { layouts: LAYOUT_COUNTS.threeD }),
  ...items("threeD", "document", [
    ["layout", option(layoutNames(LAYOUT_COUNTS.document)), "layout-001", "LAYOUT"],
    ...fonts(),
    ...background("pure-color", "#00838F29"),
    ...border("no-color", "#00838FFF", "1"),
    ["icon.align", option(FLEX_ALIGNS), "center", "OPTION"],
    ["title.color", COLOR, "#00838FFF"],
    ["text.align", option(ALIGNS), "justify", "OPTION"],
    ["title.align", option(FLEX_ALIGNS), "center", "OPTION"],
    ["illustration.image", IMAGE, ""],
    ["illustration.justify", option(FLEX_ALIGNS), "center", "OPTION"],
    ["illustration.align", option(FLEX_ALIGNS), "center", "OPTION"],
  ]),
  ...items("table", "table", [
    ...fonts(),
    ["title.color", COLOR, "#212121FF"],
    ["caption.color", COLOR, "#616161FF"],
    ["color", COLOR, "#212121FF"],
    ["text.indent", INDENT, "0"],
    ["line-height", LINE_HEIGHT, "1.6"],
    ["vertical.align", option(["top", "middle", "bottom"]), "middle", "OPTION"],
    ["font.size", FONT_SIZE, "18"],
    ["border.color", COLOR, "#616161FF"],
    ["header.background", COLOR, "#D8D8D8"],
  ]),
  ...items("link", "link", [["color", COLOR, "#00838FFF"]]),
  ...card("linkBox", "link-box", { layouts: LAYOUT_COUNTS.linkBox, typeLabel: "#F9FAFD" }),
  ...items("latex", "latex", [
    ...background("no-color", "#FFFFFF"),
    ["border.width", BORDER_WIDTH, "0"],
    ["padding", SPACING, "5"],
    ["margin.top", SPACING, "16"],
    ["margin.bottom", SPACING, "0"],
    ["border.radius", SPACING, "0"],
  ]),
];

const BY_KEY = new Map(STYLE_CATALOGUE.map((definition) => [definition.key, definition]));

export function styleDefinition(itemKey: string): StyleItemDefinition | undefined {
  return BY_KEY.get(itemKey);
}

/** The item's default value (content §9). */
export function styleDefault(itemKey: string): string | undefined {
  return BY_KEY.get(itemKey)?.defaultValue;
}

const PREFIXES: Record<StylePanel, readonly string[]> = {
  page: ["page", "hr"],
  paragraph: ["paragraph"],
  list: ["list"],
  heading: ["heading"],
  chapterHeader: ["chapter.header"],
  sectionHeader: ["section.header"],
  image: ["image", "gallery"],
  audio: ["audio"],
  video: ["video"],
  reading: ["reading"],
  interaction: ["interaction"],
  threeD: ["three-d", "document"],
  table: ["table"],
  link: ["link"],
  linkBox: ["link-box"],
  latex: ["latex"],
};

/** The field's label: its group (an area inside the panel, a sub-part) and its own name. */
export function styleItemLabel(definition: StyleItemDefinition): string {
  const { groups, fields, devices } = STYLE_TEXTS;
  const [ownPrefix] = PREFIXES[definition.panel];
  const prefix = PREFIXES[definition.panel].find((candidate) => definition.key.startsWith(`${candidate}.`));
  let rest = definition.key.slice((prefix ?? ownPrefix ?? "").length + 1);
  const parts: string[] = [];
  if (prefix && prefix !== ownPrefix && prefix in groups) parts.push(groups[prefix as keyof typeof groups]);
  if (definition.device) rest = rest.slice(0, -(definition.device.length + 1));
  const icon = /^icon\.([a-z-]+)\.(state|image)$/.exec(rest);
  if (icon) {
    parts.push(`${STYLE_TEXTS.icons[icon[1] as keyof typeof STYLE_TEXTS.icons] ?? icon[1]}${groups.icon}`);
    rest = icon[2] ?? "";
  }
  const [first, ...tail] = rest.split(".");
  if (first && first in groups && !(rest in fields)) {
    parts.push(groups[first as keyof typeof groups]);
    rest = tail.join(".");
  }
  parts.push(fields[rest as keyof typeof fields] ?? rest);
  const label = parts.join(" · ");
  return definition.device ? `${label}（${devices[definition.device]}）` : label;
}
