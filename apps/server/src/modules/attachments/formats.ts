// What each accepted extension must contain and how it is served. `sniffed` lists the kinds the
// bytes may be recognised as (file-type's ext, or one of our text checks in sniff-content.ts).
import {
  ATTACHMENT_MESSAGES,
  ATTACHMENT_TYPE_LABELS,
  ATTACHMENT_TYPES,
  type AttachmentType,
  formatMessage,
  type StoredAttachmentType,
  UPLOAD_LIMITS,
} from "@textbook/shared";

export type UploadExtension = (typeof UPLOAD_LIMITS)[AttachmentType]["extensions"][number];

export interface Format {
  mime: string;
  sniffed: readonly string[];
}

const OFFICE = "application/vnd.openxmlformats-officedocument";

export const FORMATS: Record<UploadExtension, Format> = {
  jpg: { mime: "image/jpeg", sniffed: ["jpg"] },
  jpeg: { mime: "image/jpeg", sniffed: ["jpg"] },
  png: { mime: "image/png", sniffed: ["png", "apng"] },
  gif: { mime: "image/gif", sniffed: ["gif"] },
  webp: { mime: "image/webp", sniffed: ["webp"] },
  svg: { mime: "image/svg+xml", sniffed: ["svg"] },
  mp3: { mime: "audio/mpeg", sniffed: ["mp3"] },
  mp4: { mime: "video/mp4", sniffed: ["mp4", "m4v"] },
  zip: { mime: "application/zip", sniffed: ["zip"] },
  fbx: { mime: "application/octet-stream", sniffed: ["fbx"] },
  obj: { mime: "model/obj", sniffed: ["obj"] },
  glb: { mime: "model/gltf-binary", sniffed: ["glb"] },
  gltf: { mime: "model/gltf+json", sniffed: ["gltf"] },
  pdf: { mime: "application/pdf", sniffed: ["pdf"] },
  // The old Office formats are all compound files: the container is what can be told apart.
  doc: { mime: "application/msword", sniffed: ["cfb"] },
  xls: { mime: "application/vnd.ms-excel", sniffed: ["cfb"] },
  ppt: { mime: "application/vnd.ms-powerpoint", sniffed: ["cfb"] },
  docx: { mime: `${OFFICE}.wordprocessingml.document`, sniffed: ["docx"] },
  xlsx: { mime: `${OFFICE}.spreadsheetml.sheet`, sniffed: ["xlsx"] },
  pptx: { mime: `${OFFICE}.presentationml.presentation`, sniffed: ["pptx"] },
  // Any text: CSV has no signature, and a GB18030 one is not even UTF-8.
  csv: { mime: "text/csv", sniffed: ["text"] },
};

const MB = 1024 * 1024;

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** Types a browser may upload; the server's own archives are not among them. */
export function isUploadable(type: StoredAttachmentType): type is AttachmentType {
  return (ATTACHMENT_TYPES as readonly string[]).includes(type);
}

/** The extension when the type accepts it, else null. */
export function acceptedExtension(type: AttachmentType, fileName: string): UploadExtension | null {
  const extension = extensionOf(fileName);
  return (UPLOAD_LIMITS[type].extensions as readonly string[]).includes(extension)
    ? (extension as UploadExtension)
    : null;
}

/** Shown inline in the page (PDF, images, audio, video); the rest is download-only for now. */
export function isPreviewable(mimeType: string): boolean {
  return /^(image|audio|video)\//.test(mimeType) || mimeType === "application/pdf";
}

/** "视频文件不能超过 500M" */
export function tooLargeReason(type: AttachmentType): string {
  return formatMessage(ATTACHMENT_MESSAGES.tooLarge, {
    label: ATTACHMENT_TYPE_LABELS[type],
    mb: UPLOAD_LIMITS[type].maxBytes / MB,
  });
}

/** "视频只支持 mp4 格式" */
export function extensionReason(type: AttachmentType): string {
  return formatMessage(ATTACHMENT_MESSAGES.extensionNotAllowed, {
    label: ATTACHMENT_TYPE_LABELS[type],
    extensions: UPLOAD_LIMITS[type].extensions.join("、"),
  });
}

export function mismatchReason(type: AttachmentType, extension: string): string {
  return formatMessage(ATTACHMENT_MESSAGES.contentMismatch, {
    label: ATTACHMENT_TYPE_LABELS[type],
    ext: extension,
  });
}
