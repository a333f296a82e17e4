import { number, oneOf } from "./attribute-kinds.ts";

/** Content §3.7: captions are numbered per chapter (图1-2) or per section (图1-1-2). */
export const NOTE_TITLE_STYLES = ["CHAPTER", "SECTION"] as const;
export type NoteTitleStyle = (typeof NOTE_TITLE_STYLES)[number];

/**
 * Where a numbered caption stands and how its number is written, shared by the caption node and
 * the floating image's own caption so that the book's renumbering treats both alike.
 */
export const CAPTION_NUMBERING = {
  chapterIndex: number(null, { integer: true, min: 0 }),
  sectionIndex: number(null, { integer: true, min: 0 }),
  noteTitleStyle: oneOf(NOTE_TITLE_STYLES, "CHAPTER"),
};
