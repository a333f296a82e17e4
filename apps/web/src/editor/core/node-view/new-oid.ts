// Ids for nodes made in the browser (a caption needs one before a cross reference can point at
// it): the server's form — 21 base62 characters, unguessable.
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const LENGTH = 21;

export function newOid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH * 2));
  let oid = "";
  // 248 is the largest multiple of 62 under 256: rejecting above it keeps every character equally likely.
  for (const byte of bytes) {
    if (byte < 248) oid += ALPHABET[byte % ALPHABET.length];
    if (oid.length === LENGTH) return oid;
  }
  return oid + newOid().slice(oid.length);
}

/**
 * The oids `withOids` gave new blocks in this tab. An activity or reading stored from such a block
 * gets the server's own oid, so one minted here never names anything on the server: its first
 * save creates (no PUT that can only answer 404) and its editor opens empty without asking.
 */
const minted = new Set<string>();

export function mintedInThisTab(oid: unknown): boolean {
  return typeof oid === "string" && minted.has(oid);
}

/** The node with a fresh oid on it and on every descendant that has an unset oid attribute. */
export function withOids(node: ProseMirrorNode): ProseMirrorNode {
  const children: ProseMirrorNode[] = [];
  node.forEach((child) => {
    children.push(withOids(child));
  });
  if (node.isText) return node;
  const needsOid = "oid" in node.attrs && node.attrs.oid === null;
  const attrs = needsOid ? { ...node.attrs, oid: mint() } : node.attrs;
  return node.type.create(attrs, node.isLeaf ? null : children, node.marks);
}

function mint(): string {
  const oid = newOid();
  minted.add(oid);
  return oid;
}
