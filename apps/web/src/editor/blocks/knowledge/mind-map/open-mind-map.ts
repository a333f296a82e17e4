// Opening a mind map from its placeholder or its card. The dialog, and mind-elixir with it, load
// on first use; saving stores the cover and the map, then writes the card: a placeholder becomes a
// card, a card takes its new title, cover and (after copy on write) address. The card mirrors what
// the server holds, so these writes stay out of undo history, like an upload's result.
import { KNOWLEDGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { fetchMindMap } from "../../../../api/mind-maps.ts";
import { toast } from "../../../../app/global/toast.ts";
import { editorFile, mediaLinks } from "../../../core/media-links/media-links.ts";
import { mindMapCardData } from "./mind-map-card.ts";
import { saveMindMap } from "./save-mind-map.ts";

const TEXTS = KNOWLEDGE_TEXTS.mindMap;

/** Finds the node again when the map is saved (the dialog is modal, but the document is live). */
export type LocateNode = () => { node: ProseMirrorNode; pos: number } | null;

function writeCard(editor: Editor, locate: LocateNode, attributes: Record<string, unknown>): void {
  const found = editor.isDestroyed ? null : locate();
  const cardType = editor.schema.nodes.mindMapCard;
  if (!found || !cardType) return;
  const { node, pos } = found;
  const tr =
    node.type === cardType
      ? editor.state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...attributes })
      : editor.state.tr.replaceWith(
          pos,
          pos + node.nodeSize,
          cardType.create({ oid: node.attrs.oid, ...attributes }),
        );
  editor.view.dispatch(tr.setMeta("addToHistory", false));
}

export function openMindMap(editor: Editor, locate: LocateNode): void {
  if (!editor.isEditable) return;
  const file = editorFile(editor);
  const found = locate();
  if (!file) {
    toast.error(TEXTS.noFile);
    return;
  }
  if (!found) return;
  const card = found.node.type.name === "mindMapCard" ? mindMapCardData(found.node.attrs) : null;
  const source = card?.source ?? null;
  const load = async () => {
    if (!source) return { title: card?.title ?? "", data: null };
    const map = await fetchMindMap(source.address, source.mindMapOid);
    return { title: map.title, data: map.data };
  };
  import("./mind-map-dialog.ts").then(
    ({ openMindMapDialog }) =>
      openMindMapDialog({
        load: load(),
        onSave: async (draft) => {
          const saved = await saveMindMap(file, source, draft);
          if (editor.isDestroyed) return;
          mediaLinks(editor).add(saved.cover);
          writeCard(editor, locate, saved.attributes);
          toast.success(TEXTS.saved);
        },
      }),
    (error: unknown) => {
      console.error("mind map editor failed to load", error);
      toast.error(TEXTS.loadFailed);
    },
  );
}
