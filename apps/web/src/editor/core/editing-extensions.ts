// What the editor adds to the document's extensions (extensions.ts) while editing: undo and redo
// (Mod-z, Mod-y / Shift-Mod-z), drop and gap cursors, find and replace, paste cleaning, and the
// heading emoji filter, the media links and file address the blocks read, the guard that keeps a
// node whose file is uploading in the document, the mark on the block holding the selection, and
// the hint an empty file shows.
// None of them adds to the document schema.
import { Dropcursor, Gapcursor, UndoRedo } from "@tiptap/extensions";
import { CurrentBlock } from "./current-block.ts";
import { HeadingEmojiFilter } from "./emoji/heading-emoji-filter.ts";
import { EmptyFileHint } from "./empty-file/empty-file-hint.ts";
import { documentExtensions } from "./extensions.ts";
import { FindReplace } from "./find-replace/find-replace.ts";
import { MediaLinks } from "./media-links/media-links.ts";
import { PasteCleaner } from "./paste/paste-cleaner.ts";
import { UploadGuard } from "./upload/upload-guard.ts";

const editingExtensions = [
  UndoRedo,
  Dropcursor.configure({ color: "#00838f", width: 2 }),
  Gapcursor,
  FindReplace,
  PasteCleaner,
  HeadingEmojiFilter,
  MediaLinks,
  UploadGuard,
  CurrentBlock,
  EmptyFileHint,
];

/** The editor page's whole list; the view tests and the editor benchmark build their editors from it too. */
export const editorExtensions = [...documentExtensions, ...editingExtensions];
