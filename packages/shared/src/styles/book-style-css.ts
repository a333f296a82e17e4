// The one function that turns a book's style items into CSS (issue: whole-book styles): the editor,
// the preview and built books all take their look from it. Every setting becomes a CSS variable on
// the book's root element (`--tb-paragraph-font-size: 1.125rem`), plus a few composed ones that
// say what the settings mean together (a background by its type, a font stack, a border); the
// stylesheets of the blocks only read variables. Large screens are the base; the small screen
// values apply under `[data-device="phone"]` (the preview's switch) or, where nothing chose a
// device, on narrow screens.

import { shadingImage } from "./shadings.ts";
import { STYLE_CATALOGUE, type StyleDevice, styleDefinition } from "./style-catalogue.ts";
import { type StyleItem, styleVariableName } from "./style-item.ts";
import { setStyleValue, styleValueCss } from "./style-values.ts";

export const BOOK_ROOT_CLASS = "tb-book";
/** The element holding a file's text: book-text.css draws paragraphs, lists and headings under it. */
export const BOOK_TEXT_CLASS = "tb-text";
/** Below this width a book without a chosen device shows its small screen values. */
export const PHONE_MAX_WIDTH_PX = 767;

/** What a book stores of an item: its key and value decide its CSS. */
export type StoredStyleItem = Pick<StyleItem, "itemKey" | "itemValue">;
/** A setting's value for one screen size, by its key without the .phone / .pc ending. */
type Get = (setting: string) => string;

/**
 * Every setting's value for one screen size: the book's where it sets one, else the default. A
 * stored value goes through its setter rule again, so a row written past the checks (an old
 * version, a hand edit) falls back to the default instead of reaching the CSS.
 */
export function bookStyleValues(items: readonly StoredStyleItem[], device: StyleDevice): Map<string, string> {
  const set = new Map<string, string>();
  for (const { itemKey, itemValue } of items) {
    const definition = styleDefinition(itemKey);
    const checked = definition && setStyleValue(definition.value, itemValue);
    if (checked && "value" in checked) set.set(itemKey, checked.value);
  }
  const values = new Map<string, string>();
  // Shared settings first, so a screen size's own value (….phone) replaces them.
  const ordered = [...STYLE_CATALOGUE].sort((a, b) => Number(Boolean(a.device)) - Number(Boolean(b.device)));
  for (const definition of ordered) {
    if (definition.device && definition.device !== device) continue;
    const setting = definition.device ? definition.key.slice(0, -(device.length + 1)) : definition.key;
    values.set(setting, set.get(definition.key) ?? definition.defaultValue);
  }
  return values;
}

function background(get: Get, prefix: string, colourKey = `${prefix}.background.color`): string {
  const colour = get(colourKey);
  switch (get(`${prefix}.background.type`)) {
    case "no-color":
      return "transparent";
    case "shading":
      return shadingImage(get(`${prefix}.background.shading`), get("page.theme.color"));
    case "image": {
      const image = get(`${prefix}.background.image`);
      return image ? `center / cover no-repeat url("${image}")` : colour;
    }
    default:
      return colour;
  }
}

/** Headers keep one background setting per screen: a colour, or an http(s) image (content §5). */
function headerBackground(get: Get, prefix: string): string {
  const type = get(`${prefix}.background.type`);
  if (type === "no-color" || type === "shading") return background(get, prefix, `${prefix}.background`);
  const css = styleValueCss({ kind: "background" }, get(`${prefix}.background`));
  return css.startsWith("url(") ? `center / cover no-repeat ${css}, ${get("page.theme.color")}` : css;
}

function border(get: Get, prefix: string): string {
  if (get(`${prefix}.border.color.type`) === "no-color") return "none";
  return `${get(`${prefix}.border.width`)}px ${get(`${prefix}.border.style`)} ${get(`${prefix}.border.color`)}`;
}

function padding(get: Get, prefix: string): string {
  const side = (name: string) => `${get(`${prefix}.padding.${name}`)}px`;
  return `${side("top")} ${side("right")} ${side("bottom")} ${side("left")}`;
}

const FONT_PREFIXES = [
  ...new Set(STYLE_CATALOGUE.filter((d) => d.key.endsWith(".font.zh")).map((d) => d.key.slice(0, -8))),
];
const CARD_PREFIXES = ["audio", "video", "reading", "interaction", "three-d", "link-box", "document"];

/** The composed variables: what several settings mean together. */
function composed(get: Get): Record<string, string> {
  const out: Record<string, string> = {};
  const css = (key: string) => {
    const definition = styleDefinition(key);
    return definition ? styleValueCss(definition.value, get(key)) : get(key);
  };
  for (const prefix of FONT_PREFIXES) {
    // Western first: Latin letters take the Western font, Chinese ones fall through to the Chinese.
    out[`${styleVariableName(prefix)}-font-family`] =
      `${css(`${prefix}.font.en`)}, ${css(`${prefix}.font.zh`)}`;
  }
  out["--tb-page-background"] = background(get, "page");
  out["--tb-page-padding"] = padding(get, "page");
  out["--tb-paragraph-line-height"] =
    get("paragraph.line-height.type") === "auto" ? "normal" : get("paragraph.line-height");
  out["--tb-hr-color"] = get("hr.color.type") === "no-color" ? "transparent" : get("hr.color");
  for (const prefix of ["chapter.header", "section.header"]) {
    const name = styleVariableName(prefix);
    out[`${name}-background`] = headerBackground(get, prefix);
    out[`${name}-padding`] = padding(get, prefix);
    out[`${name}-min-height`] =
      get(`${prefix}.height.type`) === "FIXED" ? `${get(`${prefix}.height`)}px` : "auto";
  }
  for (const prefix of [...CARD_PREFIXES, "image", "gallery", "latex"]) {
    out[`${styleVariableName(prefix)}-background`] = background(get, prefix);
  }
  for (const prefix of [...CARD_PREFIXES, "image", "gallery"]) {
    out[`${styleVariableName(prefix)}-border`] = border(get, prefix);
  }
  for (const prefix of ["video", "reading", "link-box"]) {
    out[`${styleVariableName(prefix)}-type-label-background`] =
      get(`${prefix}.type-label.background.type`) === "no-color"
        ? "transparent"
        : get(`${prefix}.type-label.background.color`);
  }
  return out;
}

/** Every variable of one screen size, plain settings and composed ones. */
export function bookStyleVariables(
  items: readonly StoredStyleItem[],
  device: StyleDevice,
): Record<string, string> {
  const values = bookStyleValues(items, device);
  const get: Get = (setting) => values.get(setting) ?? "";
  const out: Record<string, string> = {};
  for (const [setting, value] of values) {
    const definition = styleDefinition(setting) ?? styleDefinition(`${setting}.${device}`);
    if (!definition) continue;
    out[styleVariableName(setting)] = styleValueCss(definition.value, value);
  }
  return { ...out, ...composed(get) };
}

function block(selector: string, variables: Record<string, string>): string {
  const lines = Object.entries(variables).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${lines.join("\n")}\n}`;
}

/** The book's stylesheet: its variables for both screen sizes, scoped to its root element. */
export function bookStyleCss(items: readonly StoredStyleItem[], scope = `.${BOOK_ROOT_CLASS}`): string {
  const pc = bookStyleVariables(items, "pc");
  const phone = bookStyleVariables(items, "phone");
  const phoneOnly = Object.fromEntries(Object.entries(phone).filter(([name, value]) => pc[name] !== value));
  return [
    block(scope, pc),
    block(`${scope}[data-device="phone"]`, phoneOnly),
    `@media (max-width: ${PHONE_MAX_WIDTH_PX}px) {\n${block(`${scope}:not([data-device="pc"])`, phoneOnly)}\n}`,
  ].join("\n");
}
