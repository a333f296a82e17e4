// A cross reference (content §3.15): the live label of the caption it points to (type 2), 引用内容未找到
// once that caption is gone or hidden (type 3), or a placeholder to pick a target (type 1). A click
// offers the document's figure and table captions.
import { CROSS_REFERENCE_TYPES } from "@textbook/schema";
import { CONTENT_TEXTS, EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { AttributeViewSpec } from "../../core/node-view/attribute-view.ts";
import { openTargetPicker } from "./target-picker.ts";
import "./cross-reference.css";

const TEXTS = EDITOR_BLOCK_TEXTS.crossReference;

export const crossReferenceView: AttributeViewSpec = {
  className: "tb-cross-reference",
  render(dom, { node }) {
    const { type, content } = node.attrs;
    if (type === CROSS_REFERENCE_TYPES.placeholder) {
      dom.classList.add("tb-placeholder");
      dom.textContent = TEXTS.placeholder;
      return;
    }
    if (type === CROSS_REFERENCE_TYPES.deleted) {
      dom.classList.add("tb-cross-reference--missing");
      dom.textContent = CONTENT_TEXTS.crossReferenceMissing;
      return;
    }
    dom.textContent = typeof content === "string" ? content : CONTENT_TEXTS.crossReferenceMissing;
  },
  onClick(dom, { editor, setAttributes }) {
    openTargetPicker({
      anchor: dom,
      doc: editor.state.doc,
      onPick: (target) => setAttributes({ ...target }),
    });
  },
};
