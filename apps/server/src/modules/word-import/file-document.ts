// One file's blocks → its stored document: the shared Word mapping and the schema's parse rules
// (packages/schema), then the pictures' placeholders pointed at their stored attachments. Every
// document is checked as every save is (checkDocument) before the import writes anything.
import { wordHtmlToDocument } from "@textbook/schema";
import type { DocumentJson } from "@textbook/shared";
import { newOid } from "../../db/oid.ts";
import { IMAGE_SOURCE } from "./word-to-html.ts";

export interface StoredImage {
  fileOid: string;
  src: string;
  width: number | null;
  height: number | null;
}

type Json = { type: string; attrs?: Record<string, unknown>; content?: Json[] };

/** The document of `blocks` (moved out of their tree into a scratch element). */
export function fileDocument(blocks: readonly Element[]): Json {
  const first = blocks[0];
  if (!first) return { type: "doc", content: [{ type: "paragraph" }] };
  const holder = first.ownerDocument.createElement("div");
  holder.append(...blocks);
  return wordHtmlToDocument(holder).toJSON() as Json;
}

/** Picture nodes whose image was not stored (over the limit, unreadable) are removed. */
export function withStoredImages(node: Json, images: ReadonlyMap<number, StoredImage>): Json | null {
  const source = node.attrs?.src;
  if (typeof source === "string" && source.startsWith(IMAGE_SOURCE)) {
    const stored = images.get(Number(source.slice(IMAGE_SOURCE.length)));
    if (!stored) return null;
    const attrs: Record<string, unknown> = { ...node.attrs, fileOid: stored.fileOid, src: stored.src };
    if ("originWidth" in attrs) {
      attrs.originWidth = stored.width;
      attrs.originHeight = stored.height;
    }
    return { ...node, attrs };
  }
  if (!node.content) return node;
  const content = node.content.flatMap((child) => withStoredImages(child, images) ?? []);
  // A box that lost its picture goes too (an image box needs its image block).
  if (node.type === "imageBox" && !content.some((child) => child.type === "imageBlock")) return null;
  return { ...node, content };
}

/** Every node gets its own oid, as the editor gives new nodes (captions and headings are found by it). */
function withOids(node: Json): Json {
  const attrs = node.attrs && node.attrs.oid === null ? { ...node.attrs, oid: newOid() } : node.attrs;
  return {
    ...node,
    ...(attrs ? { attrs } : {}),
    ...(node.content ? { content: node.content.map(withOids) } : {}),
  };
}

export function storedDocument(json: Json, images: ReadonlyMap<number, StoredImage>): DocumentJson {
  const mapped = withOids(withStoredImages(json, images) ?? { type: "doc", content: [] });
  if (!mapped.content || mapped.content.length === 0) mapped.content = [{ type: "paragraph" }];
  return mapped as unknown as DocumentJson;
}
