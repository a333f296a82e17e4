// The settings form of each image node (content §3.6): which attributes an author edits, read back
// into attribute values and checked with the schema's own rules before they are written.
import { CONTENT_LIMITS, formatMessage, IMAGE_TEXTS } from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { refusedAttribute } from "../../core/node-view/attribute-problem.ts";
import { type FormField, type FormValues, openFormPanel } from "../../core/node-view/form-panel.ts";
import { newOid } from "../../core/node-view/new-oid.ts";

const F = IMAGE_TEXTS.form;

type Kind = "length" | "number" | "text";
/** A form field and how its text becomes an attribute value. */
type ImageField = FormField & { value?: Kind };

function options(labels: Record<string, string>) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

const YES_NO = options({ Y: F.yes, N: F.no });

/** Content §3.6, §9: the narrowest an image may be, per node type. */
export const MIN_WIDTH_PX: Record<string, number> = {
  imageBlock: CONTENT_LIMITS.imageBlockMinWidthPx,
  floatingImage: CONTENT_LIMITS.imageBlockMinWidthPx,
  iconImage: CONTENT_LIMITS.iconImageMinWidthPx,
};

function width(type: string): ImageField {
  const min = MIN_WIDTH_PX[type] ?? 1;
  return {
    name: "width",
    label: `${F.width}（${formatMessage(F.widthHint, { min })}）`,
    kind: "text",
    value: "length",
  };
}

const ALT: ImageField = { name: "alt", label: F.alt, kind: "text", value: "text" };

const IMAGE_FIELDS: Record<string, ImageField[]> = {
  imageBlock: [
    width("imageBlock"),
    { name: "type", label: F.type, kind: "select", options: options(F.types) },
    ALT,
    { name: "link", label: F.link, kind: "text", value: "text" },
    { name: "description", label: F.description, kind: "textarea", value: "text" },
    { name: "isGif", label: F.isGif, kind: "select", options: YES_NO },
  ],
  inlineImage: [width("inlineImage"), ALT],
  iconImage: [width("iconImage"), ALT],
  illustration: [width("illustration"), ALT],
  floatingImage: [
    width("floatingImage"),
    {
      name: "alignX",
      label: F.alignX,
      kind: "select",
      options: options({ LEFT: F.aligns.LEFT, RIGHT: F.aligns.RIGHT }),
    },
    { name: "alt", label: IMAGE_TEXTS.floating.caption, kind: "text", value: "text" },
    {
      name: "captionType",
      label: IMAGE_TEXTS.floating.captionType,
      kind: "select",
      options: options(IMAGE_TEXTS.floating.captionTypes),
    },
  ],
  imageBox: [
    { name: "alignX", label: F.alignX, kind: "select", options: options(F.aligns) },
    { name: "imageSizeType", label: F.imageSizeType, kind: "select", options: options(F.sizeTypes) },
    { name: "phoneFixedWidth", label: F.phoneFixedWidth, kind: "text", value: "number" },
    { name: "pcFixedWidth", label: F.pcFixedWidth, kind: "text", value: "number" },
    { name: "isEnhanced", label: F.isEnhanced, kind: "select", options: YES_NO },
    { name: "isAI", label: F.isAI, kind: "select", options: YES_NO },
  ],
};

function fieldValues(node: ProseMirrorNode, fields: ImageField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, String(node.attrs[field.name] ?? "")]));
}

function parse(field: ImageField, text: string, fallback: unknown): unknown {
  const value = text.trim();
  if (field.kind === "select") return value;
  if (value === "") return field.value === "length" ? fallback : null;
  // A bare number is a width in pixels.
  if (field.value === "length") return /^\d+(\.\d+)?$/.test(value) ? `${value}px` : value;
  if (field.value === "number") return Number(value);
  return value;
}

/**
 * The attributes the form's values give the node, or the Chinese reason they cannot be written.
 * An emptied width goes back to the node type's default.
 */
function readFields(
  node: ProseMirrorNode,
  fields: ImageField[],
  values: FormValues,
): { attributes: Record<string, unknown> } | { problem: string } {
  const attributes: Record<string, unknown> = {};
  const specs = node.type.spec.attrs ?? {};
  for (const field of fields) {
    if (!(field.name in values)) continue;
    attributes[field.name] = parse(field, values[field.name] ?? "", specs[field.name]?.default ?? null);
  }
  const refused = refusedAttribute(node.type, attributes);
  if (!refused) return { attributes };
  const min = MIN_WIDTH_PX[node.type.name];
  const px = /^(\d+(?:\.\d+)?)px$/.exec(String(attributes.width));
  if (refused === "width" && min && px && Number(px[1]) < min) {
    return { problem: formatMessage(IMAGE_TEXTS.minWidth, { min }) };
  }
  const label = fields.find((field) => field.name === refused)?.label ?? refused;
  return { problem: formatMessage(IMAGE_TEXTS.invalid, { field: label }) };
}

/**
 * A floating image's caption exists once it has a title: it then gets an oid, which numbering
 * (图3-2) and cross references follow; a title emptied takes the caption away.
 */
export function withFloatingCaption(
  node: ProseMirrorNode,
  attributes: Record<string, unknown>,
): Record<string, unknown> {
  if (node.type.name !== "floatingImage" || !("alt" in attributes)) return attributes;
  const titled = typeof attributes.alt === "string" && attributes.alt !== "";
  if (!titled) return { ...attributes, captionOid: null, captionIndex: null };
  return typeof node.attrs.captionOid === "string" ? attributes : { ...attributes, captionOid: newOid() };
}

/**
 * Opens the settings form of the image node `node()` answers (read again at each check, so the
 * form follows the node): `write` gets the attributes its values give, once the schema accepts them.
 */
export function openImageSettings(
  anchor: HTMLElement,
  node: () => ProseMirrorNode,
  write: (attributes: Record<string, unknown>) => void,
): void {
  const fields = IMAGE_FIELDS[node().type.name] ?? [];
  openFormPanel({
    anchor,
    title: IMAGE_TEXTS.settings,
    values: fieldValues(node(), fields),
    fields: () => fields,
    check: (values) => {
      const read = readFields(node(), fields, values);
      return "problem" in read ? read.problem : null;
    },
    onSave: (values) => {
      const read = readFields(node(), fields, values);
      if ("attributes" in read) write(read.attributes);
    },
  });
}
