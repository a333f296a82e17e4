// Which of its layouts a card shows (content §3.17: layout-001 … the block's count), for every
// card's table of layouts: the book's while useBookLayout is Y (content §4 style panels; the
// book's <look>.layout item, from the book look store), else the card's own; a missing or unknown
// one is the book default.
import { styleDefault } from "@textbook/shared";
import { bookLook } from "../../../styles/book-look/book-look-store.ts";

/** The card's area in the book's look: the prefix of its style items (video.layout …). */
export type CardLook = "audio" | "video" | "reading" | "interaction" | "three-d" | "link-box" | "document";

/** The book's card layout while its style sets none (content §9 style defaults). */
export const DEFAULT_LAYOUT: string = styleDefault("video.layout") ?? "layout-001";

/** A block's layouts by name (layout-001 …), each an entry of its table of differences. */
export type CardLayouts<Spec> = Readonly<Record<string, Spec>>;

/** The layout's name: the book's while useBookLayout is Y, else the card's own, within `count`. */
export function chosenLayout(
  attrs: Record<string, unknown>,
  count: number,
  bookLayout: string = DEFAULT_LAYOUT,
): string {
  const own = typeof attrs.layout === "string" ? attrs.layout : null;
  const wanted = attrs.useBookLayout === "N" && own ? own : bookLayout;
  const index = Number(/^layout-(\d{3})$/.exec(wanted)?.[1]);
  return index >= 1 && index <= count ? wanted : DEFAULT_LAYOUT;
}

/** The layout a card of `look` shows, by name and as its table's entry. */
export function shownLayout<Spec>(
  layouts: CardLayouts<Spec>,
  attrs: Record<string, unknown>,
  look: CardLook,
): { name: string; spec: Spec } {
  const name = chosenLayout(attrs, Object.keys(layouts).length, bookLook.value(`${look}.layout`));
  const spec = layouts[name] ?? layouts[DEFAULT_LAYOUT];
  if (spec === undefined) throw new Error(`no ${DEFAULT_LAYOUT} in a card's layouts`);
  return { name, spec };
}
