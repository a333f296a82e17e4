// Inline documents between the inline editors, the contract and the reader's preview: what an
// editor hands over is compacted (attributes at their default dropped, as the stored HTML drops
// them), and a stored one is drawn read-only with its formulas in KaTeX and its blanks numbered.
import {
  formatMessage,
  INTERACTION_TEXTS,
  type InlineDocument,
  type InlineNode,
  inlinePlainText,
} from "@textbook/shared";
import type { JSONContent } from "@tiptap/core";
import { DOMSerializer, type Schema } from "@tiptap/pm/model";
import { renderLatex } from "../../math/render-latex.ts";
import { inlineSchema } from "./inline-extensions.ts";

function compactAttributes(
  attrs: Record<string, unknown> | undefined,
  defaults: Record<string, { default?: unknown }>,
): Record<string, unknown> | undefined {
  if (!attrs) return undefined;
  const kept = Object.entries(attrs).filter(([name, value]) => value !== (defaults[name]?.default ?? null));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

function compactNode(node: JSONContent, schema: Schema): InlineNode {
  const type = schema.nodes[node.type ?? ""];
  const compact: InlineNode = { type: node.type ?? "" };
  if (node.text !== undefined) compact.text = node.text;
  const attrs = compactAttributes(node.attrs, type?.spec.attrs ?? {});
  if (attrs) compact.attrs = attrs;
  if (node.marks?.length) {
    compact.marks = node.marks.map((mark) => {
      const markAttrs = compactAttributes(mark.attrs, schema.marks[mark.type]?.spec.attrs ?? {});
      return markAttrs ? { type: mark.type, attrs: markAttrs } : { type: mark.type };
    });
  }
  if (node.content?.length) compact.content = node.content.map((child) => compactNode(child, schema));
  return compact;
}

/** An inline editor's JSON as the contract stores it. */
export function compactDocument(json: JSONContent): InlineDocument {
  const schema = inlineSchema();
  return { type: "doc", content: (json.content ?? []).map((node) => compactNode(node, schema)) };
}

/** Draws a stored inline document into `target`, read-only. */
export function renderInlineDocument(target: HTMLElement, document: InlineDocument | null): void {
  target.replaceChildren();
  if (!document) return;
  const schema = inlineSchema();
  let node: ReturnType<Schema["nodeFromJSON"]>;
  try {
    node = schema.nodeFromJSON(
      document.content?.length ? document : { type: "doc", content: [{ type: "paragraph" }] },
    );
  } catch {
    // Stored topics passed the server's schema check; an older one that does not read shows its text.
    target.textContent = inlinePlainText(document);
    return;
  }
  target.append(DOMSerializer.fromSchema(schema).serializeFragment(node.content));
  for (const formula of target.querySelectorAll<HTMLElement>('[data-type="inlineMath"]')) {
    renderLatex(formula, formula.dataset.latex ?? "", false);
  }
  for (const blank of target.querySelectorAll<HTMLElement>('[data-type="fillBlank"]')) {
    blank.textContent = formatMessage(INTERACTION_TEXTS.blank, { n: blank.dataset.fillIndex ?? "1" });
    blank.classList.add("tb-blank");
  }
}
