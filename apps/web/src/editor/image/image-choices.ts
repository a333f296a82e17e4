// What the hover block menu offers for images and the gallery box; block-choices.ts lists them after the text blocks.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { acceptFor } from "../../app/uploads/upload-limits.ts";
import type { BlockChoice } from "../block-menu/block-choices.ts";
import { addGalleryImages } from "../gallery/add-gallery-images.ts";
import { removeNodeByOid } from "../upload/node-by-oid.ts";

const LABELS = EDITOR_BLOCK_TEXTS.blocks;

export const IMAGE_CHOICES: BlockChoice[] = [
  {
    key: "imageBox",
    type: "imageBox",
    label: LABELS.imageBox,
    build: (schema) => schema.nodes.imageBox?.createAndFill() ?? null,
    upload: { attachmentType: "IMAGE", accept: acceptFor("IMAGE") },
  },
  {
    // Content §3.6: right of the text that follows it, 260px wide, until the author says otherwise.
    key: "floatingImage",
    type: "floatingImage",
    label: LABELS.floatingImage,
    build: (schema) => schema.nodes.floatingImage?.createAndFill() ?? null,
    upload: { attachmentType: "IMAGE", accept: acceptFor("IMAGE") },
  },
  {
    key: "galleryBox",
    type: "galleryBox",
    label: LABELS.galleryBox,
    build: (schema) => schema.nodes.galleryBox?.createAndFill() ?? null,
    upload: {
      attachmentType: "IMAGE",
      accept: acceptFor("IMAGE"),
      multiple: true,
      // A gallery none of whose files could be queued would stay empty: it goes again.
      queue: (editor, oid, files) => {
        if (addGalleryImages(editor, oid, files) === 0) removeNodeByOid(editor, oid);
      },
    },
  },
];
