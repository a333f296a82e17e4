// What the hover block menu offers for the 3D model box and the document box; block-choices.ts
// lists them after the text blocks. Both open the file dialog first (content §9's accept lists)
// and insert their block only once a file is picked.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { acceptFor } from "../../app/uploads/upload-limits.ts";
import type { BlockChoice } from "../block-menu/block-choices.ts";
import { queueDocument } from "../document/document-upload.ts";
import { queueModel } from "./three-d-upload.ts";

const LABELS = EDITOR_BLOCK_TEXTS.blocks;

export const THREE_D_CHOICES: BlockChoice[] = [
  {
    key: "threeDBox",
    type: "threeDBox",
    label: LABELS.threeDBox,
    build: (schema) => schema.nodes.threeDBox?.createAndFill() ?? null,
    upload: {
      attachmentType: "3D",
      accept: acceptFor("3D"),
      queue: (editor, oid, files) => void queueModel(editor, oid, files),
    },
  },
  {
    // Offered where a document box may stand; what goes in first is its placeholder (content §3.11).
    key: "documentBox",
    type: "documentBox",
    label: LABELS.documentBox,
    build: (schema) => schema.nodes.documentPlaceholder?.create() ?? null,
    upload: { attachmentType: "DOCUMENT", accept: acceptFor("DOCUMENT"), queue: queueDocument },
  },
];
