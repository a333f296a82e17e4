// The browser's checks of a file picked in the editor (content §9): the extension and size limits
// the media library applies too (refusals), and the image side hint (advice only).
import { type AttachmentType, formatMessage, IMAGE_TEXTS, UPLOAD } from "@textbook/shared";
import { extensionOf, uploadProblem } from "../../../app/uploads/upload-limits.ts";

/** The Chinese reason the file cannot be uploaded as this type, or null when it may. */
export function checkFile(
  attachmentType: AttachmentType,
  file: { name: string; size: number },
): string | null {
  return uploadProblem(file, attachmentType);
}

/** The hint for an image longer than suggested on its longest side, or null. */
export function imageSideHint(name: string, width: number, height: number): string | null {
  const side = Math.max(width, height);
  if (side <= UPLOAD.imageSuggestedMaxSide) return null;
  return formatMessage(IMAGE_TEXTS.largeImage, { name, side, max: UPLOAD.imageSuggestedMaxSide });
}

/** Reads a picked image's size in the browser; null when it cannot be decoded here (SVG, broken file). */
export function readImageSize(file: File): Promise<{ width: number; height: number } | null> {
  if (extensionOf(file.name) === "svg" || typeof URL.createObjectURL !== "function") {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (size: { width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    image.onload = () => done({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => done(null);
    image.src = url;
  });
}
