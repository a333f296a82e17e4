// What the editor adds to the document's extensions (extensions.ts) while editing: undo and redo
// (Mod-z, Mod-y / Shift-Mod-z), drop and gap cursors, find and replace, paste cleaning, and the
// heading emoji filter. None of them adds to the document schema.
import { Dropcursor, Gapcursor, UndoRedo } from "@tiptap/extensions";
import { HeadingEmojiFilter } from "./emoji/heading-emoji-filter.ts";
import { FindReplace } from "./find-replace/find-replace.ts";
import { PasteCleaner } from "./paste/paste-cleaner.ts";

export const editingExtensions = [
  UndoRedo,
  Dropcursor.configure({ color: "#00838f", width: 2 }),
  Gapcursor,
  FindReplace,
  PasteCleaner,
  HeadingEmojiFilter,
];
