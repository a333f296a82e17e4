import type { CaptionType } from "../nodes/caption.ts";
import type { CaptionEntry } from "./collect-captions.ts";

/**
 * The index a new caption of the type gets (content §5): the highest existing index of that type
 * plus one; when there is none, the type's own counter (the first index of this file, 1 unless
 * earlier files of the chapter already hold captions of the type).
 */
export function nextCaptionIndex(
  captions: readonly Pick<CaptionEntry, "type" | "index">[],
  type: CaptionType,
  counter = 1,
): number {
  let highest: number | null = null;
  for (const caption of captions) {
    if (caption.type !== type || caption.index === null) continue;
    highest = highest === null ? caption.index : Math.max(highest, caption.index);
  }
  return highest === null ? counter : highest + 1;
}
