// The captions a new cross reference may point to: the document's figure and table captions that
// are shown, in reading order, with the box that holds each (the reference's targetOid).
import { type CaptionType, CROSS_REFERENCE_TYPES, captionTargets } from "@textbook/schema";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";

export interface ReferenceTarget {
  /** The attributes a reference to this caption takes. */
  attrs: {
    type: number;
    targetOid: string | null;
    targetCaptionOid: string;
    targetCaptionType: CaptionType;
    content: string;
  };
  /** The caption's title text, to tell captions apart in the picker. */
  title: string;
}

export function referenceTargets(doc: ProseMirrorNode): ReferenceTarget[] {
  const targets = captionTargets(doc);
  const found: ReferenceTarget[] = [];
  const add = (captionOid: unknown, holderOid: unknown, title: string) => {
    const target = typeof captionOid === "string" ? targets.get(captionOid) : undefined;
    if (!target || target.hidden) return;
    found.push({
      attrs: {
        type: CROSS_REFERENCE_TYPES.live,
        targetOid: typeof holderOid === "string" ? holderOid : null,
        targetCaptionOid: captionOid as string,
        targetCaptionType: target.type,
        content: target.label,
      },
      title,
    });
  };
  doc.descendants((node, _position, parent) => {
    if (node.type.name === "caption") add(node.attrs.oid, parent?.attrs.oid, node.textContent);
    if (node.type.name === "floatingImage") add(node.attrs.captionOid, node.attrs.oid, "");
    return node.isBlock;
  });
  return found;
}
