import { CONTENT_TEXTS } from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { CaptionType } from "../nodes/caption.ts";
import type { CaptionLabelFields } from "./caption-label.ts";

/** A numbered caption found in a document, whichever node holds it. */
export interface CaptionEntry extends CaptionLabelFields {
  oid: string;
  /** The node that holds it: a caption node, or a floating image with its own caption fields. */
  nodeType: "caption" | "floatingImage";
  /** hideTitle Y on the caption or on the box around it (a table box). */
  hidden: boolean;
}

/**
 * Every caption of a document in reading order: the caption nodes (content §3.7) and the captions a
 * floating image carries in its caption* attributes (content §3.6). A caption without an oid cannot
 * be numbered or referred to, and is left out.
 */
export function collectCaptions(doc: ProseMirrorNode): CaptionEntry[] {
  const captions: CaptionEntry[] = [];
  doc.descendants((node, _position, parent) => {
    const boxHidden = parent?.attrs.hideTitle === "Y";
    const attrs = node.attrs;
    if (node.type.name === "caption" && typeof attrs.oid === "string") {
      captions.push({
        oid: attrs.oid,
        nodeType: "caption",
        type: attrs.type as CaptionType,
        label: attrs.label,
        index: attrs.index,
        chapterIndex: attrs.chapterIndex,
        sectionIndex: attrs.sectionIndex,
        noteTitleStyle: attrs.noteTitleStyle,
        noteTitleImageTag: attrs.noteTitleImageTag,
        noteTitleTableTag: attrs.noteTitleTableTag,
        hidden: attrs.hideTitle === "Y" || boxHidden,
      });
    }
    if (node.type.name === "floatingImage" && typeof attrs.captionOid === "string") {
      captions.push({
        oid: attrs.captionOid,
        nodeType: "floatingImage",
        type: attrs.captionType as CaptionType,
        label: attrs.captionLabel,
        index: attrs.captionIndex,
        chapterIndex: attrs.chapterIndex,
        sectionIndex: attrs.sectionIndex,
        noteTitleStyle: attrs.noteTitleStyle,
        noteTitleImageTag: CONTENT_TEXTS.captionImageTag,
        noteTitleTableTag: CONTENT_TEXTS.captionTableTag,
        hidden: boxHidden,
      });
    }
    return true;
  });
  return captions;
}
