// The fields of each style panel: which attribute each edits and how (paragraphs and headings here,
// every other block's in its folder: blocks/<family>/<family>-style-panels.ts). A field whose
// attribute the node type does not declare is not shown, so the panels follow the schema as it grows.
import { HEADING_ALIGNS, HEADING_LEVELS } from "@textbook/schema";
import {
  bookStyleShape,
  EDITOR_BLOCK_TEXTS,
  formatMessage,
  MEDIA_PANEL_TEXTS,
  STYLE_DEFAULTS,
  type StyleRead,
} from "@textbook/shared";
import { colorLabel, optionLabel } from "../../../styles/option-label.ts";
import { headerPanel } from "../../blocks/header/header-style-panels.ts";
import { listPanel } from "../../blocks/list/list-style-panels.ts";
import { BOOK_STYLE_VALUES, fieldWrites, MEDIA_FIELD_TABLES, mediaBookStyle } from "./media-panel-fields.ts";
import { type Attributes, choices, type PanelField } from "./panel-field.ts";
import {
  isMediaPanelKind,
  MEDIA_PANEL_TYPES,
  type MediaPanelKind,
  type PanelKind,
  type SelectedBlock,
} from "./selected-block.ts";

const T = EDITOR_BLOCK_TEXTS.panel;
const O = EDITOR_BLOCK_TEXTS.options;

export const PANEL_FIELDS: Record<PanelKind, (attributes: Attributes, type: string) => PanelField[]> = {
  paragraph: () => [
    {
      name: "indent",
      label: T.indent,
      kind: "number",
      min: 0,
      step: 0.5,
      placeholder: STYLE_DEFAULTS.paragraph.textIndent.replace("em", ""),
    },
    {
      name: "lineSpacing",
      label: T.lineSpacing,
      kind: "number",
      min: 0,
      step: 0.1,
      placeholder: String(STYLE_DEFAULTS.paragraph.lineHeight),
    },
  ],
  heading: () => [
    {
      name: "level",
      label: T.level,
      kind: "select",
      options: HEADING_LEVELS.map((level) => ({
        value: level,
        label: formatMessage(T.levelName, { level }),
      })),
    },
    {
      name: "align",
      label: T.align,
      kind: "select",
      options: choices(O.textAligns, HEADING_ALIGNS),
      nullable: true,
    },
  ],
  list: listPanel,
  chapterHeader: headerPanel("chapterHeader"),
  sectionHeader: headerPanel("sectionHeader"),
  ...(Object.fromEntries(
    MEDIA_PANEL_TYPES.map((kind) => [
      kind,
      (attributes: Attributes) =>
        MEDIA_FIELD_TABLES[kind].filter((field) => field.when?.(attributes) ?? true),
    ]),
  ) as Record<MediaPanelKind, (attributes: Attributes) => PanelField[]>),
};

/** The fields a block's panel shows: those of its kind whose attributes its node type declares. */
export function panelFields(block: SelectedBlock, declared: Record<string, unknown>): PanelField[] {
  return PANEL_FIELDS[block.kind](block.attrs, block.type).filter((field) =>
    (field.kind === "layout" ? [field.name] : fieldWrites(field)).every((name) => name in declared),
  );
}

/**
 * The book style a block follows while its own attributes are unset, as label/value rows: the
 * book's look as `read` gives it (content §9 defaults where the book sets nothing).
 */
const COLOR_KEYS = new Set(["backgroundColor", "color", "borderColor", "titleColor"]);

export interface BookStyleRow {
  label: string;
  /** In words: 版式 3, 实线, #212121, 18px. */
  value: string;
  /** A colour's own value, for its swatch. */
  color?: string;
}

export function bookStyleRows(kind: PanelKind, read: StyleRead): BookStyleRow[] {
  const source: Record<string, unknown> = isMediaPanelKind(kind)
    ? mediaBookStyle(kind, read)
    : bookStyleShape(read)[kind];
  const rows: [string, string][] = [
    ["layout", MEDIA_PANEL_TEXTS.fields.layout],
    ["backgroundColor", T.backgroundColor],
    ["zhFontFamily", T.zhFontFamily],
    ["enFontFamily", T.enFontFamily],
    ["fontSize", T.fontSize],
    ["color", T.color],
    ["textIndent", T.indent],
    ["lineHeight", T.lineSpacing],
    ["borderStyle", MEDIA_PANEL_TEXTS.fields.borderStyle],
    ["borderWidth", MEDIA_PANEL_TEXTS.fields.borderWidth],
    ["borderColor", MEDIA_PANEL_TEXTS.fields.borderColor],
    ["titleColor", MEDIA_PANEL_TEXTS.fields.titleColor],
    ["posterType", MEDIA_PANEL_TEXTS.fields.cover],
  ];
  const row = (key: string, label: string): BookStyleRow => {
    const value = String(source[key]);
    if (key === "fontSize") return { label, value: `${value}px` };
    if (COLOR_KEYS.has(key) && value.startsWith("#"))
      return { label, value: colorLabel(value), color: value };
    return { label, value: BOOK_STYLE_VALUES[key]?.[value] ?? optionLabel(value) };
  };
  return rows.filter(([key]) => source[key] !== undefined).map(([key, label]) => row(key, label));
}
