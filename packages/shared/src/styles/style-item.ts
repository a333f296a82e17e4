// Content §3.18: one setting of a book's look. A book's custom style is the list of the items it
// sets; every item it does not set keeps its content §9 default (see style-catalogue.ts).
import { z } from "zod";

export const STYLE_ITEM_TYPES = ["CSS", "OPTION", "IMAGE", "FONT", "LAYOUT"] as const;
export type StyleItemType = (typeof STYLE_ITEM_TYPES)[number];

/** root: a variable on the book's root element; global: a rule of the whole page (fonts, icons). */
export const STYLE_SELECTORS = ["root", "global"] as const;
export type StyleSelector = (typeof STYLE_SELECTORS)[number];

/** The longest item value: an image address with its signature fits, a pasted document does not. */
export const STYLE_VALUE_MAX_LENGTH = 2048;

export interface StyleItem {
  selector: StyleSelector;
  /** The uploaded image an IMAGE item shows; empty for every other item. */
  attachmentOid: string;
  itemType: StyleItemType;
  /** Dotted name, e.g. paragraph.font.size, chapter.header.background, video.layout. */
  itemKey: string;
  itemValue: string;
  /** The CSS variable the value sets, e.g. --tb-paragraph-font-size. */
  styleVariableName: string;
  /** The key the live preview's UPDATE_CUSTOM_STYLE message carries. */
  previewName: string;
}

/** An item as a client sends it: the key and value decide; the rest is the catalogue's. */
export const styleItemInputSchema = z.object({
  itemKey: z.string().trim().min(1).max(120),
  itemValue: z.string().max(STYLE_VALUE_MAX_LENGTH),
  attachmentOid: z.string().max(64).optional(),
});
export type StyleItemInput = z.infer<typeof styleItemInputSchema>;

export const styleItemSchema = z.object({
  selector: z.enum(STYLE_SELECTORS),
  attachmentOid: z.string(),
  itemType: z.enum(STYLE_ITEM_TYPES),
  itemKey: z.string(),
  itemValue: z.string(),
  styleVariableName: z.string(),
  previewName: z.string(),
});

/**
 * paragraph.font.size → --tb-paragraph-font-size: every item's variable follows from its key. The
 * small and large screen values of one setting (….phone, ….pc) share the variable.
 */
export function styleVariableName(itemKey: string): string {
  const setting = itemKey.replace(/\.(phone|pc)$/, "");
  return `--tb-${setting.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
}
