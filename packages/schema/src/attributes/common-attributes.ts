// Attribute sets many elements share. Content §3.1: most elements carry oid, version (default 2) and
// optimizeClassName; the version tells old-version nodes apart for the upgrades of content §4.
import { flag, id, number, text } from "./attribute-kinds.ts";

export const DEFAULT_NODE_VERSION = 2;

/** oid and version, for the elements the spec lists with just those (placeholders). */
export function identityAttributes(version = DEFAULT_NODE_VERSION) {
  return { oid: id(), version: number(version, { integer: true, min: 1 }) };
}

export function commonAttributes(version = DEFAULT_NODE_VERSION) {
  return { ...identityAttributes(version), optimizeClassName: text() };
}

export const IDENTITY_ATTRIBUTES = identityAttributes();

export const COMMON_ATTRIBUTES = commonAttributes();

/** Whether the file came from the subject resource library, and which entry. */
export const RESOURCE_LIBRARY_ORIGIN = {
  fromResLib: flag("N"),
  resLibOid: text(),
};

/** Whether the file came from zjy, and its resource id there. */
export const ZJY_ORIGIN = {
  fromZjy: flag("N"),
  zjyResId: text(),
};

/** The card fonts, background and border of media cards (content §3.10, §3.11). */
export const CARD_STYLE = {
  zhFontFamily: text(),
  enFontFamily: text(),
  background: text(),
  borderColor: text(),
  borderWidth: text(),
  borderStyle: text(),
};

/** A card's custom icon: the address it had when stored and its attachment, for a fresh link. */
export const CARD_ICON = {
  iconSrc: text(),
  iconAttOid: text(),
};

/** The card illustration and whether the book's shared layout and illustration apply (content §3.9, §3.10). */
export const CARD_ILLUSTRATION = {
  useBookLayout: flag("Y"),
  useBookIllustration: flag("Y"),
  useCustomIllustration: flag("N"),
};
