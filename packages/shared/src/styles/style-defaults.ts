// The whole-book style values the per-block style panels show while a block's own attribute is
// unset, in the shape the panels read (sizes in px as numbers unless a unit is written), from any
// source of values: the content §9 defaults (STYLE_DEFAULTS, from the catalogue, so each default
// lives in one place), or a book's own look.
import { styleDefault } from "./style-catalogue.ts";

/** A book's value of a catalogue item (for the defaults, styleDefault). */
export type StyleRead = (itemKey: string) => string;

/** The panels' card areas and the catalogue prefix each reads. */
export const CARD_STYLE_PREFIXES = {
  audioBox: "audio",
  videoBox: "video",
  threeDBox: "three-d",
  documentBox: "document",
  extendedReading: "reading",
  interaction: "interaction",
  linkBox: "link-box",
} as const;

/** Content §9 writes paddings top, bottom, left, right. */
function padding(read: StyleRead, prefix: string, device: "phone" | "pc"): number[] {
  return ["top", "bottom", "left", "right"].map((side) =>
    Number(read(`${prefix}.padding.${side}.${device}`)),
  );
}

function fonts(read: StyleRead, prefix: string) {
  return { zhFontFamily: read(`${prefix}.font.zh`), enFontFamily: read(`${prefix}.font.en`) };
}

function header(read: StyleRead, prefix: string) {
  const number = (key: string) => Number(read(key));
  return {
    backgroundType: read(`${prefix}.background.type`),
    backgroundColor: read(`${prefix}.background`),
    heightType: read(`${prefix}.height.type`),
    phoneHeight: number(`${prefix}.height.phone`),
    pcHeight: number(`${prefix}.height.pc`),
    fontSize: number(`${prefix}.font.size`),
    color: read(`${prefix}.color`),
    textAlign: read(`${prefix}.text.align`),
    verticalAlign: read(`${prefix}.vertical.align`),
    phonePadding: padding(read, prefix, "phone"),
    pcPadding: padding(read, prefix, "pc"),
  };
}

/** One card area's values (content §9: audio, video, extended reading, interaction, 3D, link box). */
export function cardStyle(read: StyleRead, prefix: string) {
  return {
    layout: read(`${prefix}.layout`),
    ...fonts(read, prefix),
    backgroundType: read(`${prefix}.background.type`),
    borderColorType: read(`${prefix}.border.color.type`),
    borderStyle: read(`${prefix}.border.style`),
    borderWidth: Number(read(`${prefix}.border.width`)),
    iconAlignSelf: read(`${prefix}.icon.align`),
    titleTextAlign: read(`${prefix}.text.align`),
    illustrationJustify: read(`${prefix}.illustration.justify`),
    illustrationAlignItems: read(`${prefix}.illustration.align`),
  };
}

export function bookStyleShape(read: StyleRead) {
  const number = (key: string) => Number(read(key));
  return {
    paragraph: {
      ...fonts(read, "paragraph"),
      fontSize: number("paragraph.font.size"),
      color: read("paragraph.color"),
      textIndent: `${read("paragraph.text.indent")}em`,
      lineHeightType: read("paragraph.line-height.type"),
      lineHeight: number("paragraph.line-height"),
    },
    list: {
      ...fonts(read, "list"),
      fontSize: number("list.font.size"),
      color: read("list.color"),
      lineHeight: number("list.line-height"),
    },
    heading: {
      ...fonts(read, "heading"),
      color: read("heading.color"),
      textIndent: read("heading.text.indent"),
      lineHeight: number("heading.line-height"),
    },
    chapterHeader: header(read, "chapter.header"),
    sectionHeader: header(read, "section.header"),
    horizontalRule: {
      colorType: read("hr.color.type"),
      color: read("hr.color"),
      height: number("hr.height"),
      marginTop: number("hr.margin.top"),
      marginBottom: number("hr.margin.bottom"),
    },
    table: {
      color: read("table.color"),
      textIndent: read("table.text.indent"),
      lineHeight: number("table.line-height"),
      verticalAlign: read("table.vertical.align"),
      fontSize: number("table.font.size"),
      borderColor: read("table.border.color"),
      headerBackground: read("table.header.background"),
    },
    link: { color: read("link.color") },
    latex: {
      backgroundType: read("latex.background.type"),
      borderWidth: number("latex.border.width"),
      padding: number("latex.padding"),
      marginTop: number("latex.margin.top"),
    },
    /** Audio, video, extended reading, interaction, 3D and link box cards share these (content §9). */
    mediaCard: cardStyle(read, "audio"),
    /**
     * Video cards also (content §9): poster type default shows each video's own first frame (a book
     * poster replaces it once the book's style sets one), with the mask and play icon shown.
     */
    video: {
      posterType: read("video.poster.type"),
      maskDisplay: read("video.mask.display"),
      playIconDisplay: read("video.play-icon.display"),
    },
    /** The document box, content §9 "document-level area". */
    documentBox: {
      ...cardStyle(read, "document"),
      backgroundColor: read("document.background.color"),
      shading: read("document.background.shading"),
      borderColor: read("document.border.color"),
      titleColor: read("document.title.color"),
      titleAlignItems: read("document.title.align"),
    },
  };
}

export const STYLE_DEFAULTS = bookStyleShape((itemKey) => styleDefault(itemKey) ?? "");
