import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { CAPTION_TYPES, type CaptionType } from "../nodes/caption.ts";
import { collectCaptions } from "./collect-captions.ts";
import { nextCaptionIndex } from "./next-caption-index.ts";
import type { NoteTitleSetting } from "./note-title-setting.ts";
import type { CaptionPlace } from "./renumber-captions.ts";
import { restyleCaptions } from "./restyle-captions.ts";

export interface NumberedFile {
  doc: ProseMirrorNode;
  /** Where the file's numbering started: `restyleCaptions` with it numbers the file the same way again. */
  place: CaptionPlace;
}

export interface BookNumbering {
  /**
   * Restyles and numbers the next file of the book. Files must come in book order (chapter,
   * section, file); chapter and section indexes count from 1.
   */
  number(doc: ProseMirrorNode, chapterIndex: number, sectionIndex: number): NumberedFile;
}

const firstCounters = (): Record<CaptionType, number> => ({ IMAGE: 1, TABLE: 1 });

/**
 * Numbering through a whole book (content §3.7): figures and tables each count on from file to
 * file through a chapter in CHAPTER style (图1-5 may be in the chapter's third section), through a
 * section in SECTION style (图1-3-2), and start again at 1 in the next one.
 */
export function createBookNumbering(setting: NoteTitleSetting): BookNumbering {
  let scope: string | null = null;
  let counters = firstCounters();
  return {
    number(doc, chapterIndex, sectionIndex) {
      const current =
        setting.noteTitleStyle === "SECTION" ? `${chapterIndex}-${sectionIndex}` : `${chapterIndex}`;
      if (current !== scope) {
        scope = current;
        counters = firstCounters();
      }
      const place = { chapterIndex, sectionIndex, firstIndex: counters };
      const numbered = restyleCaptions(doc, place, setting);
      const captions = collectCaptions(numbered);
      const next = firstCounters();
      for (const type of CAPTION_TYPES) next[type] = nextCaptionIndex(captions, type, counters[type]);
      counters = next;
      return { doc: numbered, place };
    },
  };
}
