// The 3D model box (content §3.10) and the document box (§3.11): the web form of each node, merged into BLOCK_FORMS by block-forms.ts.
import type { BlockForm } from "../block-forms.ts";
import { DOCUMENT_BOX } from "../document/document-view.ts";
import { DocumentPlaceholderView } from "../document/placeholder-view.ts";
import { nodeViewForm } from "../node-view/node-view-form.ts";
import { fileCardForm } from "./file-card-view.ts";
import { THREE_D_BOX } from "./three-d-view.ts";

export const THREE_D_FORMS: Record<string, BlockForm> = {
  threeDBox: fileCardForm(THREE_D_BOX),
  documentBox: fileCardForm(DOCUMENT_BOX),
  documentPlaceholder: nodeViewForm((node, editor) => new DocumentPlaceholderView(node, editor)),
};
