// The whole-book style defaults of content §9 for the blocks with a style panel: what a block
// looks like while its own attribute is unset. Sizes are px unless the unit is written.

export const STYLE_DEFAULTS = {
  paragraph: {
    zhFontFamily: "sans-serif",
    enFontFamily: "Arial",
    fontSize: 18,
    color: "#212121FF",
    textIndent: "2em",
    lineHeightType: "custom",
    lineHeight: 1.6,
  },
  list: {
    zhFontFamily: "sans-serif",
    enFontFamily: "Arial",
    fontSize: 18,
    color: "#212121FF",
    lineHeight: 1.6,
  },
  heading: {
    zhFontFamily: "sans-serif",
    enFontFamily: "Arial",
    color: "#00838FFF",
    textIndent: "0",
    lineHeight: 1.6,
  },
  chapterHeader: {
    backgroundType: "pure-color",
    backgroundColor: "#00838FFF",
    heightType: "AUTO",
    phoneHeight: 200,
    pcHeight: 400,
    fontSize: 48,
    color: "#ffffff",
    textAlign: "justify",
    verticalAlign: "flex-start",
    phonePadding: [60, 60, 15, 15],
    pcPadding: [120, 120, 50, 50],
  },
  sectionHeader: {
    backgroundType: "pure-color",
    backgroundColor: "#00838FFF",
    heightType: "AUTO",
    phoneHeight: 200,
    pcHeight: 400,
    fontSize: 36,
    color: "#ffffff",
    textAlign: "justify",
    verticalAlign: "flex-start",
    phonePadding: [30, 30, 15, 15],
    pcPadding: [60, 60, 50, 50],
  },
  horizontalRule: { colorType: "pure-color", color: "#ABABABFF", height: 1, marginTop: 20, marginBottom: 0 },
  table: {
    color: "#212121FF",
    textIndent: "0",
    lineHeight: 1.6,
    verticalAlign: "middle",
    fontSize: 18,
    borderColor: "#616161FF",
    headerBackground: "#D8D8D8",
  },
  link: { color: "#00838FFF" },
  latex: { backgroundType: "no-color", borderWidth: 0, padding: 5, marginTop: 16 },
  /** Audio, video, extended reading, interaction, 3D and link box cards share these (content §9). */
  mediaCard: {
    layout: "layout-001",
    zhFontFamily: "sans-serif",
    enFontFamily: "Arial",
    backgroundType: "pure-color",
    borderColorType: "no-color",
    borderStyle: "solid",
    borderWidth: 1,
    iconAlignSelf: "center",
    titleTextAlign: "justify",
    illustrationJustify: "center",
    illustrationAlignItems: "center",
  },
  /**
   * Video cards also (content §9): poster type default shows each video's own first frame (a book
   * poster replaces it once the book's style sets one), with the mask and play icon shown.
   */
  video: { posterType: "default", maskDisplay: "flex", playIconDisplay: "block" },
  /** The document box, content §9 "document-level area". */
  documentBox: {
    layout: "layout-001",
    zhFontFamily: "sans-serif",
    enFontFamily: "Arial",
    backgroundType: "pure-color",
    backgroundColor: "#00838F29",
    shading: "custom-shading-001",
    borderColorType: "no-color",
    borderColor: "#00838FFF",
    borderStyle: "solid",
    borderWidth: 1,
    iconAlignSelf: "center",
    titleColor: "#00838FFF",
    titleTextAlign: "justify",
    titleAlignItems: "center",
    illustrationJustify: "center",
    illustrationAlignItems: "center",
  },
} as const;

/** Content §5: a Chinese font 'serif' becomes 'sans-serif'; a Western 'serif' or 'sans-serif' becomes Arial. */
export function normaliseFontFamily(kind: "zh" | "en", family: string): string {
  if (kind === "zh") return family === "serif" ? "sans-serif" : family;
  return family === "serif" || family === "sans-serif" ? "Arial" : family;
}

/** Content §9: a font size in px as rem (÷ 16). */
export function fontSizeRem(px: number): string {
  return `${px / 16}rem`;
}
