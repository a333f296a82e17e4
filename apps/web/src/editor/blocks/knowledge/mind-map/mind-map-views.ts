// The mind-map placeholder (click to make the map) and the mind-map card (content §3.16): the map's
// cover drawn when it was last saved, its title, and, while the file is being edited, 编辑 (reopen
// the map) and 复制到其他文件.
import { formatMessage, KNOWLEDGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { AttributeViewContext, AttributeViewSpec } from "../../../core/node-view/attribute-view.ts";
import { createElement } from "../../../core/node-view/create-element.ts";
import { findNodeByOid } from "../../../core/upload/node-by-oid.ts";
import { attachmentUrl } from "../attachment-url.ts";
import { openCopyMindMapPanel } from "./copy-mind-map-panel.ts";
import { mindMapCardData } from "./mind-map-card.ts";
import { type LocateNode, openMindMap } from "./open-mind-map.ts";
import "./mind-map.css";

const TEXTS = KNOWLEDGE_TEXTS.mindMap;

/** The view's node, found by its oid (or, without one, where the view stands). */
function locator({ node, editor, getPos }: AttributeViewContext): LocateNode {
  const oid = node.attrs.oid;
  return () => {
    if (typeof oid === "string" && oid !== "") return findNodeByOid(editor.state.doc, oid);
    const pos = getPos();
    const found = pos === undefined ? null : editor.state.doc.nodeAt(pos);
    return found && found.type === node.type ? { node: found, pos: pos as number } : null;
  };
}

export const mindMapPlaceholderView: AttributeViewSpec = {
  className: "tb-mind-map-placeholder",
  render(dom) {
    dom.append(
      createElement("strong", {}, [TEXTS.label]),
      createElement("span", { class: "tb-mind-map-placeholder__hint" }, [TEXTS.placeholder]),
    );
  },
  onClick(_dom, context) {
    openMindMap(context.editor, locator(context));
  },
};

function actionButton(
  editor: Editor,
  label: string,
  action: (button: HTMLButtonElement) => void,
): HTMLButtonElement {
  const button = createElement("button", { type: "button" }, [label]);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    if (editor.isEditable) action(button);
  });
  return button;
}

export const mindMapCardView: AttributeViewSpec = {
  className: "tb-mind-map-card",
  followsMediaLinks: true,
  render(dom, context) {
    const { node, editor } = context;
    const card = mindMapCardData(node.attrs);
    const title = card.title ?? TEXTS.untitled;
    const cover = attachmentUrl(editor, card.coverAttachmentOid, card.coverSrc);
    if (cover) {
      dom.append(
        createElement("img", {
          class: "tb-mind-map-card__cover",
          src: cover,
          alt: formatMessage(TEXTS.coverAlt, { title }),
          loading: "lazy",
        }),
      );
    }
    const bar = createElement("div", { class: "tb-mind-map-card__bar" }, [
      createElement("span", { class: "tb-mind-map-card__label" }, [TEXTS.label]),
      createElement("strong", { class: "tb-mind-map-card__title" }, [title]),
    ]);
    dom.append(bar);
    // Drawn for readers too and hidden by CSS: the editor turns editable after the card is drawn.
    const source = card.source;
    bar.append(
      createElement("span", { class: "tb-mind-map-card__actions" }, [
        actionButton(editor, TEXTS.edit, () => openMindMap(editor, locator(context))),
        source
          ? actionButton(editor, TEXTS.copy, (button) => openCopyMindMapPanel(editor, button, source))
          : null,
      ]),
    );
  },
};
