import { CONTENT_LIMITS } from "@textbook/shared";
import { Node } from "@tiptap/core";
import { defineAttributes, list, number, oneOf, YES_NO, type YesNo } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { hasShape, isStringOrNull } from "../attributes/json-shapes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";
import { taggedElement } from "../html/tagged-element.ts";

/** one-to-many: a cover that opens the images; one-to-one: the images shown one after another. */
export const GALLERY_TYPES = ["one-to-many", "one-to-one"] as const;
/** Content §4: an image's enhancement state; transitions are driven by the image service. */
export const GALLERY_IMAGE_STATES = ["WAITING", "SUCCESS", "FAIL"] as const;

export type GalleryImage = {
  fileOid: string | null;
  index: number;
  title: string | null;
  desc: string | null;
  note: string | null;
  src: string | null;
  state: (typeof GALLERY_IMAGE_STATES)[number];
  isEnhanced: YesNo;
};

export function isGalleryImage(value: unknown): value is GalleryImage {
  return hasShape(value, {
    fileOid: isStringOrNull,
    index: (field) => Number.isInteger(field) && (field as number) >= 0,
    title: isStringOrNull,
    desc: isStringOrNull,
    note: isStringOrNull,
    src: isStringOrNull,
    state: (field) => GALLERY_IMAGE_STATES.includes(field as GalleryImage["state"]),
    isEnhanced: (field) => YES_NO.includes(field as YesNo),
  });
}

/** A new gallery entry with the spec's defaults (state WAITING, not enhanced). */
export function createGalleryImage(
  fields: Pick<GalleryImage, "fileOid" | "index"> & Partial<GalleryImage>,
): GalleryImage {
  return { title: null, desc: null, note: null, src: null, state: "WAITING", isEnhanced: "N", ...fields };
}

/** Content §3.12: up to 20 images; a one-to-many gallery shows its cover first. */
export const GalleryBox = Node.create({
  name: "galleryBox",
  group: inGroups(GROUPS.block, GROUPS.boxBlock),
  content: "galleryCover?",
  isolating: true,
  draggable: true,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      type: oneOf(GALLERY_TYPES, "one-to-many"),
      imagesInfo: list("images {fileOid, index, title, desc, note, src, state, isEnhanced}", isGalleryImage, {
        max: CONTENT_LIMITS.galleryMaxImages,
      }),
      currentImageIndex: number(0, { integer: true, min: 0 }),
    }),
  ...taggedElement("div", "galleryBox", { holds: true }),
});
