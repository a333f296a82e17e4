// Popup (content §3.13): a word (TEXT) or an icon (ICON) in a line that opens its description, and
// with isLink Y a link. Incomplete popups show the 添加弹窗 placeholder (content §5). Where the
// editor is editable a click edits it (popup-panel.ts); where it is read-only (a reader, the
// preview) a click opens the popup as a reader sees it.
import { isLinkComplete, isPopupComplete, type LinkTarget, type PopupContent } from "@textbook/schema";
import { EDITOR_BLOCK_TEXTS, READING_TEXTS } from "@textbook/shared";
import type { AttributeViewSpec } from "../../core/node-view/attribute-view.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { openFloatingPanel } from "../../core/node-view/floating-panel.ts";
import { followLink } from "../link/follow-link.ts";
import { openPopupPanel } from "./popup-panel.ts";
import "./popup.css";

const TEXTS = EDITOR_BLOCK_TEXTS.popup;

/** The popup's link when it has one that leads somewhere, else null. */
export function popupLink(attributes: Record<string, unknown>): LinkTarget | null {
  const link = attributes.link as LinkTarget | null;
  return attributes.isLink === "Y" && link && isLinkComplete(link) ? link : null;
}

function showPopup(anchor: HTMLElement, attributes: Record<string, unknown>): void {
  const link = popupLink(attributes);
  const open = link
    ? createElement("button", { type: "button", class: "tb-primary" }, [READING_TEXTS.popup.openLink])
    : null;
  open?.addEventListener("click", () => link && followLink(link));
  const title = typeof attributes.title === "string" ? attributes.title : "";
  const content: HTMLElement[] = [];
  if (title) content.push(createElement("p", { class: "tb-floating-panel__title" }, [title]));
  content.push(createElement("p", { class: "tb-popup__desc" }, [String(attributes.desc ?? "")]));
  if (open) content.push(createElement("div", { class: "tb-floating-panel__actions" }, [open]));
  openFloatingPanel({ anchor, label: title || TEXTS.icon, content });
}

export const popupView: AttributeViewSpec = {
  className: "tb-popup",
  render(dom, context) {
    const { attrs } = context.node;
    dom.onclick = null;
    if (!isPopupComplete(attrs as PopupContent)) {
      dom.classList.add("tb-placeholder");
      dom.textContent = TEXTS.placeholder;
      return;
    }
    dom.title = String(attrs.desc);
    dom.onclick = () => {
      if (!context.editor.isEditable) showPopup(dom, context.node.attrs);
    };
    if (attrs.type === "ICON") {
      dom.classList.add("tb-popup--icon");
      dom.setAttribute("aria-label", String(attrs.title || TEXTS.icon));
      return;
    }
    dom.removeAttribute("aria-label");
    dom.textContent = String(attrs.title);
  },
  onClick(dom, { node, editor, setAttributes }) {
    openPopupPanel({ anchor: dom, editor, attributes: node.attrs, onSave: setAttributes });
  },
};
