import { CONTENT_TEXTS } from "@textbook/shared";
import type { CaptionType } from "../nodes/caption.ts";
import { CROSS_REFERENCE_TYPES, type CrossReferenceType } from "../nodes/cross-reference.ts";
import type { CaptionTarget } from "./caption-targets.ts";

/** The cross reference attributes its target decides. */
export interface CrossReferenceState {
  type: CrossReferenceType;
  content: string | null;
  targetCaptionType: CaptionType | null;
}

/**
 * Content §4: a live reference (type 2) shows its target caption's current label and number; when
 * the target is missing or its title hidden it turns into type 3 with 引用内容未找到. A deleted
 * reference whose target is back and shown again goes live again (an undone deletion). A
 * placeholder (type 1) has no target yet and stays as it is.
 */
export function resolveCrossReference(
  reference: CrossReferenceState & { targetCaptionOid: string | null },
  targets: ReadonlyMap<string, CaptionTarget>,
): CrossReferenceState {
  const { type, content, targetCaptionType } = reference;
  if (type === CROSS_REFERENCE_TYPES.placeholder) return { type, content, targetCaptionType };
  const target = reference.targetCaptionOid === null ? undefined : targets.get(reference.targetCaptionOid);
  if (!target || target.hidden) {
    return {
      type: CROSS_REFERENCE_TYPES.deleted,
      content: CONTENT_TEXTS.crossReferenceMissing,
      targetCaptionType,
    };
  }
  return { type: CROSS_REFERENCE_TYPES.live, content: target.label, targetCaptionType: target.type };
}
