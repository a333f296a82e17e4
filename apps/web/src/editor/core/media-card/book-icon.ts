// A block's icon as the book sets it (content §4: icon state default shows the built-in icon,
// custom the image the book uploaded; content §9 page icons), read from the book look store.
import type { BOOK_ICONS } from "@textbook/shared";
import { bookLook } from "../../../styles/book-look/book-look-store.ts";
import { builtinIcon, type CardSubject } from "./builtin-pictures.ts";

export type BookIconName = (typeof BOOK_ICONS)[number];

/** The book's icon of that name while its state is custom, else `builtin`. */
export function bookIcon(name: BookIconName, builtin: string): string {
  if (bookLook.value(`page.icon.${name}.state`) !== "custom") return builtin;
  return bookLook.value(`page.icon.${name}.image`) || builtin;
}

/** The book's icon each card subject stands for; a custom activity has none of its own. */
const BOOK_ICON_OF: Record<Exclude<CardSubject, "activity">, BookIconName> = {
  video: "video",
  audio: "audio-block",
  threeD: "three-d",
  document: "document",
  "virtual-simulation": "virtual-link-box",
  "practical-project": "training-link-box",
  reading: "reading-block",
  interaction: "interaction",
};

/** The icon a card of `subject` shows until it stores its own: the book's, else the built-in one. */
export function subjectIcon(subject: CardSubject): string {
  const builtin = builtinIcon(subject);
  return subject === "activity" ? builtin : bookIcon(BOOK_ICON_OF[subject], builtin);
}
