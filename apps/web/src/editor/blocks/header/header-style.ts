// How a chapter or section header looks (content §3.4, §9): the book's header style (header.css,
// the --tb-…-header-… variables) while useBookBackground / useBookHeightType are Y, else its own
// background and height, written inline over the book's.
import { shadingImage } from "@textbook/shared";
import { bookLook } from "../../../styles/book-look/book-look-store.ts";
import { safeUrl } from "../../core/node-view/safe-url.ts";

type Attributes = Record<string, unknown>;
export type HeaderKind = "chapterHeader" | "sectionHeader";

/** The header's own values; a property left out follows the book. */
export interface HeaderStyle {
  background?: string;
  minHeight?: string;
}

/** The header's own background, or undefined while it follows the book's. */
export function headerBackground(attributes: Attributes): string | undefined {
  if (attributes.useBookBackground !== "N") return undefined;
  const colour = typeof attributes.pcBackground === "string" ? attributes.pcBackground : undefined;
  const theme = bookLook.value("page.theme.color");
  switch (attributes.backgroundType) {
    case "image": {
      const url = safeUrl(attributes.pcImageSrc);
      return url ? `center / cover no-repeat url("${encodeURI(url)}"), ${theme}` : undefined;
    }
    case "shading":
      // A shading header keeps the pattern's name where a colour would be.
      return shadingImage(colour ?? "", theme);
    default:
      return colour;
  }
}

export function headerStyle(attributes: Attributes, kind: HeaderKind): HeaderStyle {
  const style: HeaderStyle = {};
  const background = headerBackground(attributes);
  if (background) style.background = background;
  if (attributes.useBookHeightType === "N") {
    const prefix = kind === "chapterHeader" ? "chapter.header" : "section.header";
    const height =
      typeof attributes.pcHeight === "number" ? attributes.pcHeight : bookLook.value(`${prefix}.height.pc`);
    style.minHeight = attributes.heightType === "FIXED" ? `${height}px` : "auto";
  }
  return style;
}
