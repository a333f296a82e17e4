// What the hover block menu offers for the gallery box; blocks/block-choices.ts lists it after the
// images. It asks for several images at once and goes in with all of them.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { acceptFor } from "../../../app/uploads/upload-limits.ts";
import { type BlockChoice, filled } from "../../core/block-menu/block-choice.ts";
import { removeNodeByOid } from "../../core/upload/node-by-oid.ts";
import { addGalleryImages } from "./add-gallery-images.ts";

export const GALLERY_BOX_CHOICES: BlockChoice[] = [
  {
    key: "galleryBox",
    type: "galleryBox",
    label: EDITOR_BLOCK_TEXTS.blocks.galleryBox,
    build: filled("galleryBox"),
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
