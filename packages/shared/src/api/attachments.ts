// Attachment calls (shell §7 Attachments): create metadata and get upload credentials scoped to
// one object, upload in parts, complete; then preview, download and segments.
import { z } from "zod";
import { ATTACHMENT_CATEGORIES, ATTACHMENT_TYPES, STORED_ATTACHMENT_TYPES } from "../dictionaries.ts";
import { zKeyword, zOid, zRequiredText } from "../validation/zod.ts";
import { pageQuerySchema } from "./books.ts";

export const ATTACHMENT_STATES = ["PENDING", "READY", "REJECTED"] as const;
export type AttachmentState = (typeof ATTACHMENT_STATES)[number];

export const createAttachmentBodySchema = z.object({
  fileName: zRequiredText(255),
  /** Declared size in bytes; checked against the type's limit now and against the bytes at completion. */
  size: z.number().int().min(1),
  type: z.enum(ATTACHMENT_TYPES),
  category: z.enum(ATTACHMENT_CATEGORIES).optional(),
  /** The book the file belongs to (media page, covers); the caller must be allowed to edit it. */
  bookOid: zOid.optional(),
});
export type CreateAttachmentBody = z.infer<typeof createAttachmentBodySchema>;

/** Shell §3 Upload credentials: short-lived and valid for this one object only. */
export const uploadCredentialsSchema = z.object({
  endpoint: z.string(),
  accessKeyId: z.string(),
  accessKeySecret: z.string(),
  bucketName: z.string(),
  securityToken: z.string(),
  objectKey: z.string(),
  expiration: z.string(),
});
export type UploadCredentials = z.infer<typeof uploadCredentialsSchema>;

export const attachmentSchema = z.object({
  attachmentOid: z.string(),
  name: z.string(),
  mimeType: z.string(),
  extName: z.string(),
  size: z.number().int(),
  type: z.enum(STORED_ATTACHMENT_TYPES),
  category: z.enum(ATTACHMENT_CATEGORIES).nullable(),
  state: z.enum(ATTACHMENT_STATES),
  bookOid: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Short-lived link to the image thumbnail, or null for other types. */
  thumbnailUrl: z.string().nullable(),
  /** Short-lived link to view the file in the page. */
  previewUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const createAttachmentResultSchema = z.object({
  attachment: attachmentSchema,
  credentials: uploadCredentialsSchema,
  partSize: z.number().int(),
});
export type CreateAttachmentResult = z.infer<typeof createAttachmentResultSchema>;

export const attachmentSegmentSchema = z.object({ partNumber: z.number().int(), size: z.number().int() });
export type AttachmentSegment = z.infer<typeof attachmentSegmentSchema>;

export const signedUrlSchema = z.object({ url: z.string(), expiration: z.string() });
export type SignedUrl = z.infer<typeof signedUrlSchema>;

export const bookAttachmentsQuerySchema = pageQuerySchema.extend({
  /** Without a type every uploadable type is listed; exports (ARCHIVE) only when asked for. */
  type: z.enum(STORED_ATTACHMENT_TYPES).optional(),
  keyword: zKeyword,
});
export type BookAttachmentsQuery = z.infer<typeof bookAttachmentsQuerySchema>;

export const attachmentParamsSchema = z.object({ id: zOid });

/** `/books/{id}/used-attachments/{attId}` and `/books/{id}/attachments/{attId}`. */
export const bookAttachmentParamsSchema = z.object({ id: zOid, attId: zOid });

/** Where a book's file can be in use: a content file (its text or its blocks), or the book itself. */
export const ATTACHMENT_USAGE_KINDS = [
  "FILE",
  "COVER",
  "BOOK_STYLE",
  "CUSTOM_LIBRARY",
  "STYLE_LIBRARY",
] as const;
export type AttachmentUsageKind = (typeof ATTACHMENT_USAGE_KINDS)[number];

export const attachmentUsageSchema = z.object({
  kind: z.enum(ATTACHMENT_USAGE_KINDS),
  /** The place as an editor names it: 章 / 节 / 文件 for a file, the library's name for a library. */
  name: z.string(),
  /** For a file: the address the editor opens. */
  chapterOid: z.string().nullable(),
  sectionOid: z.string().nullable(),
  fileOid: z.string().nullable(),
});
export type AttachmentUsage = z.infer<typeof attachmentUsageSchema>;

export const attachmentUsagesSchema = z.object({
  attachmentOid: z.string(),
  usages: z.array(attachmentUsageSchema),
});
export type AttachmentUsages = z.infer<typeof attachmentUsagesSchema>;

/** `PUT /uploads/{objectKey}?partNumber=n`: S3's part numbers, 1 to 10000. */
export const uploadPartParamsSchema = z.object({ objectKey: z.string().min(1).max(255) });
export const uploadPartQuerySchema = z.object({ partNumber: z.coerce.number().int().min(1).max(10000) });

export const USER_MANUAL_TYPES = ["builder"] as const;
export const userManualQuerySchema = z.object({ userManualType: z.enum(USER_MANUAL_TYPES) });
