// Turning the block at a position into a paragraph, heading or list: shared by the toolbar and the
// hover block menu. Names are the schema's (packages/schema/src/nodes/).
import type { Editor } from "@tiptap/core";

export type BlockKind =
  | { type: "paragraph" }
  | { type: "heading"; level: number }
  | { type: "bulletList" }
  | { type: "orderedList" };

/** Applies a block kind to the selection (or to the block starting at `pos` when given). */
export function setBlockKind(editor: Editor, kind: BlockKind, pos?: number): boolean {
  if (pos !== undefined) editor.commands.setTextSelection(pos + 1);
  const chain = editor.chain().focus();
  switch (kind.type) {
    case "paragraph":
      if (editor.isActive("listItem")) chain.liftListItem("listItem");
      return chain.setNode("paragraph").run();
    case "heading":
      if (editor.isActive("listItem")) chain.liftListItem("listItem");
      return chain.setNode("heading", { level: kind.level }).run();
    case "bulletList":
    case "orderedList":
      return chain.toggleList(kind.type, "listItem").run();
  }
}

/** The kind of the block holding the selection, for the toolbar's select. */
export function currentBlockKind(editor: Editor): BlockKind {
  if (editor.isActive("bulletList")) return { type: "bulletList" };
  if (editor.isActive("orderedList")) return { type: "orderedList" };
  const { $from } = editor.state.selection;
  const parent = $from.parent;
  if (parent.type.name === "heading") return { type: "heading", level: Number(parent.attrs.level) };
  return { type: "paragraph" };
}
