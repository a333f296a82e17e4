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
import { EDITOR_BLOCK_TEXTS, formatMessage, STYLE_DEFAULTS } from "@textbook/shared";
import type { PanelKind } from "./selected-block.ts";

const T = EDITOR_BLOCK_TEXTS.panel;
const O = EDITOR_BLOCK_TEXTS.options;

export type PanelField =
  | { name: string; label: string; kind: "number"; min?: number; step?: number; placeholder?: string }
  | {
      name: string;
      label: string;
      kind: "select";
      options: { value: string | number; label: string }[];
      nullable?: boolean;
    }
  | { name: string; label: string; kind: "switch" }
  | { name: string; label: string; kind: "text"; placeholder?: string };

type Attributes = Record<string, unknown>;

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
};

/** The book style a block follows while its own attributes are unset (content §9), as label/value rows. */
export function bookStyleRows(kind: PanelKind): { label: string; value: string }[] {
  const source: Record<string, unknown> =
    kind === "list"
      ? STYLE_DEFAULTS.list
      : kind === "heading"
        ? STYLE_DEFAULTS.heading
        : STYLE_DEFAULTS[kind];
  const rows: [string, string][] = [
    ["backgroundColor", T.backgroundColor],
    ["zhFontFamily", T.zhFontFamily],
    ["enFontFamily", T.enFontFamily],
    ["fontSize", T.fontSize],
    ["color", T.color],
    ["textIndent", T.indent],
    ["lineHeight", T.lineSpacing],
  ];
  return rows
    .filter(([key]) => source[key] !== undefined)
    .map(([key, label]) => ({ label, value: key === "fontSize" ? `${source[key]}px` : String(source[key]) }));
}
