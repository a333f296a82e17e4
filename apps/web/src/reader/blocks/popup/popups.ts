// Popups (content §3.13) in the reader: the word or icon becomes a button that opens an accessible
// dialog with the popup's title and description, and its link when it has one (isLink Y). A popup
// without a description stays plain text (the editor's add-popup placeholder has no reader form).
import { EDITOR_BLOCK_TEXTS, formatMessage, READER_BLOCK_TEXTS, READING_TEXTS } from "@textbook/shared";
import { openViewerDialog } from "../../../editor/blocks/three-d-box/viewer-dialog.ts";
import { createElement } from "../../../editor/core/node-view/create-element.ts";
import { followBookTarget } from "../links/links.ts";
import { type BlockEnhancer, blocksOf, dataJson, dataText, type ReaderContext } from "../reader-context.ts";
import { replaceContent } from "../replace-content.ts";
import "./popups.css";

const T = READER_BLOCK_TEXTS.popup;

type Target = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

function linkAction(target: Target, root: HTMLElement, context: ReaderContext, close: () => void) {
  const url = text(target.url);
  if (target.type !== "BOOK" && url) {
    return createElement("a", { href: url, target: "_blank", rel: "noopener noreferrer" }, [
      READING_TEXTS.popup.openLink,
    ]);
  }
  const fileOid = text(target.fileOid);
  if (target.type !== "BOOK" || !fileOid) return null;
  const button = createElement("button", { type: "button" }, [READING_TEXTS.popup.openLink]);
  button.addEventListener("click", () => {
    close();
    followBookTarget(root, context, fileOid, text(target.headingOid));
  });
  return button;
}

function enhancePopup(span: HTMLElement, root: HTMLElement, context: ReaderContext): () => void {
  const desc = dataText(span, "desc");
  if (!desc) return () => {};
  const title = dataText(span, "title") ?? T.untitled;
  const icon = dataText(span, "attr-type") === "ICON";
  const button = createElement(
    "button",
    {
      type: "button",
      class: `tb-reader-popup__trigger${icon ? " tb-reader-popup__trigger--icon" : ""}`,
      "aria-haspopup": "dialog",
      "aria-label": formatMessage(T.open, { title }),
    },
    [icon ? EDITOR_BLOCK_TEXTS.popup.icon : (dataText(span, "title") ?? T.untitled)],
  );
  button.addEventListener("click", () => {
    const dialog = openViewerDialog(title, "tb-reader-popup");
    const target = dataJson(span, "link");
    const link =
      dataText(span, "is-link") === "Y" && target && typeof target === "object"
        ? linkAction(target as Target, root, context, () => dialog.close())
        : null;
    dialog.stage.append(createElement("p", { class: "tb-reader-popup__desc" }, [desc]));
    if (link) dialog.stage.append(createElement("p", {}, [link]));
  });
  return replaceContent(span, [button]);
}

export const enhancePopups: BlockEnhancer = (root, context) => {
  const stops = blocksOf(root, "popup").map((span) => enhancePopup(span, root, context));
  return () => {
    for (const stop of stops) stop();
  };
};
