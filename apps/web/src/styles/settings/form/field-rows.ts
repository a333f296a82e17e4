// Which fields a panel shows and how, drawn from STYLE_CATALOGUE rather than written per panel:
// fields fall into sections by the group their label names (分割线, 类型标签, 弹窗图标 …); a small and
// a large screen value of one setting share a row; a field that its type setting does not use is
// hidden (a background of type shading shows its pattern, not its colour or image, content §4); and
// each field gets the widget its value kind asks for.
import {
  STYLE_CATALOGUE,
  STYLE_SCREEN_TEXTS,
  type StyleDevice,
  type StyleItemDefinition,
  type StylePanel,
  styleDefinition,
  styleItemLabel,
} from "@textbook/shared";

export type WidgetKind =
  | "color"
  | "font"
  | "number"
  | "select"
  | "radio"
  | "shading"
  | "layout"
  | "image"
  /** A background setting (headers) drawn as a colour or an uploaded image, by its type. */
  | "background-color"
  | "background-image";

export interface FieldCell {
  definition: StyleItemDefinition;
  /** Set on the two cells of a row that holds a small and a large screen value. */
  device?: StyleDevice;
  widget: WidgetKind;
}

export interface FieldRow {
  /** The setting's key without a screen size. */
  key: string;
  label: string;
  cells: FieldCell[];
}

export interface FieldSection {
  title: string;
  rows: FieldRow[];
}

/**
 * A setting that decides whether others are used: `type` is the deciding key's ending, `shows` the
 * endings of the keys it governs (beside it, under the same prefix) and the values that use them.
 */
const TYPE_RULES: readonly { type: string; shows: Record<string, readonly string[]> }[] = [
  {
    type: "background.type",
    shows: {
      "background.color": ["pure-color"],
      "background.shading": ["shading"],
      "background.image": ["image"],
      background: ["pure-color", "image"],
      "background.phone": ["pure-color", "image"],
    },
  },
  {
    type: "border.color.type",
    shows: { "border.color": ["pure-color"], "border.style": ["pure-color"], "border.width": ["pure-color"] },
  },
  { type: "type-label.background.type", shows: { "type-label.background.color": ["pure-color"] } },
  { type: "color.type", shows: { color: ["pure-color"] } },
  { type: "height.type", shows: { "height.phone": ["FIXED"], "height.pc": ["FIXED"] } },
  { type: "line-height.type", shows: { "line-height": ["custom"] } },
  { type: "state", shows: { image: ["custom"] } },
  { type: "poster.type", shows: { "poster.image": ["custom"] } },
];

/** The key of the setting that decides whether `itemKey` is used, and the values that use it. */
export function governorOf(itemKey: string): { key: string; uses: readonly string[] } | null {
  for (const rule of TYPE_RULES) {
    for (const [ending, uses] of Object.entries(rule.shows)) {
      if (!itemKey.endsWith(`.${ending}`)) continue;
      const prefix = itemKey.slice(0, -(ending.length + 1));
      const key = `${prefix}.${rule.type}`;
      if (styleDefinition(key)) return { key, uses };
    }
  }
  return null;
}

export function isUsed(itemKey: string, shownValue: (key: string) => string): boolean {
  const governor = governorOf(itemKey);
  return !governor || governor.uses.includes(shownValue(governor.key));
}

/** Choosing default for a poster clears the poster (content §4): the keys a change empties. */
export function clearedBy(itemKey: string, value: string): string[] {
  return itemKey.endsWith(".poster.type") && value === "default"
    ? [itemKey.replace(/\.type$/, ".image")]
    : [];
}

/** Options this many or fewer (with short labels) show as buttons; more as a drop-down list. */
const RADIO_MAX = 4;

function widgetOf(definition: StyleItemDefinition, shownValue: (key: string) => string): WidgetKind {
  if (definition.itemType === "LAYOUT") return "layout";
  const value = definition.value;
  switch (value.kind) {
    case "color":
      return "color";
    case "font":
      return "font";
    case "font-size":
    case "px":
    case "em":
    case "number":
      return "number";
    case "image":
      return "image";
    case "background": {
      const governor = governorOf(definition.key);
      return governor && shownValue(governor.key) === "image" ? "background-image" : "background-color";
    }
    case "option":
      if (definition.key.endsWith(".shading")) return "shading";
      return value.options.length <= RADIO_MAX ? "radio" : "select";
  }
}

/** The setting a key belongs to: its key without the screen size. */
function settingOf(definition: StyleItemDefinition): string {
  return definition.device ? definition.key.slice(0, -(definition.device.length + 1)) : definition.key;
}

/** A shared value whose small screen has its own item (a header's background) is the large screen's. */
function deviceOf(definition: StyleItemDefinition): StyleDevice | undefined {
  if (definition.device) return definition.device;
  return styleDefinition(`${definition.key}.phone`) ? "pc" : undefined;
}

/** The label of the setting (without its screen size), split into its section and its own name. */
function labelParts(definition: StyleItemDefinition, setting: string): [section: string, label: string] {
  const { device: _device, ...rest } = definition;
  const parts = styleItemLabel({ ...rest, key: setting }).split(" · ");
  if (parts.length < 2) return [STYLE_SCREEN_TEXTS.defaultSection, parts[0] ?? setting];
  return [parts[0] ?? "", parts.slice(1).join(" · ")];
}

export function panelSections(panel: StylePanel, shownValue: (key: string) => string): FieldSection[] {
  const sections = new Map<string, FieldSection>();
  const rows = new Map<string, FieldRow>();
  for (const definition of STYLE_CATALOGUE) {
    if (definition.panel !== panel || !isUsed(definition.key, shownValue)) continue;
    const device = deviceOf(definition);
    const setting = device && !definition.device ? definition.key : settingOf(definition);
    const cell: FieldCell = {
      definition,
      widget: widgetOf(definition, shownValue),
      ...(device ? { device } : {}),
    };
    const existing = rows.get(setting);
    if (existing) {
      existing.cells.push(cell);
      // Small screen first, as content §9 lists them.
      existing.cells.sort((a, b) => Number(a.device === "pc") - Number(b.device === "pc"));
      continue;
    }
    const [title, label] = labelParts(definition, setting);
    const row: FieldRow = { key: setting, label, cells: [cell] };
    rows.set(setting, row);
    const section = sections.get(title) ?? { title, rows: [] };
    section.rows.push(row);
    sections.set(title, section);
  }
  return [...sections.values()];
}
