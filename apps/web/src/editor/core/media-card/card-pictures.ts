// The pictures a card stores (content §3.8-§3.14): an attachment oid, whose link comes fresh from
// the media links, and the address stored beside it (older or pasted content). Which icon and which
// illustration a card shows, from its flags over the built-in ones and the book's.
import type { Editor } from "@tiptap/core";
import { mediaLinks } from "../media-links/media-links.ts";
import { attributeText } from "../node-view/attribute-text.ts";

export interface Picture {
  attOid: string | null;
  src: string | null;
}

type Attributes = Record<string, unknown>;

/** The picture an attachment oid and a stored address name, or null when both are empty. */
export function storedPicture(attOid: unknown, src: unknown): Picture | null {
  const found = { attOid: attributeText(attOid), src: attributeText(src) };
  return found.attOid || found.src ? found : null;
}

/** The picture's fresh link, else its stored address when that is safe to show. */
export function pictureUrl(editor: Editor, picture: Picture | null): string | null {
  if (!picture) return null;
  return mediaLinks(editor).urlOr(picture.attOid, picture.src);
}

/** A custom icon, or null for the built-in one (content §4: icon state default or custom). */
export function customIcon(attrs: Attributes): Picture | null {
  return storedPicture(attrs.iconAttOid, attrs.iconSrc ?? attrs.icon);
}

/** The icon a card shows: its custom one, else `builtin`. */
export function cardIcon(editor: Editor, attrs: Attributes, builtin: string): string {
  return pictureUrl(editor, customIcon(attrs)) ?? builtin;
}

/**
 * The illustration a card shows: the book's for the layout while useBookIllustration is Y
 * (content §3.17: static images by default); otherwise the author's upload while
 * useCustomIllustration is Y; otherwise none.
 */
export function cardIllustration(attrs: Attributes, bookIllustration: Picture): Picture | null {
  if (attrs.useBookIllustration !== "N") return bookIllustration;
  return attrs.useCustomIllustration === "Y"
    ? storedPicture(attrs.illustrationAttOid, attrs.illustration)
    : null;
}
