// The subject resource library (shell §7 res-libs) and a book's side of it: the editor switch, the
// subjects preselecting a search, taking a resource into the book, and the book's used attachments
// with their source and original-work mark (docs/architecture/resource-library.md).
import { z } from "zod";
import {
  ATTACHMENT_TYPES,
  MARK_STATUSES,
  RES_LIB_STATES,
  RESOURCE_SOURCES,
  STORED_ATTACHMENT_TYPES,
} from "../dictionaries.ts";
import { zKeyword, zOid, zRequiredText } from "../validation/zod.ts";
import { attachmentSchema } from "./attachments.ts";
import { subjectSchema } from "./commons.ts";
import { defineCalls } from "./contract.ts";
import { listSchema, pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";
import { userTaskSchema } from "./tasks.ts";

export const RES_LIB_LIMITS = { keywords: 10, keywordLength: 20 } as const;

const zSubjectCode = z
  .string()
  .trim()
  .min(1, "请选择学科")
  .max(64)
  .regex(/^[a-z0-9_-]+$/, "请选择学科");

export const zResLibKeywords = z
  .array(z.string().trim().min(1, "关键词不能为空").max(RES_LIB_LIMITS.keywordLength, "关键词最多 20 个字"))
  .max(RES_LIB_LIMITS.keywords, "最多 10 个关键词")
  .transform((keywords) => [...new Set(keywords)]);

export const resLibResourceSchema = z.object({
  oid: z.string(),
  name: z.string(),
  subjectCode: z.string(),
  subjectName: z.string(),
  keywords: z.array(z.string()),
  state: z.enum(RES_LIB_STATES),
  /** The organisation whose library holds it; null for the platform's library (every organisation). */
  orgOid: z.string().nullable(),
  orgName: z.string().nullable(),
  uploaderName: z.string(),
  attachment: attachmentSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResLibResource = z.infer<typeof resLibResourceSchema>;

export const resLibParamsSchema = z.object({ id: zOid });

export const resLibSearchSchema = pageQuerySchema.extend({
  keyword: zKeyword,
  subjectCode: z.string().trim().max(64).optional(),
  type: z.enum(ATTACHMENT_TYPES).optional(),
});

export const resLibListQuerySchema = resLibSearchSchema.extend({ state: z.enum(RES_LIB_STATES).optional() });
export type ResLibListQuery = z.infer<typeof resLibListQuerySchema>;

export const resLibActivesQuerySchema = resLibSearchSchema.extend({
  /** The book a resource would go into: the shell §6 rule is checked against it. */
  bookOid: zOid,
});
export type ResLibActivesQuery = z.infer<typeof resLibActivesQuerySchema>;

export const createResLibBodySchema = z.object({
  /** A READY attachment the caller uploaded without a book. */
  attachmentOid: zOid,
  name: zRequiredText(100),
  subjectCode: zSubjectCode,
  keywords: zResLibKeywords,
});
export type CreateResLibBody = z.infer<typeof createResLibBodySchema>;

export const updateResLibBodySchema = z.object({ name: zRequiredText(100), subjectCode: zSubjectCode });
export type UpdateResLibBody = z.infer<typeof updateResLibBodySchema>;

export const resLibKeywordsBodySchema = z.object({ keywords: zResLibKeywords });

export const resLibCitationSchema = z.object({
  bookOid: z.string(),
  bookName: z.string(),
  chapterOid: z.string(),
  sectionOid: z.string(),
  fileOid: z.string(),
  /** 章 / 节 / 文件, as the book's editors name the place. */
  name: z.string(),
});
export type ResLibCitation = z.infer<typeof resLibCitationSchema>;

export const resLibCalls = defineCalls("res-libs", {
  list: {
    method: "GET",
    path: "/res-libs",
    summary:
      "The libraries' resources the caller manages (SYS_ADMIN: all; ORG_ASSET_ADMIN: the organisation's)",
    query: resLibListQuerySchema,
    data: pageSchema(resLibResourceSchema),
  },
  create: {
    method: "POST",
    path: "/res-libs",
    summary: "A resource from an uploaded file, with its name, subject and keywords",
    body: createResLibBodySchema,
    data: resLibResourceSchema,
  },
  update: {
    method: "PUT",
    path: "/res-libs/:id",
    summary: "A resource's name and subject",
    params: resLibParamsSchema,
    body: updateResLibBodySchema,
    data: resLibResourceSchema,
  },
  keywords: {
    method: "PUT",
    path: "/res-libs/:id/keywords",
    summary: "A resource's keywords",
    params: resLibParamsSchema,
    body: resLibKeywordsBodySchema,
    data: resLibResourceSchema,
  },
  deactivate: {
    method: "POST",
    path: "/res-libs/:id/deactivate",
    summary: "Take a resource out of searches (books already using it keep their copy)",
    params: resLibParamsSchema,
    data: resLibResourceSchema,
  },
  activate: {
    method: "POST",
    path: "/res-libs/:id/activate",
    summary: "Offer a deactivated resource again",
    params: resLibParamsSchema,
    data: resLibResourceSchema,
  },
  actives: {
    method: "GET",
    path: "/res-libs/actives",
    summary: "Active resources usable in a book (shell §6), by keyword, subject and type",
    query: resLibActivesQuerySchema,
    data: pageSchema(resLibResourceSchema),
  },
  citations: {
    method: "GET",
    path: "/res-libs/:id/citations",
    summary: "The books' files that use a resource",
    params: resLibParamsSchema,
    query: pageQuerySchema,
    data: pageSchema(resLibCitationSchema),
  },
});

export const bookParamsSchema = z.object({ id: zOid });

export const subjectResourceStateSchema = z.object({
  editorUseSubjectResourceEnabled: z.boolean(),
  /** Whether the caller may insert library resources into this book now (shell §6). */
  usable: z.boolean(),
});
export type SubjectResourceState = z.infer<typeof subjectResourceStateSchema>;

export const bookResLibUseParamsSchema = z.object({ id: zOid, resId: zOid });

export const usedResLibSchema = z.object({
  /** The book's own copy of the resource's file, which the media box names. */
  attachment: attachmentSchema,
  resLibOid: z.string(),
});
export type UsedResLib = z.infer<typeof usedResLibSchema>;

export const bookSubjectResourceCalls = defineCalls("book-subject-resources", {
  state: {
    method: "GET",
    path: "/books/:id/subject-resource-state",
    summary: "The book's editor switch and whether the caller may use the library in it",
    params: bookParamsSchema,
    data: subjectResourceStateSchema,
  },
  enableEditorUse: {
    method: "POST",
    path: "/books/:id/enable-editor-use-subject-resource",
    summary: "Let the book's editors use the subject resource library",
    params: bookParamsSchema,
    data: subjectResourceStateSchema,
  },
  disableEditorUse: {
    method: "POST",
    path: "/books/:id/disable-editor-use-subject-resource",
    summary: "Stop the book's editors using the subject resource library",
    params: bookParamsSchema,
    data: subjectResourceStateSchema,
  },
  founderSubjects: {
    method: "GET",
    path: "/books/:id/founder-subjects",
    summary: "The book's subjects, which preselect a library search",
    params: bookParamsSchema,
    data: listSchema(subjectSchema),
  },
  lastUsedFounderSubjects: {
    method: "GET",
    path: "/books/:id/last-used-founder-subjects",
    summary: "The subject of the caller's last resource taken into this book",
    params: bookParamsSchema,
    data: listSchema(subjectSchema),
  },
  use: {
    method: "POST",
    path: "/books/:id/res-libs/:resId/use",
    summary: "Copy a library resource's file into the book, for a media box to name",
    params: bookResLibUseParamsSchema,
    data: usedResLibSchema,
  },
});

export const usedAttachmentsQuerySchema = pageQuerySchema.extend({
  type: z.enum(STORED_ATTACHMENT_TYPES).optional(),
  source: z.enum(RESOURCE_SOURCES).optional(),
  markStatus: z.enum(MARK_STATUSES).optional(),
  keyword: zKeyword,
});
export type UsedAttachmentsQuery = z.infer<typeof usedAttachmentsQuerySchema>;

export const usedAttachmentsExportBodySchema = usedAttachmentsQuerySchema.omit({
  page: true,
  pageSize: true,
});
export type UsedAttachmentsExportBody = z.infer<typeof usedAttachmentsExportBodySchema>;

export const usedAttachmentPlaceSchema = z.object({
  chapterOid: z.string(),
  sectionOid: z.string(),
  fileOid: z.string(),
  /** 章 / 节 / 文件. */
  name: z.string(),
  /** How many times the file's document names the attachment. */
  count: z.number().int(),
});
export type UsedAttachmentPlace = z.infer<typeof usedAttachmentPlaceSchema>;

export const usedAttachmentSchema = z.object({
  attachment: attachmentSchema,
  source: z.enum(RESOURCE_SOURCES),
  markStatus: z.enum(MARK_STATUSES),
  resLibOid: z.string().nullable(),
  count: z.number().int(),
  places: z.array(usedAttachmentPlaceSchema),
});
export type UsedAttachment = z.infer<typeof usedAttachmentSchema>;

export const markStateSchema = z.object({ attachmentOid: z.string(), markStatus: z.enum(MARK_STATUSES) });

export const usedAttachmentCalls = defineCalls("used-attachments", {
  list: {
    method: "GET",
    path: "/books/:id/used-attachments",
    summary: "The files the book's documents use, with source, mark and places",
    params: bookParamsSchema,
    query: usedAttachmentsQuerySchema,
    data: pageSchema(usedAttachmentSchema),
  },
  export: {
    method: "POST",
    path: "/books/:id/used-attachments/export",
    summary: "An EXPORT task writing the list under its filters to .xlsx",
    params: bookParamsSchema,
    body: usedAttachmentsExportBodySchema,
    data: userTaskSchema,
  },
  markAsOg: {
    method: "POST",
    path: "/books/:id/used-attachments/:attId/mark-as-og",
    summary: "Mark a file of the book as the book's original work",
    params: z.object({ id: zOid, attId: zOid }),
    data: markStateSchema,
  },
  unmarkFromOg: {
    method: "POST",
    path: "/books/:id/used-attachments/:attId/unmark-from-og",
    summary: "Remove the original-work mark",
    params: z.object({ id: zOid, attId: zOid }),
    data: markStateSchema,
  },
});
