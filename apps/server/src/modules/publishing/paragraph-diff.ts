// A readable diff of two files' plain text, paragraph by paragraph: runs of unchanged, added and
// removed paragraphs, the unchanged ones folded to a little context around each change.
import { commonSubsequence, type DiffChunk, PUBLISH_LIMITS } from "@textbook/shared";

export interface ParagraphDiff {
  chunks: DiffChunk[];
  added: number;
  removed: number;
}

/** Consecutive operations of one kind as one chunk. */
function pushRun(chunks: DiffChunk[], op: DiffChunk["op"], paragraph: string) {
  const last = chunks.at(-1);
  if (last?.op === op) last.paragraphs.push(paragraph);
  else chunks.push({ op, paragraphs: [paragraph], omitted: 0 });
}

/** Unchanged runs keep `context` paragraphs next to each change; the rest is counted as omitted. */
function fold(chunks: DiffChunk[], context: number): DiffChunk[] {
  return chunks.map((chunk, index) => {
    if (chunk.op !== "SAME") return chunk;
    const keepHead = index > 0 ? context : 0;
    const keepTail = index < chunks.length - 1 ? context : 0;
    if (chunk.paragraphs.length <= keepHead + keepTail) return chunk;
    const head = chunk.paragraphs.slice(0, keepHead);
    const tail = keepTail > 0 ? chunk.paragraphs.slice(-keepTail) : [];
    return {
      op: "SAME",
      paragraphs: [...head, ...tail],
      omitted: chunk.paragraphs.length - head.length - tail.length,
    };
  });
}

/**
 * Paragraphs of `older` and `newer` compared. The equal head and tail are set aside before the
 * (quadratic) common subsequence; what lies between is compared up to
 * PUBLISH_LIMITS.diffMaxParagraphs paragraphs a side, the rest of it shown as removed and added.
 */
export function diffParagraphs(older: readonly string[], newer: readonly string[]): ParagraphDiff {
  const max = PUBLISH_LIMITS.diffMaxParagraphs;
  let head = 0;
  while (head < older.length && head < newer.length && older[head] === newer[head]) head += 1;
  let tail = 0;
  while (
    tail < older.length - head &&
    tail < newer.length - head &&
    older[older.length - 1 - tail] === newer[newer.length - 1 - tail]
  ) {
    tail += 1;
  }
  const olderMiddle = older.slice(head, older.length - tail);
  const newerMiddle = newer.slice(head, newer.length - tail);
  const chunks: DiffChunk[] = [];
  for (const paragraph of older.slice(0, head)) pushRun(chunks, "SAME", paragraph);
  let added = 0;
  let removed = 0;
  let i = 0;
  let j = 0;
  const pairs = commonSubsequence(olderMiddle.slice(0, max), newerMiddle.slice(0, max));
  for (const [olderAt, newerAt] of [...pairs, [olderMiddle.length, newerMiddle.length] as const]) {
    for (; i < olderAt; i += 1, removed += 1) pushRun(chunks, "REMOVED", olderMiddle[i] as string);
    for (; j < newerAt; j += 1, added += 1) pushRun(chunks, "ADDED", newerMiddle[j] as string);
    if (olderAt < olderMiddle.length) pushRun(chunks, "SAME", olderMiddle[olderAt] as string);
    i = olderAt + 1;
    j = newerAt + 1;
  }
  for (const paragraph of older.slice(older.length - tail)) pushRun(chunks, "SAME", paragraph);
  return { chunks: fold(chunks, PUBLISH_LIMITS.diffContext), added, removed };
}
