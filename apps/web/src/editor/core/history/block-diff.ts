// What restoring an older version would change, block by block: the top-level blocks of both
// versions are matched by their content (a longest common subsequence), and what stays unmatched
// between two matches is paired up as changed, the rest is only in one version.

import { commonSubsequence } from "@textbook/shared";
import type { JSONContent } from "@tiptap/core";

/** How an older version's block compares with the current document. */
export type OlderBlockState = "same" | "changed" | "onlyOlder";

export interface BlockDiff {
  /** One state per top-level block of the older version, in order. */
  older: OlderBlockState[];
  /** Indexes of the current document's blocks that restoring would remove (not paired, not kept). */
  onlyCurrent: number[];
  changed: number;
}

/**
 * Two blocks are the same when their JSON is, oids aside: an oid is not what a reader sees, and the
 * editor gives a block stored without one (a caption, a heading) a fresh oid on every load. Key
 * order is Tiptap's, so stringifying is stable.
 */
function fingerprint(block: JSONContent): string {
  return JSON.stringify(block, (key, value) => (key === "oid" ? undefined : value));
}

export function diffBlocks(older: JSONContent[], current: JSONContent[]): BlockDiff {
  const pairs = commonSubsequence(older.map(fingerprint), current.map(fingerprint));
  const states: OlderBlockState[] = older.map(() => "onlyOlder");
  const onlyCurrent: number[] = [];
  let changed = 0;
  let olderFrom = 0;
  let currentFrom = 0;
  // Each gap between two matched blocks (and after the last) pairs its blocks up in order.
  for (const [olderAt, currentAt] of [...pairs, [older.length, current.length] as [number, number]]) {
    const gapOlder = olderAt - olderFrom;
    const gapCurrent = currentAt - currentFrom;
    const paired = Math.min(gapOlder, gapCurrent);
    for (let k = 0; k < paired; k += 1) states[olderFrom + k] = "changed";
    changed += paired;
    for (let k = paired; k < gapCurrent; k += 1) onlyCurrent.push(currentFrom + k);
    if (olderAt < older.length) states[olderAt] = "same";
    olderFrom = olderAt + 1;
    currentFrom = currentAt + 1;
  }
  return { older: states, onlyCurrent, changed };
}
