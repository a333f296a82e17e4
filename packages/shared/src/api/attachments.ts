// Attachment calls (shell §7 Attachments): create metadata and get upload credentials scoped to
// one object, upload in parts, complete; then preview, download and segments.
import { z } from "zod";
import {
  ATTACHMENT_CATEGORIES,
  ATTACHMENT_TYPES,
  MARK_STATUSES,
  RESOURCE_SOURCES,
  STORED_ATTACHMENT_TYPES,
} from "../dictionaries.ts";
import { zKeyword, zOid, zRequiredText } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { listSchema, pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";

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
  /** Where the file came from, as the book's documents say (docs/architecture/resource-library.md). */
  source: z.enum(RESOURCE_SOURCES),
  markStatus: z.enum(MARK_STATUSES),
  /** The library resource it was copied from, and that resource's keywords. */
  resLibOid: z.string().nullable(),
  keywords: z.array(z.string()),
});
export type AttachmentUsages = z.infer<typeof attachmentUsagesSchema>;

/** `PUT /uploads/{objectKey}?partNumber=n`: S3's part numbers, 1 to 10000. */
export const uploadPartParamsSchema = z.object({ objectKey: z.string().min(1).max(255) });
export const uploadPartQuerySchema = z.object({ partNumber: z.coerce.number().int().min(1).max(10000) });

/** The forms a stored file is served in through its signed link (`/api/files/{oid}/{variant}`). */
export const FILE_VARIANTS = ["original", "thumbnail", "preview", "download"] as const;
export type FileVariant = (typeof FILE_VARIANTS)[number];

/** A signed link's expiry and signature; the server answers 401 without them, 403 when wrong. */
export const signedLinkQuerySchema = z.object({ exp: z.string().optional(), sig: z.string().optional() });

export const USER_MANUAL_TYPES = ["builder"] as const;
export const userManualQuerySchema = z.object({ userManualType: z.enum(USER_MANUAL_TYPES) });

export const attachmentCalls = defineCalls("attachments", {
  create: {
    method: "POST",
    path: "/attachments",
    summary: "A new attachment (PENDING) and credentials to upload its parts",
    body: createAttachmentBodySchema,
    data: createAttachmentResultSchema,
  },
  uploadPart: {
    method: "PUT",
    path: "/uploads/:objectKey",
    summary: "One part's raw bytes, authorised by the upload credentials (no bearer token)",
    params: uploadPartParamsSchema,
    query: uploadPartQuerySchema,
    data: attachmentSegmentSchema,
  },
  complete: {
    method: "POST",
    path: "/attachments/:id/complete",
    summary: "Join the parts and check the bytes (the uploader only)",
    params: attachmentParamsSchema,
    data: attachmentSchema,
    timeout: "upload",
  },
  segments: {
    method: "GET",
    path: "/attachments/:id/segments",
    summary: "The parts received so far, to resume an upload (the uploader only)",
    params: attachmentParamsSchema,
    data: listSchema(attachmentSegmentSchema),
  },
  userManualUrl: {
    method: "GET",
    path: "/attachments/user-manual-download-url",
    summary: "A link to the user manual",
    query: userManualQuerySchema,
    data: signedUrlSchema,
  },
  bundledManual: {
    method: "GET",
    path: "/manuals/builder",
    summary: "The bundled Chinese user manual (HTML)",
    data: z.never(),
    bytes: true,
  },
  get: {
    method: "GET",
    path: "/attachments/:id",
    summary: "One attachment with fresh links",
    params: attachmentParamsSchema,
    data: attachmentSchema,
  },
  downloadUrl: {
    method: "GET",
    path: "/attachments/:id/download-url",
    summary: "A short-lived link that downloads the file",
    params: attachmentParamsSchema,
    data: signedUrlSchema,
  },
  previewUrl: {
    method: "GET",
    path: "/attachments/:id/preview-url",
    summary: "A short-lived link that shows the file in the page",
    params: attachmentParamsSchema,
    data: signedUrlSchema,
  },
  generatePoster: {
    method: "POST",
    path: "/attachments/:id/generate-poster",
    summary: "A video's first frame as a new image attachment (an image answers itself)",
    params: attachmentParamsSchema,
    data: attachmentSchema,
    timeout: "upload",
  },
  bookList: {
    method: "GET",
    path: "/books/:id/attachments",
    summary: "The book's READY files, newest first (the media page)",
    params: attachmentParamsSchema,
    query: bookAttachmentsQuerySchema,
    data: pageSchema(attachmentSchema),
  },
  usages: {
    method: "GET",
    path: "/books/:id/used-attachments/:attId",
    summary: "Where a file of the book is in use",
    params: bookAttachmentParamsSchema,
    data: attachmentUsagesSchema,
  },
  deleteFromBook: {
    method: "DELETE",
    path: "/books/:id/attachments/:attId",
    summary: "Delete a file of the book that nothing uses",
    params: bookAttachmentParamsSchema,
    data: z.null(),
  },
  file: {
    method: "GET",
    path: "/files/:attachmentOid/:variant",
    summary: "A stored file's bytes through its signed link (no bearer token; Range requests)",
    params: z.object({ attachmentOid: z.string().min(1).max(64), variant: z.enum(FILE_VARIANTS) }),
    query: signedLinkQuerySchema,
    data: z.never(),
    bytes: true,
  },
});
