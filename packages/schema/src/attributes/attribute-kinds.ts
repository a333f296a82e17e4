// Typed node attributes. Each kind gives an attribute its default, a `validate` that Node.check()
// runs (so a saved document with a bad value is refused, never stored), and a lossless HTML form:
// the value travels in a data-* attribute, JSON-encoded when it is not a string, so that
// JSON → HTML → JSON gives back the same attributes (Tiptap's own parsing would turn "123" into a
// number and drop lists).
import { isLinkAddress } from "@textbook/shared";
import type { Attribute } from "@tiptap/core";

/** A kind is completed with the attribute's name, which its refusal messages carry. */
export type AttributeKind = (name: string) => Attribute;

type Element = { getAttribute(name: string): string | null };

/** Builds a node's `addAttributes()` result from named kinds. */
export function defineAttributes(kinds: Record<string, AttributeKind>): Record<string, Attribute> {
  return Object.fromEntries(Object.entries(kinds).map(([name, kind]) => [name, kind(name)]));
}

/** data-type names the node itself (<div data-type="videoBox">), so an attribute called type is data-attr-type. */
export function dataAttributeName(name: string): string {
  if (name === "type") return "data-attr-type";
  return `data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export function refuse(name: string, expected: string, value: unknown): never {
  const shown = JSON.stringify(value) ?? String(value);
  throw new RangeError(
    `${name} must be ${expected}, got ${shown.length > 80 ? `${shown.slice(0, 80)}…` : shown}`,
  );
}

/** A value kept as written in HTML (strings). */
function stringAttribute(name: string, defaultValue: string | null, validate: (value: unknown) => void) {
  const htmlName = dataAttributeName(name);
  return {
    default: defaultValue,
    validate,
    parseHTML: (element: Element) => accepted(element.getAttribute(htmlName), validate),
    renderHTML: (attributes: Record<string, unknown>) => {
      const value = attributes[name];
      return isUnset(value, defaultValue) ? {} : { [htmlName]: String(value) };
    },
  };
}

/**
 * A parsed value the attribute refuses is dropped (null: Tiptap puts the default in its place), so
 * pasted or hand-written HTML never yields a document that fails Node.check().
 */
function accepted(value: unknown, validate: (value: unknown) => void): unknown {
  if (value === null) return null;
  try {
    validate(value);
    return value;
  } catch {
    return null;
  }
}

/** A value equal to its default is not written: parsing gives the default back, and the HTML stays lean. */
function isUnset(value: unknown, defaultValue: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === "object"
    ? JSON.stringify(value) === JSON.stringify(defaultValue)
    : value === defaultValue;
}

/** A value JSON-encoded in HTML (numbers, lists, objects). */
function jsonAttribute(name: string, defaultValue: unknown, validate: (value: unknown) => void) {
  const htmlName = dataAttributeName(name);
  return {
    default: defaultValue,
    validate,
    parseHTML: (element: Element) => {
      const text = element.getAttribute(htmlName);
      if (text === null) return null;
      try {
        return accepted(JSON.parse(text) as unknown, validate);
      } catch {
        return null;
      }
    },
    renderHTML: (attributes: Record<string, unknown>) => {
      const value = attributes[name];
      return isUnset(value, defaultValue) ? {} : { [htmlName]: JSON.stringify(value) };
    },
  };
}

/** Free text, or null when unset (ids, addresses, titles). */
export function text(): AttributeKind {
  return (name) =>
    stringAttribute(name, null, (value) => {
      if (value !== null && typeof value !== "string") refuse(name, "a string or null", value);
    });
}

/** An element's own id: not copied to the second half when a block is split. */
export function id(): AttributeKind {
  return (name) => ({ ...text()(name), keepOnSplit: false });
}

/** A string `test` accepts (a colour, a class name), or null when unset unless a default is given. */
export function textMatching(
  test: (value: string) => boolean,
  describe: string,
  defaultValue: string | null = null,
): AttributeKind {
  const expected = defaultValue === null ? `${describe} or null` : describe;
  return (name) =>
    stringAttribute(name, defaultValue, (value) => {
      if (value === null && defaultValue === null) return;
      if (typeof value !== "string" || !test(value)) refuse(name, expected, value);
    });
}

/**
 * An address a reader follows (a link, a link box, a virtual simulation, an image's link): an
 * http(s) address or a path of this site, or null. Checked here because saves arrive over the
 * socket and PUT too, not only from the editor's forms (F-08).
 */
export function linkUrl(): AttributeKind {
  return textMatching(isLinkUrl, "an http(s) address or a path of this site");
}

/** A link address, or "" (a field left empty: the link is incomplete, and leads nowhere). */
export function isLinkUrl(value: string): boolean {
  return value === "" || isLinkAddress(value);
}

/** A non-empty string with a default, for open-ended kinds the spec names only by example. */
export function word(defaultValue: string): AttributeKind {
  return (name) =>
    stringAttribute(name, defaultValue, (value) => {
      if (typeof value !== "string" || value === "") refuse(name, "a non-empty string", value);
    });
}

/** One of a fixed list of strings; null too when the default is null ("not set"). */
export function oneOf<const T extends readonly string[]>(
  values: T,
  defaultValue: T[number] | null,
): AttributeKind {
  const expected = `one of ${values.join(", ")}${defaultValue === null ? " or null" : ""}`;
  return (name) =>
    stringAttribute(name, defaultValue, (value) => {
      if (value === null && defaultValue === null) return;
      if (!values.includes(value as string)) refuse(name, expected, value);
    });
}

/** One of a fixed list of numbers (the cross reference's type 1, 2 or 3). */
export function oneOfNumbers<const T extends readonly number[]>(
  values: T,
  defaultValue: T[number],
): AttributeKind {
  return (name) =>
    jsonAttribute(name, defaultValue, (value) => {
      if (!values.includes(value as number)) refuse(name, `one of ${values.join(", ")}`, value);
    });
}

export const YES_NO = ["Y", "N"] as const;
export type YesNo = (typeof YES_NO)[number];

/** A Y/N switch, as the spec writes its flags. */
export function flag(defaultValue: YesNo): AttributeKind {
  return oneOf(YES_NO, defaultValue);
}

/** layout-001 up to layout-<count> (content §3.17). */
export function layout(count: number): AttributeKind {
  const values = Array.from({ length: count }, (_, index) => layoutName(index + 1));
  return oneOf(values, "layout-001");
}

export function layoutName(index: number): string {
  return `layout-${String(index).padStart(3, "0")}`;
}

/** A CSS length in px or %, or one of `keywords`; a px length must be at least `minPx`. */
export function cssLength(
  defaultValue: string | null,
  options: { minPx?: number; keywords?: readonly string[] } = {},
): AttributeKind {
  const { minPx = 0, keywords = [] } = options;
  const expected = [`a length in px (at least ${minPx}) or %`, ...keywords].join(" or ");
  return (name) =>
    stringAttribute(name, defaultValue, (value) => {
      if (value === null && defaultValue === null) return;
      if (typeof value !== "string") return refuse(name, expected, value);
      if (keywords.includes(value)) return;
      const match = /^(\d+(?:\.\d+)?)(px|%)$/.exec(value);
      if (!match) return refuse(name, expected, value);
      const size = Number(match[1]);
      if (match[2] === "px" ? size < minPx : size <= 0 || size > 100) refuse(name, expected, value);
    });
}

/** A finite number, or null when unset unless a default is given. */
export function number(
  defaultValue: number | null = null,
  options: { integer?: boolean; min?: number } = {},
) {
  const { integer = false, min = Number.NEGATIVE_INFINITY } = options;
  const expected = `${integer ? "an integer" : "a number"}${min > Number.NEGATIVE_INFINITY ? ` ≥ ${min}` : ""}${
    defaultValue === null ? " or null" : ""
  }`;
  return (name: string) =>
    jsonAttribute(name, defaultValue, (value) => {
      if (value === null && defaultValue === null) return;
      if (typeof value !== "number" || !Number.isFinite(value)) return refuse(name, expected, value);
      if ((integer && !Number.isInteger(value)) || value < min) refuse(name, expected, value);
    });
}

/** A list whose items each pass `isItem`, at most `max` long. */
export function list(
  describeItem: string,
  isItem: (item: unknown) => boolean,
  options: { max?: number } = {},
): AttributeKind {
  const { max = Number.POSITIVE_INFINITY } = options;
  const expected = `a list of ${describeItem}${max < Number.POSITIVE_INFINITY ? ` (at most ${max})` : ""}`;
  return (name) =>
    jsonAttribute(name, [], (value) => {
      if (!Array.isArray(value) || value.length > max) return refuse(name, expected, value);
      const bad = value.find((item) => !isItem(item));
      if (bad !== undefined) refuse(name, expected, bad);
    });
}

/** A JSON object passing `isValue`, or null when unset. */
export function object(describeValue: string, isValue: (value: unknown) => boolean): AttributeKind {
  return (name) =>
    jsonAttribute(name, null, (value) => {
      if (value !== null && !isValue(value)) refuse(name, `${describeValue} or null`, value);
    });
}

/**
 * Also writes the value as inline CSS (`text-align: center`), so exported HTML shows it without the
 * editor's style sheet; the data-* attribute stays the one that is parsed.
 */
export function withStyle(kind: AttributeKind, property: string, unit = ""): AttributeKind {
  return (name) => {
    const attribute = kind(name);
    return {
      ...attribute,
      renderHTML: (attributes: Record<string, unknown>) => {
        const written = attribute.renderHTML?.(attributes) ?? {};
        return Object.keys(written).length === 0
          ? written
          : { ...written, style: `${property}: ${String(attributes[name])}${unit}` };
      },
    };
  };
}

/** Written to a plain HTML attribute (a cell's colspan) instead of data-<name>. */
export function asHtmlAttribute(kind: AttributeKind, htmlName: string): AttributeKind {
  return (name) => {
    const attribute = kind(name);
    const dataName = dataAttributeName(name);
    return {
      ...attribute,
      parseHTML: (element: Element) =>
        attribute.parseHTML?.({
          getAttribute: (asked: string) => element.getAttribute(asked === dataName ? htmlName : asked),
        } as never),
      renderHTML: (attributes: Record<string, unknown>) => {
        const written: Record<string, unknown> = attribute.renderHTML?.(attributes) ?? {};
        if (!(dataName in written)) return written;
        const { [dataName]: value, ...rest } = written;
        return { ...rest, [htmlName]: value };
      },
    };
  };
}
