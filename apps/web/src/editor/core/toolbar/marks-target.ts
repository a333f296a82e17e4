// Whether the marks bubble has text to act on. Tiptap's default shows it for any non-empty
// selection, so it also rose over a selected image, formula or card, whose marks mean nothing.
import type { EditorState } from "@tiptap/pm/state";
import { TextSelection } from "@tiptap/pm/state";
import { CellSelection } from "@tiptap/pm/tables";

export function selectionTakesMarks(state: EditorState): boolean {
  const { selection } = state;
  if (selection.empty) return false;
  if (!(selection instanceof TextSelection || selection instanceof CellSelection)) return false;
  return state.doc.textBetween(selection.from, selection.to, " ", " ").trim().length > 0;
}
