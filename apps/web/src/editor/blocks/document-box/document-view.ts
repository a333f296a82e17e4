// The document box (content §3.11): a card with the document type's icon and an editable title,
// arranged by the document layouts, whose buttons preview the document in the page or download it.
import { THREE_D_TEXTS } from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { downloadAttachment } from "../../../app/download-attachment.ts";
import { bookIcon } from "../../core/media-card/book-icon.ts";
import type { FileCardKind } from "../../core/media-card/file-card-view.ts";
import { attributeText } from "../../core/node-view/attribute-text.ts";
import { documentIcon } from "./document-icon.ts";
import { documentTypeOf } from "./document-kinds.ts";
import { DOCUMENT_LAYOUTS } from "./document-layouts.ts";
import { openDocumentPreview } from "./document-preview.ts";

const TEXTS = THREE_D_TEXTS.document;

/** The box's title, else its file's name (older content). */
export function documentTitle(node: ProseMirrorNode): string | null {
  return attributeText(node.attrs.title) ?? attributeText(node.attrs.name);
}

export const DOCUMENT_BOX: FileCardKind = {
  className: "tb-document-box",
  look: "document",
  layouts: DOCUMENT_LAYOUTS,
  texts: TEXTS,
  title: documentTitle,
  titleHolder: (node, pos) => ({ node, pos }),
  icon: ({ fileName }) => bookIcon("document", documentIcon(documentTypeOf(fileName))),
  subject: "document",
  // The view keeps both buttons disabled until the box has its file.
  actions: ({ node, fileName }) => {
    const fileOid = attributeText(node.attrs.fileOid) ?? "";
    return [
      {
        label: TEXTS.preview,
        run: () => void openDocumentPreview(fileOid, documentTitle(node) ?? TEXTS.untitled, fileName),
      },
      { label: TEXTS.download, run: () => void downloadAttachment(fileOid) },
    ];
  },
};
