// Popup (content §3.13): a word (TEXT) or an icon (ICON) that opens its description; incomplete
// popups show the 添加弹窗 placeholder (content §5). A click edits its type, title and description.

import { isPopupComplete, type PopupContent } from "@textbook/schema";
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { AttributeViewSpec } from "../node-view/attribute-view.ts";
import { openFormPanel } from "../node-view/form-panel.ts";
import "./popup.css";

const TEXTS = EDITOR_BLOCK_TEXTS.popup;

export const popupView: AttributeViewSpec = {
  className: "tb-popup",
  render(dom, { node }) {
    const { type, title, desc } = node.attrs;
    if (!isPopupComplete(node.attrs as PopupContent)) {
      dom.classList.add("tb-placeholder");
      dom.textContent = TEXTS.placeholder;
      return;
    }
    dom.title = String(desc);
    if (type === "ICON") {
      dom.classList.add("tb-popup--icon");
      dom.setAttribute("aria-label", String(title ?? TEXTS.icon));
      return;
    }
    dom.textContent = String(title);
  },
  onClick(dom, { node, setAttributes }) {
    openFormPanel({
      anchor: dom,
      title: TEXTS.edit,
      values: {
        type: String(node.attrs.type),
        title: String(node.attrs.title ?? ""),
        desc: String(node.attrs.desc ?? ""),
      },
      fields: () => [
        {
          name: "type",
          label: TEXTS.type,
          kind: "select",
          options: (["TEXT", "ICON"] as const).map((value) => ({ value, label: TEXTS.types[value] })),
        },
        { name: "title", label: TEXTS.title, kind: "text" },
        { name: "desc", label: TEXTS.desc, kind: "textarea" },
      ],
      onSave: ({ type, title, desc }) =>
        setAttributes({ type, title: title?.trim() || null, desc: desc?.trim() || null }),
    });
  },
};
