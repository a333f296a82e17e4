// Where a search word occurs in a document. Text is searched per textblock, so a word split by marks
// (half bold) is still found, while a match never spans two paragraphs.
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";

export interface Match {
  from: number;
  to: number;
}

export function findMatches(doc: ProseMirrorNode, word: string): Match[] {
  if (word === "") return [];
  const needle = word.toLocaleLowerCase();
  const matches: Match[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    // The block's text with the document position of each character; atoms (inline math, images)
    // break the text so a match cannot jump over them.
    let text = "";
    const positions: number[] = [];
    node.forEach((child, offset) => {
      if (child.isText && child.text) {
        for (let index = 0; index < child.text.length; index += 1) positions.push(pos + 1 + offset + index);
        text += child.text;
      } else {
        positions.push(-1);
        text += "\u0000";
      }
    });
    const haystack = text.toLocaleLowerCase();
    let at = haystack.indexOf(needle);
    while (at !== -1) {
      const from = positions[at];
      const last = positions[at + needle.length - 1];
      if (from !== undefined && last !== undefined && from >= 0 && last >= 0) {
        matches.push({ from, to: last + 1 });
      }
      at = haystack.indexOf(needle, at + Math.max(needle.length, 1));
    }
    return false;
  });
  return matches;
}
