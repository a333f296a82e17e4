// A new file starts as the smallest document packages/schema accepts: one empty paragraph (a doc
// with no block at all breaks the schema's content expression).
export function emptyDocument() {
  return { type: "doc", content: [{ type: "paragraph" }] };
}
