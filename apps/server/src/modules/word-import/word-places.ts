// What the import could not map, and where: the report's lines.
import type { WORD_IMPORT_TEXTS } from "@textbook/shared";

export type UnmappedKind = keyof typeof WORD_IMPORT_TEXTS.report.kinds;

/** 1-based chapter, section, file and block numbers of the proposed tree. */
export interface Place {
  chapter: number;
  section: number;
  file: number;
  paragraph: number;
}

export interface Unmapped {
  kind: UnmappedKind;
  detail: string;
  /** null: the whole document (comments, a reading note). */
  place: Place | null;
}

/** Words as a Chinese editor counts them: each CJK character, each run of Latin letters or digits. */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const cjk = (code >= 0x3400 && code <= 0x9fff) || (code >= 0xf900 && code <= 0xfaff) || code >= 0x20000;
    const latin = /[\p{L}\p{N}]/u.test(character) && !cjk;
    if (cjk) words += 1;
    if (latin && !inWord) words += 1;
    inWord = latin;
  }
  return words;
}
