// Which style panel the selection asks for (content §2): the innermost paragraph, heading, list
// or chapter/section header around it. A paragraph inside a list item belongs to the list.
import type { EditorState } from "@tiptap/pm/state";

export type PanelKind = "paragraph" | "list" | "heading" | "chapterHeader" | "sectionHeader";

export interface SelectedBlock {
  kind: PanelKind;
  /** Position before the node whose attributes the panel edits. */
  pos: number;
  type: string;
  attrs: Record<string, unknown>;
}

const KIND_OF: Record<string, PanelKind> = {
  paragraph: "paragraph",
  heading: "heading",
  bulletList: "list",
  orderedList: "list",
  chapterHeader: "chapterHeader",
  sectionHeader: "sectionHeader",
};

export function selectedBlock(state: EditorState): SelectedBlock | null {
  const { $from } = state.selection;
  let found: SelectedBlock | null = null;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    const kind = KIND_OF[node.type.name];
    if (!kind) continue;
    const block = { kind, pos: $from.before(depth), type: node.type.name, attrs: node.attrs };
    // Keep walking from a paragraph: a list around it takes the panel over.
    if (kind === "paragraph" && found === null) {
      found = block;
      continue;
    }
    if (kind === "list") return block;
    return found ?? block;
  }
  return found;
}
