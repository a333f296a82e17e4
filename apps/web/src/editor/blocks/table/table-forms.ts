// Web forms of the table nodes: the table box's view, and on the table prosemirror-tables' cell
// selection, column resizing (it draws the table with its colgroup) and Tab between cells.
import type { Editor } from "@tiptap/core";
import { columnResizing, goToNextCell, tableEditing } from "@tiptap/pm/tables";
import type { BlockForm, BlockForms } from "../../core/node-view/block-form.ts";
import { activeTableBoxPlugin } from "./active-table-box.ts";
import { TableBoxView } from "./table-box-view.ts";

function nextCell(direction: 1 | -1) {
  return ({ editor }: { editor: Editor }) => goToNextCell(direction)(editor.state, editor.view.dispatch);
}

const tableBoxForm: BlockForm = {
  view: ({ node, editor, getPos, decorations }) => new TableBoxView(node, editor, getPos, decorations),
  addProseMirrorPlugins: () => [activeTableBoxPlugin()],
};

const tableForm: BlockForm = {
  addProseMirrorPlugins: () => [columnResizing({ cellMinWidth: 40 }), tableEditing()],
  addKeyboardShortcuts: () => ({ Tab: nextCell(1), "Shift-Tab": nextCell(-1) }),
};

export const TABLE_FORMS: BlockForms = { tableBox: tableBoxForm, table: tableForm };
