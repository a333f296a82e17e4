// What the hover block menu offers for tables; blocks/block-choices.ts lists it after the lists.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { Node as ProseMirrorNode, Schema } from "@tiptap/pm/model";
import type { BlockChoice } from "../../core/block-menu/block-choice.ts";

/** A table box: its caption (numbered once inserted) over a 3 × 3 table whose first row is the header row. */
function tableBox(schema: Schema): ProseMirrorNode | null {
  const { tableBox: box, table, tableRow, tableCell, tableHeader, paragraph } = schema.nodes;
  if (!box || !table || !tableRow || !tableCell || !paragraph) return null;
  const row = (cellType: typeof tableCell) =>
    tableRow.create(
      null,
      [0, 1, 2].map(() => cellType.create(null, paragraph.create())),
    );
  const rows = [row(tableHeader ?? tableCell), row(tableCell), row(tableCell)];
  const caption = schema.nodes.caption?.create({ type: "TABLE" });
  return box.createChecked(null, caption ? [caption, table.create(null, rows)] : [table.create(null, rows)]);
}

export const TABLE_CHOICES: BlockChoice[] = [
  { key: "tableBox", type: "tableBox", label: EDITOR_BLOCK_TEXTS.blocks.tableBox, build: tableBox },
];
