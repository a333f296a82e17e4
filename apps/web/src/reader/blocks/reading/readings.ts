// Extended reading (content §3.14) in the reader: the card lists its resources — a web address opens
// in a new tab, a file of the book is the edition's copy (assets/<oid>.<extension of its name>) —
// and an inline reading is a button that opens the same list in a dialog.
import {
  EDITION_PATHS,
  formatMessage,
  pathExtension,
  READER_BLOCK_TEXTS,
  READING_TEXTS,
} from "@textbook/shared";
import { readResources } from "../../../editor/blocks/reading/read-resource.ts";
import { openViewerDialog } from "../../../editor/blocks/three-d-box/viewer-dialog.ts";
import { createElement } from "../../../editor/core/node-view/create-element.ts";
import { readerCard } from "../reader-card.ts";
import { type BlockEnhancer, blocksOf, dataJson, dataText, type ReaderContext } from "../reader-context.ts";
import { replaceContent } from "../replace-content.ts";
import "./readings.css";

const TEXTS = READING_TEXTS.reading;

function resourceList(element: HTMLElement, context: ReaderContext): HTMLElement {
  const resources = readResources(dataJson(element, "resources"));
  if (resources.length === 0)
    return createElement("p", { class: "tb-reader-reading__none" }, [READER_BLOCK_TEXTS.unavailable]);
  return createElement(
    "ul",
    { class: "tb-reader-reading__resources", "aria-label": READER_BLOCK_TEXTS.reading.resources },
    resources.map((resource) => {
      const href =
        resource.kind === "LINK"
          ? resource.url
          : context.assetUrl(
              EDITION_PATHS.asset(resource.attachmentOid, pathExtension(resource.fileName ?? resource.title)),
            );
      return createElement("li", {}, [
        createElement("a", { href, target: "_blank", rel: "noopener noreferrer" }, [resource.title]),
      ]);
    }),
  );
}

function titleOf(element: HTMLElement): string {
  return dataText(element, "title") ?? dataText(element, "type-name") ?? TEXTS.defaultTypeName;
}

function enhanceCard(box: HTMLElement, context: ReaderContext): () => void {
  const label = createElement("span", { class: "tb-reader-reading__type" }, [
    dataText(box, "type-name") ?? TEXTS.defaultTypeName,
  ]);
  return replaceContent(box, [readerCard("reading", titleOf(box), [], [label, resourceList(box, context)])]);
}

function enhanceInline(span: HTMLElement, context: ReaderContext): () => void {
  const title = titleOf(span);
  const button = createElement(
    "button",
    {
      type: "button",
      class: "tb-reader-reading__inline",
      "aria-haspopup": "dialog",
      "aria-label": formatMessage(READER_BLOCK_TEXTS.popup.open, { title }),
    },
    [title],
  );
  button.addEventListener("click", () => {
    const dialog = openViewerDialog(title, "tb-reader-popup");
    dialog.stage.append(resourceList(span, context));
  });
  return replaceContent(span, [button]);
}

export const enhanceReadings: BlockEnhancer = (root, context) => {
  const stops = [
    ...blocksOf(root, "extendedReading").map((box) => enhanceCard(box, context)),
    ...blocksOf(root, "extendedReadingInline").map((span) => enhanceInline(span, context)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
};
