import { flag, isLinkUrl, linkUrl, text } from "./attribute-kinds.ts";
import { isPlainObject } from "./json-shapes.ts";

/** Content §3.13: where a link leads — a place in a book, a web address or a virtual simulation. */
export const LINK_TYPES = ["BOOK", "URL", "VIRTUAL"] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** BOOK: the target file, and a heading in it when headingOid is set. */
export const BOOK_TARGET_ATTRIBUTES = {
  bookOid: text(),
  chapterOid: text(),
  sectionOid: text(),
  fileOid: text(),
  headingOid: text(),
};

/**
 * URL uses `url`; VIRTUAL uses `url` and the screen the simulation opens on. A simulation from the
 * zjy platform (fromZjy Y) is opened by vsFileOid and needs no url (content §5).
 */
export const ADDRESS_TARGET_ATTRIBUTES = {
  url: linkUrl(),
  screenType: text(),
  vsFileOid: text(),
  deviceType: text(),
  isReaderInfoCarried: flag("N"),
  fromZjy: flag("N"),
};

/** A link target as a popup stores it: a type and its string fields, its url a link address. */
export function isLinkTarget(value: unknown): boolean {
  return (
    isPlainObject(value) &&
    LINK_TYPES.includes(value.type as LinkType) &&
    Object.values(value).every((field) => field === null || typeof field === "string") &&
    (value.url === undefined || value.url === null || isLinkUrl(value.url as string))
  );
}
