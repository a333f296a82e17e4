// The content §9 defaults the per-block style panels show while a block's own attribute is unset,
// in the shape the panels read (sizes in px as numbers unless a unit is written). Every value is
// the catalogue's (style-catalogue.ts), so each default lives in one place.
import { styleDefault } from "./style-catalogue.ts";

const text = (key: string): string => styleDefault(key) ?? "";
const number = (key: string): number => Number(text(key));
/** Content §9 writes paddings top, bottom, left, right. */
const padding = (prefix: string, device: "phone" | "pc"): number[] =>
  ["top", "bottom", "left", "right"].map((side) => number(`${prefix}.padding.${side}.${device}`));

const fonts = (prefix: string) => ({
  zhFontFamily: text(`${prefix}.font.zh`),
  enFontFamily: text(`${prefix}.font.en`),
});

function header(prefix: string) {
  return {
    backgroundType: text(`${prefix}.background.type`),
    backgroundColor: text(`${prefix}.background`),
    heightType: text(`${prefix}.height.type`),
    phoneHeight: number(`${prefix}.height.phone`),
    pcHeight: number(`${prefix}.height.pc`),
    fontSize: number(`${prefix}.font.size`),
    color: text(`${prefix}.color`),
    textAlign: text(`${prefix}.text.align`),
    verticalAlign: text(`${prefix}.vertical.align`),
    phonePadding: padding(prefix, "phone"),
    pcPadding: padding(prefix, "pc"),
  };
}

/** A card's shared defaults; the audio card's items stand for all six (content §9). */
function card(prefix: string) {
  return {
    layout: text(`${prefix}.layout`),
    ...fonts(prefix),
    backgroundType: text(`${prefix}.background.type`),
    borderColorType: text(`${prefix}.border.color.type`),
    borderStyle: text(`${prefix}.border.style`),
    borderWidth: number(`${prefix}.border.width`),
    iconAlignSelf: text(`${prefix}.icon.align`),
    titleTextAlign: text(`${prefix}.text.align`),
    illustrationJustify: text(`${prefix}.illustration.justify`),
    illustrationAlignItems: text(`${prefix}.illustration.align`),
  };
}

export const STYLE_DEFAULTS = {
  paragraph: {
    ...fonts("paragraph"),
    fontSize: number("paragraph.font.size"),
    color: text("paragraph.color"),
    textIndent: `${text("paragraph.text.indent")}em`,
    lineHeightType: text("paragraph.line-height.type"),
    lineHeight: number("paragraph.line-height"),
  },
  list: {
    ...fonts("list"),
    fontSize: number("list.font.size"),
    color: text("list.color"),
    lineHeight: number("list.line-height"),
  },
  heading: {
    ...fonts("heading"),
    color: text("heading.color"),
    textIndent: text("heading.text.indent"),
    lineHeight: number("heading.line-height"),
  },
  chapterHeader: header("chapter.header"),
  sectionHeader: header("section.header"),
  horizontalRule: {
    colorType: text("hr.color.type"),
    color: text("hr.color"),
    height: number("hr.height"),
    marginTop: number("hr.margin.top"),
    marginBottom: number("hr.margin.bottom"),
  },
  table: {
    color: text("table.color"),
    textIndent: text("table.text.indent"),
    lineHeight: number("table.line-height"),
    verticalAlign: text("table.vertical.align"),
    fontSize: number("table.font.size"),
    borderColor: text("table.border.color"),
    headerBackground: text("table.header.background"),
  },
  link: { color: text("link.color") },
  latex: {
    backgroundType: text("latex.background.type"),
    borderWidth: number("latex.border.width"),
    padding: number("latex.padding"),
    marginTop: number("latex.margin.top"),
  },
  /** Audio, video, extended reading, interaction, 3D and link box cards share these (content §9). */
  mediaCard: card("audio"),
  /**
   * Video cards also (content §9): poster type default shows each video's own first frame (a book
   * poster replaces it once the book's style sets one), with the mask and play icon shown.
   */
  video: {
    posterType: text("video.poster.type"),
    maskDisplay: text("video.mask.display"),
    playIconDisplay: text("video.play-icon.display"),
  },
  /** The document box, content §9 "document-level area". */
  documentBox: {
    ...card("document"),
    backgroundColor: text("document.background.color"),
    shading: text("document.background.shading"),
    borderColor: text("document.border.color"),
    titleColor: text("document.title.color"),
    titleAlignItems: text("document.title.align"),
  },
};
