import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { CaptionType } from "../nodes/caption.ts";
import { captionLabel } from "./caption-label.ts";
import { collectCaptions } from "./collect-captions.ts";

/** What a cross reference needs to know of the caption it points to. */
export interface CaptionTarget {
  type: CaptionType;
  /** The caption's current label and number, e.g. 图1-2. */
  label: string;
  hidden: boolean;
}

/**
 * The captions a cross reference may point to, by caption oid. References can reach captions of
 * other files: merge the maps of those documents.
 */
export function captionTargets(doc: ProseMirrorNode): Map<string, CaptionTarget> {
  return new Map(
    collectCaptions(doc).map((caption) => [
      caption.oid,
      { type: caption.type, label: captionLabel(caption), hidden: caption.hidden },
    ]),
  );
}
