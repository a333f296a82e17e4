// Saving a map from the editor. The map drawn as SVG is stored first, so a card never names a cover
// that is not there; then the map: updated in place when the card's map lives in the open file,
// otherwise created in the open file. A card pasted from another file thus gets a map of its own on
// its first save (copy on write) instead of writing into a file that is not being edited.
import { type Attachment, type FilePath, KNOWLEDGE_TEXTS, type MindMapData } from "@textbook/shared";
import { createMindMap, storeMindMapCover, updateMindMap } from "../../../../api/mind-maps.ts";
import { type MindMapCardData, mindMapCardAttributes } from "./mind-map-card.ts";

export interface MindMapDraft {
  title: string;
  data: MindMapData;
  /** The map as drawn in the dialog, as an SVG document. */
  coverSvg: string;
}

export interface SavedMindMap {
  /** The card's attributes after the save. */
  attributes: Record<string, unknown>;
  cover: Attachment;
}

/** Attachment names are at most 200 characters (svg-contents). */
const COVER_NAME_LENGTH = 200;

export async function saveMindMap(
  file: FilePath,
  source: MindMapCardData["source"],
  draft: MindMapDraft,
): Promise<SavedMindMap> {
  const name = (draft.title.trim() || KNOWLEDGE_TEXTS.mindMap.label).slice(0, COVER_NAME_LENGTH);
  const cover = await storeMindMapCover(file, draft.coverSvg, name);
  const body = { title: draft.title.trim(), data: draft.data, coverAttachmentOid: cover.attachmentOid };
  const map =
    source && source.address.fileOid === file.fileOid
      ? await updateMindMap(file, source.mindMapOid, body)
      : await createMindMap(file, body);
  return { attributes: mindMapCardAttributes(file, map, cover), cover };
}
