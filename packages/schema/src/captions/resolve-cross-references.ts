import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { CaptionTarget } from "./caption-targets.ts";
import { type CrossReferenceState, resolveCrossReference } from "./resolve-cross-reference.ts";

/**
 * The cross references of a document whose shown state must change after captions were renumbered,
 * hidden or deleted, with their new attributes, by reference oid. References without an oid cannot
 * be addressed and are left out.
 */
export function resolveCrossReferences(
  doc: ProseMirrorNode,
  targets: ReadonlyMap<string, CaptionTarget>,
): Map<string, CrossReferenceState> {
  const changes = new Map<string, CrossReferenceState>();
  doc.descendants((node) => {
    if (node.type.name !== "crossReference" || typeof node.attrs.oid !== "string") return true;
    const current = node.attrs as CrossReferenceState & { targetCaptionOid: string | null };
    const resolved = resolveCrossReference(current, targets);
    if (
      resolved.type !== current.type ||
      resolved.content !== current.content ||
      resolved.targetCaptionType !== current.targetCaptionType
    ) {
      changes.set(node.attrs.oid, resolved);
    }
    return false;
  });
  return changes;
}
