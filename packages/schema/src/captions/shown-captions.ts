// A file's captions as the editor shows them: numbered in the file's place in the book, each type
// counting on from the lowest index the file already holds (earlier files of the chapter hold the
// ones before it). The editor renumbers live with it; exports write the same labels.
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { collectCaptions } from "./collect-captions.ts";
import { withAttrs } from "./note-title-setting.ts";
import { type CaptionPlace, renumberCaptions } from "./renumber-captions.ts";
import { captionOidOf } from "./restyle-captions.ts";

/** Where the editor numbers the file from; `place` (the book's word) wins over what the file holds. */
export function shownCaptionPlace(doc: ProseMirrorNode, place: CaptionPlace | null): CaptionPlace {
  const captions = collectCaptions(doc);
  const firstIndex: CaptionPlace["firstIndex"] = {};
  for (const caption of captions) {
    if (caption.index === null) continue;
    firstIndex[caption.type] = Math.min(firstIndex[caption.type] ?? caption.index, caption.index);
  }
  const known = captions.find((caption) => caption.chapterIndex !== null);
  return {
    chapterIndex: place?.chapterIndex ?? known?.chapterIndex ?? 1,
    sectionIndex: place?.sectionIndex ?? known?.sectionIndex ?? 1,
    firstIndex: { ...firstIndex, ...place?.firstIndex },
  };
}

/** The file with every caption numbered as the editor shows it in that place. */
export function withShownCaptions(doc: ProseMirrorNode, place: CaptionPlace): ProseMirrorNode {
  const numbers = renumberCaptions(doc, shownCaptionPlace(doc, place));
  return withAttrs(doc, (node) => {
    const oid = captionOidOf(node);
    return typeof oid === "string" ? numbers.get(oid) : null;
  });
}
