// The fields of each style panel: which attribute each edits and how. A field whose attribute the
// node type does not declare is not shown, so the panels follow the schema as it grows.
import {
  BULLET_LIST_TYPES,
  HEADER_BACKGROUND_TYPES,
  HEADER_HEIGHT_TYPES,
  HEADING_ALIGNS,
  HEADING_LEVELS,
  ORDERED_LIST_TYPES,
} from "@textbook/schema";
import {
  bookStyleShape,
  EDITOR_BLOCK_TEXTS,
  formatMessage,
  MEDIA_PANEL_TEXTS,
  STYLE_DEFAULTS,
  type StyleRead,
} from "@textbook/shared";
import { colorLabel, optionLabel } from "../../styles/option-label.ts";
import { BOOK_STYLE_VALUES, fieldWrites, MEDIA_FIELD_TABLES, mediaBookStyle } from "./media-panel-fields.ts";
import {
  isMediaPanelKind,
  MEDIA_PANEL_TYPES,
  type MediaPanelKind,
  type PanelKind,
  type SelectedBlock,
} from "./selected-block.ts";

const T = EDITOR_BLOCK_TEXTS.panel;
const O = EDITOR_BLOCK_TEXTS.options;

export type Attributes = Record<string, unknown>;

interface FieldBase {
  /** The attribute the field edits (for several-attribute fields, the one the schema must declare). */
  name: string;
  label: string;
  /** Shown only while this holds for the block's attributes (a width only for a FIXED size). */
  when?: (attributes: Attributes) => boolean;
  /** The block's content rather than its style (a type label): never copied with the style. */
  content?: boolean;
}

export type PanelField = FieldBase &
  (
    | {
        kind: "number";
        min?: number;
        max?: number;
        step?: number;
        placeholder?: string;
        /** Stored as the number's text, as the card styles keep px values ("1"). */
        asText?: boolean;
      }
    | { kind: "select"; options: { value: string | number; label: string }[]; nullable?: boolean }
    | { kind: "switch" }
    | { kind: "text"; placeholder?: string }
    | { kind: "color"; placeholder?: string }
    | {
        kind: "layout";
        count: number;
        /** The Y/N attribute saying the block follows the book's layout, when the node has one. */
        follow?: string;
        bookLayout: string;
      }
    /** One choice writing several attributes (a cover from the book, an upload or the first frame). */
    | { kind: "source"; options: { value: string; label: string; attributes: Attributes }[] }
    /** An uploaded image: `name` holds the attachment oid, `srcName` the link it had when stored. */
    | {
        kind: "image";
        srcName: string;
        states?: { empty: string; set: string };
        /** The picture shown while none is uploaded (a card's built-in icon). */
        builtIn?: string;
      }
    /** A colour, a shading name or an image address in one attribute (content §4, §5). */
    | { kind: "background"; placeholder?: string }
  );

function choices<T extends string>(values: readonly T[], labels: Record<string, string>) {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}

const headerFields =
  (kind: "chapterHeader" | "sectionHeader") =>
  (attributes: Attributes): PanelField[] => {
    const fields: PanelField[] = [{ name: "useBookBackground", label: T.useBookBackground, kind: "switch" }];
    if (attributes.useBookBackground === "N") {
      fields.push({
        name: "backgroundType",
        label: T.backgroundType,
        kind: "select",
        options: choices(HEADER_BACKGROUND_TYPES, O.backgroundTypes),
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
        options: choices(HEADER_HEIGHT_TYPES, O.heightTypes),
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
      options: choices(HEADING_ALIGNS, O.textAligns),
      nullable: true,
    },
  ],
  list: (_attributes, type) => [
    {
      name: "listType",
      label: T.listType,
      kind: "select",
      options: choices(type === "orderedList" ? ORDERED_LIST_TYPES : BULLET_LIST_TYPES, O.listTypes),
    },
    ...(type === "orderedList"
      ? [{ name: "start", label: T.start, kind: "number", min: 1, step: 1 } as PanelField]
      : []),
  ],
  chapterHeader: headerFields("chapterHeader"),
  sectionHeader: headerFields("sectionHeader"),
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
