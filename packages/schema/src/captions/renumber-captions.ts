import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { CaptionType } from "../nodes/caption.ts";
import { collectCaptions } from "./collect-captions.ts";

export interface CaptionPlace {
  /** The chapter's and section's numbers in the book, which every caption of the file shows. */
  chapterIndex: number;
  sectionIndex: number;
  /** Where each type's numbering starts in this file (the per-type counter); 1 when not given. */
  firstIndex?: Partial<Record<CaptionType, number>>;
}

/** The numbering attributes, named as on the node that holds the caption. */
export type CaptionNumberAttrs =
  | { index: number | null; chapterIndex: number; sectionIndex: number }
  | { captionIndex: number | null; chapterIndex: number; sectionIndex: number };

/**
 * Numbers a whole document's captions in reading order, figures and tables each on their own
 * (content §3.7, §5), and returns the new numbering attributes per caption oid. A hidden caption
 * is not shown, so it takes no number (index null) and leaves no gap.
 */
export function renumberCaptions(doc: ProseMirrorNode, place: CaptionPlace): Map<string, CaptionNumberAttrs> {
  const next: Record<CaptionType, number> = {
    IMAGE: place.firstIndex?.IMAGE ?? 1,
    TABLE: place.firstIndex?.TABLE ?? 1,
  };
  const numbers = new Map<string, CaptionNumberAttrs>();
  for (const caption of collectCaptions(doc)) {
    const index = caption.hidden ? null : next[caption.type]++;
    const where = { chapterIndex: place.chapterIndex, sectionIndex: place.sectionIndex };
    numbers.set(
      caption.oid,
      caption.nodeType === "floatingImage" ? { captionIndex: index, ...where } : { index, ...where },
    );
  }
  return numbers;
}
