// Which picture a video box shows as its cover (content §3.8) and an audio box as its illustration
// (§3.9), from the node's flags over the book's defaults. A picture is an attachment oid (its link
// comes fresh from the media links) and the address stored beside it (older or pasted content).

export interface Picture {
  attOid: string | null;
  src: string | null;
}

export type CoverKind = "book" | "custom" | "firstFrame";

type Attributes = Record<string, unknown>;

function present(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function picture(attOid: unknown, src: unknown): Picture | null {
  const found = { attOid: present(attOid), src: present(src) };
  return found.attOid || found.src ? found : null;
}

/**
 * The book's video poster (style item video.poster): null while its poster type is "default",
 * which shows each video's own first frame.
 */
export type BookPoster = Picture | null;

/**
 * useBookCover Y follows the book; otherwise useCustomCover Y shows the author's upload; otherwise
 * the first frame taken from the video. A chosen cover that is missing falls back to the first frame.
 */
export function videoCover(
  attrs: Attributes,
  bookPoster: BookPoster = null,
): { kind: CoverKind; picture: Picture | null } {
  const firstFrame = picture(attrs.firstFrameCoverAttOid, attrs.firstFrameCoverSrc);
  const wanted: CoverKind =
    attrs.useBookCover !== "N" ? "book" : attrs.useCustomCover === "Y" ? "custom" : "firstFrame";
  const chosen =
    wanted === "book" ? bookPoster : wanted === "custom" ? picture(attrs.coverAttOid, attrs.coverSrc) : null;
  return chosen ? { kind: wanted, picture: chosen } : { kind: "firstFrame", picture: firstFrame };
}

/** An audio box's own illustration: its attachment's fresh link, else the address stored with it. */
function customIllustration(attrs: Attributes): Picture | null {
  return picture(attrs.illustrationAttOid, attrs.illustration);
}

/**
 * useBookIllustration Y shows the book's illustration for the layout (content §3.17: static
 * images by default); otherwise useCustomIllustration Y shows the author's upload; otherwise none.
 */
export function audioIllustration(attrs: Attributes, bookIllustration: Picture): Picture | null {
  if (attrs.useBookIllustration !== "N") return bookIllustration;
  return attrs.useCustomIllustration === "Y" ? customIllustration(attrs) : null;
}

/** A custom icon, or null for the built-in one (content §4: icon state default or custom). */
export function customIcon(attrs: Attributes): Picture | null {
  return picture(attrs.iconAttOid, attrs.iconSrc ?? attrs.icon);
}
