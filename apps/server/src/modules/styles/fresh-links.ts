// Images a style names are kept by their attachment; a link to one is signed and short-lived, so a
// stored link would stop loading minutes after it was saved. Every answer that carries a look signs
// its images' links afresh.
import type { BackgroundStyle, CustomStyles, StyleItem, StyleLibrary } from "@textbook/shared";
import type { Deps } from "../../deps.ts";

export function freshLinks({ links, clock }: Pick<Deps, "links" | "clock">) {
  const link = (attachmentOid: string) => links.urlFor(attachmentOid, "original", clock.now()).url;
  const items = (list: readonly StyleItem[]): StyleItem[] =>
    list.map((item) => (item.attachmentOid ? { ...item, itemValue: link(item.attachmentOid) } : item));
  return {
    styles: (styles: CustomStyles): CustomStyles => ({ ...styles, items: items(styles.items) }),
    library: (library: StyleLibrary): StyleLibrary => ({ ...library, items: items(library.items) }),
    background: <T extends BackgroundStyle | null>(style: T): T =>
      style?.attachmentOid ? { ...style, backgroundImage: link(style.attachmentOid) } : style,
  };
}
