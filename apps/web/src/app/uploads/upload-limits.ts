// The browser's check of a picked file against content §9 before anything is sent: the extension
// the type accepts and the type's size limit. The server checks the bytes again at completion.
import {
  ATTACHMENT_TYPE_LABELS,
  type AttachmentType,
  formatMessage,
  UPLOAD_LIMITS,
  UPLOAD_TEXTS,
} from "@textbook/shared";

const MB = 1024 * 1024;

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** "图片支持 jpg、jpeg、png、gif、webp、svg 格式，不超过 20M". */
export function limitHint(type: AttachmentType): string {
  const limit = UPLOAD_LIMITS[type];
  return formatMessage(UPLOAD_TEXTS.limitHint, {
    label: ATTACHMENT_TYPE_LABELS[type],
    extensions: limit.extensions.join("、"),
    mb: limit.maxBytes / MB,
  });
}

/** The file picker's accept attribute for a type: ".jpg,.jpeg,...". */
export function acceptFor(type: AttachmentType): string {
  return UPLOAD_LIMITS[type].extensions.map((extension) => `.${extension}`).join(",");
}

/** The Chinese reason a file cannot be uploaded as this type, or null when it may. */
export function uploadProblem(file: { name: string; size: number }, type: AttachmentType): string | null {
  const limit = UPLOAD_LIMITS[type];
  const params = { name: file.name, hint: limitHint(type) };
  if (!(limit.extensions as readonly string[]).includes(extensionOf(file.name))) {
    return formatMessage(UPLOAD_TEXTS.wrongType, params);
  }
  if (file.size === 0) return formatMessage(UPLOAD_TEXTS.empty, params);
  if (file.size > limit.maxBytes) return formatMessage(UPLOAD_TEXTS.tooLarge, params);
  return null;
}

/** The attachment type whose extensions include the file's, for pickers that take any type. */
export function typeForFileName(fileName: string): AttachmentType | null {
  const extension = extensionOf(fileName);
  const types = Object.keys(UPLOAD_LIMITS) as AttachmentType[];
  return (
    types.find((type) => (UPLOAD_LIMITS[type].extensions as readonly string[]).includes(extension)) ?? null
  );
}
