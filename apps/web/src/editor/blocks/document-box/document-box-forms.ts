// The document box (content §3.11) and the placeholder it starts as: their web forms, listed in
// blocks/block-forms.ts.
import { fileCardForm } from "../../core/media-card/file-card-view.ts";
import type { BlockForms } from "../../core/node-view/block-form.ts";
import { nodeViewForm } from "../../core/node-view/node-view-form.ts";
import { DOCUMENT_BOX } from "./document-view.ts";
import { DocumentPlaceholderView } from "./placeholder-view.ts";

export const DOCUMENT_BOX_FORMS: BlockForms = {
  documentBox: fileCardForm(DOCUMENT_BOX),
  documentPlaceholder: nodeViewForm((node, editor) => new DocumentPlaceholderView(node, editor)),
};
