// What the hover block menu offers for the 3D model box; blocks/block-choices.ts lists it after the
// audio and video blocks. It opens the file dialog first (content §9's accept list) and inserts its
// block only once a file is picked.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { acceptFor } from "../../../app/uploads/upload-limits.ts";
import { type BlockChoice, filled } from "../../core/block-menu/block-choice.ts";
import { queueModel } from "./three-d-upload.ts";

const LABELS = EDITOR_BLOCK_TEXTS.blocks;

export const THREE_D_CHOICES: BlockChoice[] = [
  {
    key: "threeDBox",
    type: "threeDBox",
    label: LABELS.threeDBox,
    build: filled("threeDBox"),
    upload: {
      attachmentType: "3D",
      accept: acceptFor("3D"),
      queue: (editor, oid, files) => void queueModel(editor, oid, files),
    },
  },
];
