// Which picture a video box shows as its cover (content §3.8), from the node's flags over the
// book's default.
import { bookLook } from "../../../styles/book-look/book-look-store.ts";
import { type Picture, storedPicture } from "../../core/media-card/card-pictures.ts";

export type CoverKind = "book" | "custom" | "firstFrame";

/**
 * The book's video poster (style item video.poster): null while its poster type is "default",
 * which shows each video's own first frame.
 */
export type BookPoster = Picture | null;

/** The book's poster now: its uploaded image while the poster type is custom. */
export function bookPoster(): BookPoster {
  if (bookLook.value("video.poster.type") !== "custom") return null;
  const src = bookLook.value("video.poster.image");
  return src ? { attOid: null, src } : null;
}

/**
 * useBookCover Y follows the book; otherwise useCustomCover Y shows the author's upload; otherwise
 * the first frame taken from the video. A chosen cover that is missing falls back to the first frame.
 */
export function videoCover(
  attrs: Record<string, unknown>,
  bookPoster: BookPoster = null,
): { kind: CoverKind; picture: Picture | null } {
  const firstFrame = storedPicture(attrs.firstFrameCoverAttOid, attrs.firstFrameCoverSrc);
  const wanted: CoverKind =
    attrs.useBookCover !== "N" ? "book" : attrs.useCustomCover === "Y" ? "custom" : "firstFrame";
  const chosen =
    wanted === "book"
      ? bookPoster
      : wanted === "custom"
        ? storedPicture(attrs.coverAttOid, attrs.coverSrc)
        : null;
  return chosen ? { kind: wanted, picture: chosen } : { kind: "firstFrame", picture: firstFrame };
}
