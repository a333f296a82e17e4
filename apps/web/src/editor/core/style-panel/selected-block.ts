// Which style panel the selection asks for (content §2): the selected media block, or the innermost
// paragraph, heading, list, chapter/section header or media block around the cursor. A paragraph
// inside a list item belongs to the list.
import { type EditorState, NodeSelection } from "@tiptap/pm/state";

/** The media and interactive blocks with a style panel of their own (content §2). */
export const MEDIA_PANEL_TYPES = [
  "imageBox",
  "audioBox",
  "videoBox",
  "threeDBox",
  "documentBox",
  "extendedReading",
  "interaction",
  "linkBox",
] as const;
export type MediaPanelKind = (typeof MEDIA_PANEL_TYPES)[number];

export type PanelKind = "paragraph" | "list" | "heading" | "chapterHeader" | "sectionHeader" | MediaPanelKind;

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
  ...Object.fromEntries(MEDIA_PANEL_TYPES.map((type) => [type, type])),
};

export function isMediaPanelKind(kind: PanelKind): kind is MediaPanelKind {
  return (MEDIA_PANEL_TYPES as readonly string[]).includes(kind);
}

export function selectedBlock(state: EditorState): SelectedBlock | null {
  const { selection } = state;
  // A clicked card (an atom) is a node selection: the cursor is not inside it.
  if (selection instanceof NodeSelection) {
    const kind = KIND_OF[selection.node.type.name];
    if (kind)
      return { kind, pos: selection.from, type: selection.node.type.name, attrs: selection.node.attrs };
  }
  const { $from } = selection;
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
    if (kind === "list" || isMediaPanelKind(kind)) return block;
    return found ?? block;
  }
  return found;
}
