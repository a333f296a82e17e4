// Content calls (shell §7 Files > Content) under /books/:b/chapters/:c/sections/:s/files/:f: the
// document and its version, the outline, copies into another file, SVG content, attachments in
// use, and the history of saved versions. Saving over HTTP follows the save socket's rules.
import { z } from "zod";
import {
  documentJsonSchema,
  lockHolderSchema,
  SAVE_CONTENT_LIMITS,
  SAVE_ERROR_CODES,
} from "../realtime/save-socket.ts";
import { DB_INTEGER_MAX, zOid, zRequiredText, zVersion } from "../validation/zod.ts";
import { attachmentSchema } from "./attachments.ts";
import { filePathSchema } from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { listSchema, pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";

/** A content file's address (the params of filePathSchema); its own calls and its blocks' resources hang below it. */
export const FILE_CALL_PATH = "/books/:bookOid/chapters/:chapterOid/sections/:sectionOid/files/:fileOid";

/** The file's edit lock as the caller sees it: free, held by the caller, or by someone else. */
export const contentLockSchema = z.object({
  state: z.enum(["free", "mine", "other"]),
  holder: lockHolderSchema.nullable(),
});
export type ContentLock = z.infer<typeof contentLockSchema>;

export const fileContentSchema = z.object({
  content: documentJsonSchema,
  version: z.number().int(),
  lock: contentLockSchema,
  /** Why the caller may only read, whoever holds the lock (committed chapter, book task, role). */
  readOnlyReason: z.enum(SAVE_ERROR_CODES).nullable(),
});
export type FileContent = z.infer<typeof fileContentSchema>;

export const putContentBodySchema = z.object({
  content: documentJsonSchema,
  baseVersion: zVersion,
  clientSaveId: z.string().min(1).max(64).optional(),
});
export type PutContentBody = z.infer<typeof putContentBodySchema>;

export const savedVersionSchema = z.object({ version: z.number().int(), duplicate: z.boolean() });
export type SavedVersion = z.infer<typeof savedVersionSchema>;

export const contentHeadingSchema = z.object({
  oid: z.string().nullable(),
  level: z.number().int(),
  text: z.string(),
});
export type ContentHeading = z.infer<typeof contentHeadingSchema>;

/** The target of a copy: a file the caller may edit, in this book or another. */
export const copyContentBodySchema = z.object({
  targetBookOid: zOid,
  targetChapterOid: zOid,
  targetSectionOid: zOid,
  targetFileOid: zOid,
  /** When given, the copy is refused if the target changed since (as a save would be). */
  baseVersion: zVersion.optional(),
});
export type CopyContentBody = z.infer<typeof copyContentBodySchema>;

export const copiedContentSchema = z.object({
  version: z.number().int(),
  /** Attachments copied into the target book (attach variants), by the source's oid. */
  attachments: z.record(z.string(), z.string()),
});
export type CopiedContent = z.infer<typeof copiedContentSchema>;

export const contentAttachmentsBodySchema = z.object({
  /** The editor's current document; the stored one when left out. */
  content: documentJsonSchema.optional(),
});
export type ContentAttachmentsBody = z.infer<typeof contentAttachmentsBodySchema>;

/** An SVG document kept as an IMAGE attachment of the file's book. */
export const svgContentBodySchema = z.object({
  svg: z.string().min(1).max(SAVE_CONTENT_LIMITS.maxSvgChars),
  name: zRequiredText(200).optional(),
});
export type SvgContentBody = z.infer<typeof svgContentBodySchema>;

export const svgCopyBodySchema = z.object({
  /** An SVG attachment of this file's book. */
  attachmentOid: zOid,
  targetBookOid: zOid,
});
export type SvgCopyBody = z.infer<typeof svgCopyBodySchema>;

export const revisionSummarySchema = z.object({
  version: z.number().int(),
  author: lockHolderSchema.nullable(),
  createdAt: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionSchema = revisionSummarySchema.extend({ content: documentJsonSchema });
export type Revision = z.infer<typeof revisionSchema>;

export const revisionsQuerySchema = pageQuerySchema;
export const revisionPathSchema = filePathSchema.extend({
  version: z.coerce.number().int().min(1).max(DB_INTEGER_MAX),
});
export type RevisionPath = z.infer<typeof revisionPathSchema>;

export const restoreRevisionBodySchema = z.object({ baseVersion: zVersion });
export type RestoreRevisionBody = z.infer<typeof restoreRevisionBodySchema>;

const file = FILE_CALL_PATH;
/** The four spellings of a copy into another file answer alike; the attach ones bring the attachments along. */
const copyCall = (path: string, summary: string) =>
  ({
    method: "POST",
    path: `${file}/content/${path}`,
    summary,
    params: filePathSchema,
    body: copyContentBodySchema,
    data: copiedContentSchema,
  }) as const;

export const contentCalls = defineCalls("content", {
  get: {
    method: "GET",
    path: `${file}/content`,
    summary: "The stored document, its version, the edit lock and why the caller may only read",
    params: filePathSchema,
    data: fileContentSchema,
    timeout: "content",
  },
  put: {
    method: "PUT",
    path: `${file}/content`,
    summary: "Save a document over HTTP, by the save socket's rules",
    params: filePathSchema,
    body: putContentBodySchema,
    data: savedVersionSchema,
    timeout: "content",
  },
  headings: {
    method: "GET",
    path: `${file}/headings`,
    summary: "The document's headings, in order (the outline)",
    params: filePathSchema,
    data: listSchema(contentHeadingSchema),
    timeout: "content",
  },
  copy: copyCall("copy", "Copy the document into another file"),
  proseMirrorCopy: copyCall("prose-mirror-copy", "Copy the document into another file (the v2 spelling)"),
  attachCopy: copyCall("attach-copy", "Copy the document and the attachments it names into another file"),
  proseMirrorAttachCopy: copyCall(
    "prose-mirror-attach-copy",
    "Copy the document and the attachments it names into another file (the v2 spelling)",
  ),
  attachments: {
    method: "POST",
    path: `${file}/content/attachments`,
    summary: "The book's attachments a document names, with fresh links",
    params: filePathSchema,
    body: contentAttachmentsBodySchema,
    data: listSchema(attachmentSchema),
    timeout: "content",
  },
  svgContent: {
    method: "POST",
    path: `${file}/svg-contents`,
    summary: "Keep an SVG document as an image attachment of the file's book",
    params: filePathSchema,
    body: svgContentBodySchema,
    data: attachmentSchema,
    timeout: "content",
  },
  svgCopy: {
    method: "POST",
    path: `${file}/content/svg-copy`,
    summary: "Copy an SVG attachment of this file's book into another book",
    params: filePathSchema,
    body: svgCopyBodySchema,
    data: attachmentSchema,
  },
  revisions: {
    method: "GET",
    path: `${file}/revisions`,
    summary: "The file's saved versions, newest first",
    params: filePathSchema,
    query: revisionsQuerySchema,
    data: pageSchema(revisionSummarySchema),
  },
  revision: {
    method: "GET",
    path: `${file}/revisions/:version`,
    summary: "One saved version with its document",
    params: revisionPathSchema,
    data: revisionSchema,
    timeout: "content",
  },
  restore: {
    method: "POST",
    path: `${file}/revisions/:version/restore`,
    summary: "Make a saved version the newest (refused like a save when baseVersion is stale)",
    params: revisionPathSchema,
    body: restoreRevisionBodySchema,
    data: savedVersionSchema,
    timeout: "content",
  },
});
