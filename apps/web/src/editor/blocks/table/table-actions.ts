// The table toolbar's actions: prosemirror-tables commands on the selected cells, and the box's
// own parts (caption, sub caption, removing the whole box, since a box never stands without its table).

import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { Command, EditorState } from "@tiptap/pm/state";
import {
  addColumnAfter,
  addColumnBefore,
  addRowAfter,
  addRowBefore,
  deleteColumn,
  deleteRow,
  mergeCells,
  splitCell,
  toggleHeaderRow,
} from "@tiptap/pm/tables";

const TEXTS = EDITOR_BLOCK_TEXTS.table;

export interface TableAction {
  key: string;
  label: string;
  command: Command;
}

export const CELL_ACTIONS: TableAction[] = [
  { key: "addRowBefore", label: TEXTS.addRowBefore, command: addRowBefore },
  { key: "addRowAfter", label: TEXTS.addRowAfter, command: addRowAfter },
  { key: "addColumnBefore", label: TEXTS.addColumnBefore, command: addColumnBefore },
  { key: "addColumnAfter", label: TEXTS.addColumnAfter, command: addColumnAfter },
  { key: "deleteRow", label: TEXTS.deleteRow, command: deleteRow },
  { key: "deleteColumn", label: TEXTS.deleteColumn, command: deleteColumn },
  { key: "mergeCells", label: TEXTS.mergeCells, command: mergeCells },
  { key: "splitCell", label: TEXTS.splitCell, command: splitCell },
  { key: "toggleHeaderRow", label: TEXTS.toggleHeaderRow, command: toggleHeaderRow },
];

/** Inserts a missing caption (first) or sub caption (last) into the table box at `boxPos`. */
export function addBoxPart(
  state: EditorState,
  boxPos: number,
  part: "caption" | "tableSubCaption",
): ReturnType<EditorState["tr"]["insert"]> | null {
  const box = state.doc.nodeAt(boxPos);
  const type = state.schema.nodes[part];
  if (!box || !type) return null;
  const index = part === "caption" ? 0 : box.childCount;
  if (!box.canReplaceWith(index, index, type)) return null;
  const attrs = part === "caption" ? { type: "TABLE" } : null;
  const node = type.createAndFill(attrs);
  if (!node) return null;
  let insertAt = boxPos + 1;
  for (let child = 0; child < index; child++) insertAt += box.child(child).nodeSize;
  return state.tr.insert(insertAt, node);
}
