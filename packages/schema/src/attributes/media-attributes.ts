// Attribute sets of the nodes that show an uploaded file (content §3.6, §3.9): the same fields, in
// the same order, on the block and the inline forms of a medium.
import { number, text } from "./attribute-kinds.ts";

/** The file's attachment and the address it had when stored (the editor asks for a fresh link by fileOid). */
export const MEDIA_FILE = {
  fileOid: text(),
  src: text(),
};

/** A picture's file and its alternative text. */
export const IMAGE_FILE = {
  ...MEDIA_FILE,
  alt: text(),
};

/** A picture's natural size in pixels, which keeps its proportions when a width is set. */
export const ORIGIN_SIZE = {
  originWidth: number(null, { min: 0 }),
  originHeight: number(null, { min: 0 }),
};

/** An audio file, its file name and the title shown on the card or in the line. */
export const AUDIO_FILE = {
  ...MEDIA_FILE,
  name: text(),
  title: text(),
};
