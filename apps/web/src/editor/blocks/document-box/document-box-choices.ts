// What the hover block menu offers for the document box; blocks/block-choices.ts lists it after the
// 3D model box. It opens the file dialog first (content §9's accept list) and goes in only once a
// file is picked.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { acceptFor } from "../../../app/uploads/upload-limits.ts";
import type { BlockChoice } from "../../core/block-menu/block-choice.ts";
import { queueDocument } from "./document-upload.ts";

export const DOCUMENT_BOX_CHOICES: BlockChoice[] = [
  {
    // Offered where a document box may stand; what goes in first is its placeholder (content §3.11).
    key: "documentBox",
    type: "documentBox",
    label: EDITOR_BLOCK_TEXTS.blocks.documentBox,
    build: (schema) => schema.nodes.documentPlaceholder?.create() ?? null,
    upload: { attachmentType: "DOCUMENT", accept: acceptFor("DOCUMENT"), queue: queueDocument },
  },
];
