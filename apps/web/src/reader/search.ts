// Search over the edition's search.json (the plain text of every file): files whose title or text
// holds the keyword, in reading order, each with a snippet around its first match.
import type { EditionSearchEntry } from "@textbook/shared";

/** A piece of text, marked where it matches. */
export interface TextPart {
  text: string;
  match: boolean;
}

export interface SearchHit {
  fileOid: string;
  title: TextPart[];
  snippet: TextPart[];
}

const SNIPPET_BEFORE = 24;
const SNIPPET_LENGTH = 96;
export const SEARCH_LIMIT = 100;

/** `text` cut into parts at every (case-insensitive) occurrence of `keyword`. */
export function markMatches(text: string, keyword: string): TextPart[] {
  const parts: TextPart[] = [];
  const lower = text.toLowerCase();
  const needle = keyword.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

function snippetOf(text: string, keyword: string): TextPart[] {
  const flat = text.replace(/\s+/g, " ").trim();
  const at = flat.toLowerCase().indexOf(keyword.toLowerCase());
  const start = Math.max(0, at - SNIPPET_BEFORE);
  const end = Math.min(flat.length, start + SNIPPET_LENGTH);
  const cut = `${start > 0 ? "…" : ""}${flat.slice(start, end)}${end < flat.length ? "…" : ""}`;
  return markMatches(cut, keyword);
}

export function searchBook(entries: readonly EditionSearchEntry[], keyword: string): SearchHit[] {
  const wanted = keyword.trim();
  if (!wanted) return [];
  const needle = wanted.toLowerCase();
  const hits: SearchHit[] = [];
  for (const entry of entries) {
    if (!entry.title.toLowerCase().includes(needle) && !entry.text.toLowerCase().includes(needle)) continue;
    hits.push({
      fileOid: entry.fileOid,
      title: markMatches(entry.title, wanted),
      snippet: snippetOf(entry.text, wanted),
    });
    if (hits.length === SEARCH_LIMIT) break;
  }
  return hits;
}
