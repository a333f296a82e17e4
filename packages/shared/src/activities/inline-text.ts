// The plain text of the small documents a topic is written in (content §2's inline editors). Apart
// from the contract's zod schemas (api/activities.ts re-exports these), so the reader's light
// bundle grades answers without loading zod.

export interface InlineNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: InlineNode[];
}

/** What the functions below read of an inline document. */
export interface InlineContent {
  content?: InlineNode[] | undefined;
}

function walk(node: InlineNode, visit: (node: InlineNode) => void): void {
  visit(node);
  for (const child of node.content ?? []) walk(child, visit);
}

/** The document's text (paragraphs on lines, a blank as ____, a formula as its LaTeX), to compare answers and show summaries. */
export function inlinePlainText(document: InlineContent | null | undefined): string {
  if (!document) return "";
  return (document.content ?? [])
    .map((block) => {
      let line = "";
      walk(block, (node) => {
        if (node.type === "text") line += node.text ?? "";
        if (node.type === "fillBlank") line += "____";
        if (node.type === "inlineMath" && typeof node.attrs?.latex === "string") line += node.attrs.latex;
      });
      return line;
    })
    .join("\n")
    .trim();
}

/** The oids of the blanks of a fill subject, in reading order. */
export function blankOids(document: InlineContent): string[] {
  const oids: string[] = [];
  for (const block of document.content ?? []) {
    walk(block, (node) => {
      if (node.type === "fillBlank" && typeof node.attrs?.oid === "string") oids.push(node.attrs.oid);
    });
  }
  return oids;
}

/** Whether the document holds a blank anywhere. */
export function hasBlank(document: InlineContent): boolean {
  let found = false;
  for (const block of document.content ?? []) {
    walk(block, (node) => {
      if (node.type === "fillBlank") found = true;
    });
  }
  return found;
}
