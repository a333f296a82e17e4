import { defineAttributes, flag, number, oneOf, text } from "./attribute-kinds.ts";
import { commonAttributes } from "./common-attributes.ts";

/** The chapter header's structure version (content §3.4); older ones are upgraded on load. */
export const HEADER_VERSION = 3;
export const HEADER_BACKGROUND_TYPES = ["pure-color", "shading", "image"] as const;
export const HEADER_HEIGHT_TYPES = ["AUTO", "FIXED"] as const;

/**
 * Content §3.4, shared by the chapter and section headers. Backgrounds are a colour or a shading
 * name per screen (PC and phone), or an image per screen; the heights apply when heightType is
 * FIXED; the optional illustration keeps its origin size. useBook* Y: the book's header style
 * applies instead of these values.
 */
export function headerAttributes() {
  return defineAttributes({
    ...commonAttributes(HEADER_VERSION),
    backgroundType: oneOf(HEADER_BACKGROUND_TYPES, "pure-color"),
    pcBackground: text(),
    phoneBackground: text(),
    pcImageSrc: text(),
    pcImageAttOid: text(),
    phoneImageSrc: text(),
    phoneImageAttOid: text(),
    heightType: oneOf(HEADER_HEIGHT_TYPES, "AUTO"),
    pcHeight: number(null, { min: 0 }),
    phoneHeight: number(null, { min: 0 }),
    useBookBackground: flag("Y"),
    useBookHeightType: flag("Y"),
    illustrationSrc: text(),
    illustrationAttOid: text(),
    illustrationOriginWidth: number(null, { min: 0 }),
    illustrationOriginHeight: number(null, { min: 0 }),
  });
}
