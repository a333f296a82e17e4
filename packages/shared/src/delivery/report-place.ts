// How a reader's report names its block in the edition's HTML. A block with an oid (data-oid) is
// named by it; most paragraphs carry none (only headings and resource blocks get oids), so a text
// block without one is named by its place among the article's text blocks: "@<index>". The reader
// and the server count the same elements of the same stored HTML with this selector.

export const POSITIONAL_BLOCK_PREFIX = "@";

export const TEXT_BLOCK_SELECTOR = "p, h1, h2, h3, h4, h5, h6, li, td, th, pre, blockquote, figcaption";

/** The index a positional block name holds, or null for an oid. */
export function positionalIndex(blockOid: string): number | null {
  if (!blockOid.startsWith(POSITIONAL_BLOCK_PREFIX)) return null;
  const digits = blockOid.slice(POSITIONAL_BLOCK_PREFIX.length);
  return /^\d{1,6}$/.test(digits) ? Number(digits) : -1;
}
