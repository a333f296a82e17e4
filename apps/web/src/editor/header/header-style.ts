// How a chapter or section header looks (content §3.4, §9): its own background and height, or the
// book's header style while useBookBackground / useBookHeightType are Y.
import { STYLE_DEFAULTS } from "@textbook/shared";
import { safeUrl } from "../node-view/safe-url.ts";

type Attributes = Record<string, unknown>;
export type HeaderKind = "chapterHeader" | "sectionHeader";

export interface HeaderStyle {
  background: string;
  minHeight: string;
  padding: string;
  fontSize: string;
  color: string;
  textAlign: string;
}

/** Content §9 writes paddings as top/bottom/left/right. */
function padding([top, bottom, left, right]: readonly number[]): string {
  return `${top}px ${right}px ${bottom}px ${left}px`;
}

/** Shadings are named patterns of the book style; the editor draws one over the theme colour. */
function shading(base: string): string {
  return `repeating-linear-gradient(135deg, #ffffff14 0 12px, transparent 12px 24px), ${base}`;
}

export function headerBackground(attributes: Attributes, kind: HeaderKind): string {
  const defaults = STYLE_DEFAULTS[kind];
  if (attributes.useBookBackground !== "N") return defaults.backgroundColor;
  const colour =
    typeof attributes.pcBackground === "string" ? attributes.pcBackground : defaults.backgroundColor;
  switch (attributes.backgroundType) {
    case "image": {
      const url = safeUrl(attributes.pcImageSrc);
      return url
        ? `center / cover no-repeat url("${encodeURI(url)}"), ${defaults.backgroundColor}`
        : defaults.backgroundColor;
    }
    case "shading":
      return shading(defaults.backgroundColor);
    default:
      return colour;
  }
}

export function headerStyle(attributes: Attributes, kind: HeaderKind): HeaderStyle {
  const defaults = STYLE_DEFAULTS[kind];
  const fixed = attributes.useBookHeightType === "N" && attributes.heightType === "FIXED";
  const height = typeof attributes.pcHeight === "number" ? attributes.pcHeight : defaults.pcHeight;
  return {
    background: headerBackground(attributes, kind),
    minHeight: fixed ? `${height}px` : "auto",
    padding: padding(defaults.pcPadding),
    fontSize: `${defaults.fontSize}px`,
    color: defaults.color,
    textAlign: defaults.textAlign,
  };
}
