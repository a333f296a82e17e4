// The gallery box's image list (content §3.12) as pure steps: entries keep `index` equal to their
// place, so adding, removing and moving renumber them. Uploads settle entries by index, which holds
// because a gallery whose files are on their way cannot be edited (content §4).
import { createGalleryImage, type GalleryImage } from "@textbook/schema";
import { CONTENT_LIMITS } from "@textbook/shared";

export const GALLERY_MAX_IMAGES = CONTENT_LIMITS.galleryMaxImages;

export function readImages(value: unknown): GalleryImage[] {
  return Array.isArray(value) ? (value as GalleryImage[]) : [];
}

function renumbered(images: GalleryImage[]): GalleryImage[] {
  return images.map((image, index) => (image.index === index ? image : { ...image, index }));
}

/** Room for how many more images, at most `wanted`. */
export function roomFor(images: GalleryImage[], wanted: number): number {
  return Math.max(0, Math.min(wanted, GALLERY_MAX_IMAGES - images.length));
}

/** `count` new entries waiting for their files, after the others; their indexes are returned too. */
export function withWaiting(
  images: GalleryImage[],
  count: number,
): { images: GalleryImage[]; added: number[] } {
  const added = Array.from({ length: roomFor(images, count) }, (_, offset) => images.length + offset);
  return {
    images: [...images, ...added.map((index) => createGalleryImage({ fileOid: null, index }))],
    added,
  };
}

export function withChange(
  images: GalleryImage[],
  index: number,
  change: Partial<GalleryImage>,
): GalleryImage[] {
  return images.map((image) => (image.index === index ? { ...image, ...change, index } : image));
}

export function withoutImage(images: GalleryImage[], index: number): GalleryImage[] {
  return renumbered(images.filter((image) => image.index !== index));
}

export function withMove(images: GalleryImage[], index: number, by: -1 | 1): GalleryImage[] {
  const target = index + by;
  if (index < 0 || index >= images.length || target < 0 || target >= images.length) return images;
  const moved = [...images];
  [moved[index], moved[target]] = [moved[target] as GalleryImage, moved[index] as GalleryImage];
  return renumbered(moved);
}

/** The current image after the list changed: kept in range, following a moved image. */
export function currentAfter(current: number, length: number): number {
  return length === 0 ? 0 : Math.min(Math.max(current, 0), length - 1);
}
