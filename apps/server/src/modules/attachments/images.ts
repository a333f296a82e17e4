// Image facts and thumbnails with sharp: the size as the reader sees it (EXIF orientation applied)
// and a small WebP for lists and covers.
import { UPLOAD } from "@textbook/shared";
import sharp from "sharp";

export const THUMBNAIL_CONTENT_TYPE = "image/webp";

export interface ImageFacts {
  width: number;
  height: number;
  thumbnail: Buffer;
}

/** Null when sharp cannot read the bytes as an image. */
export async function readImage(bytes: Buffer): Promise<ImageFacts | null> {
  try {
    // Only the first frame of an animated GIF or WebP matters for the facts and the thumbnail.
    const metadata = await sharp(bytes, { animated: false }).metadata();
    const thumbnail = await sharp(bytes, { animated: false, autoOrient: true })
      .resize({ width: UPLOAD.thumbnailWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { width: metadata.autoOrient.width, height: metadata.autoOrient.height, thumbnail };
  } catch {
    return null;
  }
}
