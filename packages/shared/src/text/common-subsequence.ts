// A longest common subsequence of two lists of strings (blocks' fingerprints, paragraphs' texts):
// the pairs of indexes (a, b) of equal items kept in order. Quadratic in time and in one flat table
// of lengths; callers bound their lists (and trim an equal head and tail first).
export function commonSubsequence(a: readonly string[], b: readonly string[]): [number, number][] {
  const width = b.length + 1;
  // length(i, j): the LCS length of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  const length = (i: number, j: number) => lengths[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[i] === b[j] ? length(i + 1, j + 1) + 1 : Math.max(length(i + 1, j), length(i, j + 1));
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (length(i + 1, j) >= length(i, j + 1)) i += 1;
    else j += 1;
  }
  return pairs;
}
