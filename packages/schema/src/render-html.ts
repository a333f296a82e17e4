// Renders a stored document to an HTML string without a DOM (server-side exports). It walks the
// document and writes each node's and mark's `renderHTML` spec, the same specs the editor uses,
// so the export and the editor cannot drift apart.

import { isSafeUrl } from "@textbook/shared";
import type { DOMOutputSpec, Mark, Node as ProseMirrorNode } from "@tiptap/pm/model";
import { validateDocument } from "./validate-document.ts";

const VOID_ELEMENTS = new Set(["area", "br", "col", "embed", "hr", "img", "input", "source", "track", "wbr"]);
const ATTRIBUTE_NAME = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;
/** Attributes holding an address: only web addresses and same-site references are written. */
const LINK_ATTRIBUTES = new Set(["href", "action", "formaction", "xlink:href"]);
/** Addresses of pictures and media, which may also be data images. */
const SOURCE_ATTRIBUTES = new Set(["src", "poster"]);

function allowedAddress(name: string, value: string): boolean {
  if (LINK_ATTRIBUTES.has(name)) return isSafeUrl(value, { relative: true });
  if (SOURCE_ATTRIBUTES.has(name)) return isSafeUrl(value, { relative: true, dataImages: true });
  return true;
}

export interface RenderOptions {
  /**
   * A node's HTML in place of its spec's, or null for the spec's: what only the editor's node view
   * draws (a formula typeset by KaTeX), where the export can draw it too.
   */
  nodeHtml?: (node: ProseMirrorNode) => string | null;
}

/** The document's body HTML; throws InvalidDocumentError for content that does not fit the schema. */
export function renderDocumentHtml(json: unknown, options: RenderOptions = {}): string {
  return renderNodeHtml(validateDocument(json), options);
}

/** A validated document's (or any node's children's) body HTML. */
export function renderNodeHtml(doc: ProseMirrorNode, options: RenderOptions = {}): string {
  return renderChildren(doc, options);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function renderChildren(parent: ProseMirrorNode, options: RenderOptions): string {
  if (!parent.isTextblock && !parent.inlineContent) {
    let html = "";
    parent.forEach((child) => {
      html += renderNode(child, options);
    });
    return html;
  }
  return renderInline(parent, options);
}

function renderNode(node: ProseMirrorNode, options: RenderOptions): string {
  const own = options.nodeHtml?.(node);
  if (own !== undefined && own !== null) return own;
  const toDOM = node.type.spec.toDOM;
  if (!toDOM) return renderChildren(node, options);
  return renderSpec(toDOM(node), () => renderChildren(node, options));
}

/**
 * Inline content with marks opened and closed as they change between neighbours (as ProseMirror's
 * own serializer does), so a bold run across several text nodes is one <strong>.
 */
function renderInline(parent: ProseMirrorNode, options: RenderOptions): string {
  const open: { mark: Mark; close: string }[] = [];
  let html = "";
  parent.forEach((child) => {
    let keep = 0;
    while (
      keep < open.length &&
      keep < child.marks.length &&
      open[keep]?.mark.eq(child.marks[keep] as Mark)
    ) {
      keep++;
    }
    while (open.length > keep) html += open.pop()?.close ?? "";
    for (const mark of child.marks.slice(keep)) {
      const toDOM = mark.type.spec.toDOM;
      if (!toDOM) continue;
      const [start, end] = splitAtHole(renderSpec(toDOM(mark, true), () => HOLE));
      html += start;
      open.push({ mark, close: end });
    }
    html += child.isText ? escapeHtml(child.text ?? "") : renderNode(child, options);
  });
  while (open.length > 0) html += open.pop()?.close ?? "";
  return html;
}

const HOLE = "\u0000hole\u0000";

function splitAtHole(html: string): [string, string] {
  const at = html.indexOf(HOLE);
  return at < 0 ? [html, ""] : [html.slice(0, at), html.slice(at + HOLE.length)];
}

function renderSpec(spec: DOMOutputSpec, content: () => string): string {
  if (typeof spec === "string") return escapeHtml(spec);
  if (!Array.isArray(spec))
    throw new Error("renderHTML must return an array spec to be rendered without a DOM");
  const [tag, ...rest] = spec as readonly unknown[];
  if (typeof tag !== "string" || !ATTRIBUTE_NAME.test(tag))
    throw new Error(`invalid tag in spec: ${String(tag)}`);
  const first = rest[0];
  const hasAttributes = typeof first === "object" && first !== null && !Array.isArray(first);
  const attributes = hasAttributes ? renderAttributes(first as Record<string, unknown>) : "";
  const children = hasAttributes ? rest.slice(1) : rest;
  if (VOID_ELEMENTS.has(tag)) return `<${tag}${attributes}>`;
  const inner = children
    .map((child) => (child === 0 ? content() : renderSpec(child as DOMOutputSpec, content)))
    .join("");
  return `<${tag}${attributes}>${inner}</${tag}>`;
}

function renderAttributes(attributes: Record<string, unknown>): string {
  let html = "";
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    // Event handlers and script addresses never leave the server, whatever a node's attributes hold
    // (an allow-list: addresses are read as a browser reads them, disguises included).
    if (!ATTRIBUTE_NAME.test(name) || /^on/i.test(name)) continue;
    const text = value === true ? "" : String(value);
    if (!allowedAddress(name.toLowerCase(), text)) continue;
    html += ` ${name}="${escapeHtml(text)}"`;
  }
  return html;
}
