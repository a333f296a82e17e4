// Who may change a block's own paragraph style (issue 6 item 5): a save by someone without the
// book's editParagraphStyle may change the text, but not the style attributes of a paragraph, list
// or heading. This compares the stored document with the one sent.
//
// Blocks are matched by their oid where they carry one the stored document has (headings get oids
// when written); the others by position among the blocks of their type — but not by bare index,
// which would call every styled paragraph below an inserted one "changed". Instead the two lists are
// aligned by text (common start and end, then the longest common subsequence): a matched block
// whose style differs was restyled. A block with no match was written, split, joined or had its
// text edited: it may carry the default style, a style one of the blocks it replaced had, or that
// of the block before or after it (Enter and splits copy the style along).
import { schema } from "@textbook/schema";
import type { DocumentJson } from "@textbook/shared";
import { type JsonNode, textOf, walkDocument } from "../content/document-walk.ts";

/** The attributes the style panel edits per node type: those the schema writes as CSS. */
export const PARAGRAPH_STYLE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  paragraph: ["indent", "lineSpacing"],
  heading: ["align"],
  bulletList: ["listType"],
  orderedList: ["listType"],
};

/** The other attributes of those types: identity, a heading's level and a list's first number. */
export const NOT_PARAGRAPH_STYLE = ["oid", "version", "optimizeClassName", "level", "start"] as const;

/** Beyond this many cells the middle of two long lists is one stretch, not aligned block by block. */
const ALIGN_LIMIT = 1_000_000;

interface Block {
  oid: string | null;
  text: string;
  style: string;
}

function styleOf(type: string, attrs: Record<string, unknown> | undefined): string {
  const specs = (schema.nodes[type]?.spec.attrs ?? {}) as Record<string, { default?: unknown }>;
  const names = PARAGRAPH_STYLE_ATTRIBUTES[type] ?? [];
  return JSON.stringify(
    names.map((name) => (attrs && name in attrs ? attrs[name] : (specs[name]?.default ?? null))),
  );
}

function blocksByType(doc: DocumentJson): Map<string, Block[]> {
  const found = new Map<string, Block[]>();
  for (const node of walkDocument(doc)) {
    const type = typeof node.type === "string" ? node.type : "";
    if (!(type in PARAGRAPH_STYLE_ATTRIBUTES) || node.text !== undefined) continue;
    const oid = typeof node.attrs?.oid === "string" ? node.attrs.oid : null;
    const blocks = found.get(type) ?? [];
    blocks.push({ oid, text: textOf(node as JsonNode), style: styleOf(type, node.attrs) });
    found.set(type, blocks);
  }
  return found;
}

/** Pairs [stored index, sent index] of blocks with equal text, in order. */
function alignByText(before: readonly Block[], after: readonly Block[]): [number, number][] {
  let start = 0;
  while (start < before.length && start < after.length && before[start]?.text === after[start]?.text) {
    start++;
  }
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end]?.text === after[after.length - 1 - end]?.text
  ) {
    end++;
  }
  const pairs: [number, number][] = [];
  for (let index = 0; index < start; index++) pairs.push([index, index]);
  const rows = before.length - start - end;
  const columns = after.length - start - end;
  if (rows > 0 && columns > 0 && (rows + 1) * (columns + 1) <= ALIGN_LIMIT) {
    pairs.push(...longestCommon(before, after, start, rows, columns));
  }
  for (let index = end; index > 0; index--) pairs.push([before.length - index, after.length - index]);
  return pairs;
}

function longestCommon(
  before: readonly Block[],
  after: readonly Block[],
  offset: number,
  rows: number,
  columns: number,
): [number, number][] {
  const width = columns + 1;
  const lengths = new Int32Array((rows + 1) * width);
  for (let row = rows - 1; row >= 0; row--) {
    for (let column = columns - 1; column >= 0; column--) {
      lengths[row * width + column] =
        before[offset + row]?.text === after[offset + column]?.text
          ? (lengths[(row + 1) * width + column + 1] ?? 0) + 1
          : Math.max(lengths[(row + 1) * width + column] ?? 0, lengths[row * width + column + 1] ?? 0);
    }
  }
  const pairs: [number, number][] = [];
  let row = 0;
  let column = 0;
  while (row < rows && column < columns) {
    if (before[offset + row]?.text === after[offset + column]?.text) {
      pairs.push([offset + row, offset + column]);
      row++;
      column++;
    } else if ((lengths[(row + 1) * width + column] ?? 0) >= (lengths[row * width + column + 1] ?? 0)) {
      row++;
    } else {
      column++;
    }
  }
  return pairs;
}

function restyled(type: string, before: Block[], after: Block[]): boolean {
  // By oid first: a block the stored document knows by that oid (an oid written twice is no guide).
  const counts = new Map<string, number>();
  for (const block of before) if (block.oid) counts.set(block.oid, (counts.get(block.oid) ?? 0) + 1);
  const byOid = new Map(
    before.filter((block) => block.oid && counts.get(block.oid) === 1).map((b) => [b.oid, b]),
  );
  const taken = new Set<Block>();
  const rest: Block[] = [];
  for (const block of after) {
    const match = block.oid ? byOid.get(block.oid) : undefined;
    if (match && !taken.has(match)) {
      if (match.style !== block.style) return true;
      taken.add(match);
    } else {
      rest.push(block);
    }
  }
  const stored = before.filter((block) => !taken.has(block));
  const pairs = alignByText(stored, rest);
  for (const [from, to] of pairs) if (stored[from]?.style !== rest[to]?.style) return true;

  // Each stretch between matched blocks: what was written there may look like what it replaced.
  const plain = styleOf(type, undefined);
  const anchors: [number, number][] = [[-1, -1], ...pairs, [stored.length, rest.length]];
  for (let at = 1; at < anchors.length; at++) {
    const [fromBefore, fromAfter] = anchors[at - 1] as [number, number];
    const [toBefore, toAfter] = anchors[at] as [number, number];
    const allowed = new Set([plain, ...stored.slice(fromBefore + 1, toBefore).map((block) => block.style)]);
    for (const neighbour of [rest[fromAfter], rest[toAfter]]) if (neighbour) allowed.add(neighbour.style);
    if (rest.slice(fromAfter + 1, toAfter).some((block) => !allowed.has(block.style))) return true;
  }
  return false;
}

/** Whether `sent` changes the style attributes of any paragraph, list or heading of `stored`. */
export function changesParagraphStyle(stored: DocumentJson, sent: DocumentJson): boolean {
  const before = blocksByType(stored);
  const after = blocksByType(sent);
  return Object.keys(PARAGRAPH_STYLE_ATTRIBUTES).some((type) =>
    restyled(type, before.get(type) ?? [], after.get(type) ?? []),
  );
}
