// Shell §5: emoji are filtered out of headings, whether typed, pasted or dropped (the outline and the
// book's navigation are built from heading text). Paragraphs keep them.
import { containsEmoji, stripEmoji } from "@textbook/shared";
import { Extension } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, type Transaction } from "@tiptap/pm/state";

const FILTERED_BLOCKS = new Set(["heading"]);

/** Text ranges holding emoji inside the filtered blocks between `from` and `to`. */
function emojiRanges(doc: ProseMirrorNode, from: number, to: number): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  doc.nodesBetween(from, to, (node, pos) => {
    if (!FILTERED_BLOCKS.has(node.type.name)) return !node.isTextblock;
    node.descendants((child, offset) => {
      if (!child.isText || !child.text || !containsEmoji(child.text)) return;
      const start = pos + 1 + offset;
      ranges.push({ from: start, to: start + child.text.length });
    });
    return false;
  });
  return ranges;
}

/**
 * The part of the final document the author's transactions changed, in final positions. Loads
 * (addToHistory false) are not the author's and add no range, though later steps still map it.
 */
function editedRange(transactions: readonly Transaction[]): { from: number; to: number } | null {
  let range: { from: number; to: number } | null = null;
  for (const tr of transactions) {
    if (range) range = { from: tr.mapping.map(range.from, -1), to: tr.mapping.map(range.to, 1) };
    if (!tr.docChanged || tr.getMeta("addToHistory") === false) continue;
    tr.mapping.maps.forEach((map, index) => {
      const rest = tr.mapping.slice(index + 1);
      map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
        const from = rest.map(newStart, -1);
        const to = rest.map(newEnd, 1);
        range = range ? { from: Math.min(range.from, from), to: Math.max(range.to, to) } : { from, to };
      });
    });
  }
  return range;
}

export const HeadingEmojiFilter = Extension.create({
  name: "headingEmojiFilter",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey("headingEmojiFilter"),
        appendTransaction(transactions, _old, state) {
          const edited = editedRange(transactions);
          if (!edited) return null;
          const size = state.doc.content.size;
          const ranges = emojiRanges(state.doc, Math.max(0, edited.from - 1), Math.min(size, edited.to + 1));
          if (ranges.length === 0) return null;
          const tr = state.tr;
          for (const range of ranges.reverse()) {
            const kept = stripEmoji(state.doc.textBetween(range.from, range.to));
            const marks = state.doc.resolve(range.from + 1).marks();
            if (kept === "") tr.delete(range.from, range.to);
            else tr.replaceWith(range.from, range.to, state.schema.text(kept, marks));
          }
          return tr;
        },
      }),
    ];
  },
});
