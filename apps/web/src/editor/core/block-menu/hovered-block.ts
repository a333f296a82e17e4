// The block the hover menu stands beside: the innermost node under the pointer that is a block in
// its own right (it belongs to a content group) rather than a part of one (a table row, a list
// item, a caption), so that the menu offers what may follow it in its own parent.
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";

export interface HoveredBlock {
  /** Position before the block. */
  pos: number;
  node: ProseMirrorNode;
}

function standsAlone(node: ProseMirrorNode): boolean {
  const group = node.type.spec.group ?? "";
  return node.isBlock && group.split(" ").some((name) => name !== "" && name !== "inline");
}

/** `pos` and `inside` as EditorView.posAtCoords gives them. */
export function hoveredBlock(doc: ProseMirrorNode, pos: number, inside: number): HoveredBlock | null {
  if (inside >= 0) {
    const node = doc.nodeAt(inside);
    if (node && standsAlone(node)) return { pos: inside, node };
  }
  const $pos = doc.resolve(inside >= 0 ? inside : pos);
  for (let depth = $pos.depth; depth > 0; depth--) {
    const node = $pos.node(depth);
    if (standsAlone(node)) return { pos: $pos.before(depth), node };
  }
  const after = $pos.depth === 0 ? doc.nodeAt(pos) : null;
  return after && standsAlone(after) ? { pos, node: after } : null;
}
