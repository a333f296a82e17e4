import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { type CaptionTarget, captionTargets } from "./caption-targets.ts";
import { withAttrs } from "./note-title-setting.ts";
import { resolveCrossReferences } from "./resolve-cross-references.ts";

/**
 * The document with every cross reference showing what its target shows now (content §4): live
 * text for a caption found, type 3 for one missing or hidden. `bookTargets` holds the captions of
 * the other files (for a whole-book update, of every file of the book); the document's own
 * captions come first, since a copied file repeats the oids of the captions it was copied from.
 * Answers the same document when no reference changes.
 */
export function refreshCrossReferences(
  doc: ProseMirrorNode,
  bookTargets: ReadonlyMap<string, CaptionTarget>,
): ProseMirrorNode {
  const targets = new Map([...bookTargets, ...captionTargets(doc)]);
  const changes = resolveCrossReferences(doc, targets);
  if (changes.size === 0) return doc;
  return withAttrs(doc, (node) =>
    node.type.name === "crossReference" && typeof node.attrs.oid === "string"
      ? changes.get(node.attrs.oid)
      : null,
  );
}
