// Reader feedback (issue 18 §5): a reader reports a problem at an exact place of the released edition
// (file, block oid, offsets inside the block's text, the quoted text), the book's editors list and
// open the reports, and the chief editor or an admin marks one processed with a reply the reader sees.
import { z } from "zod";
import { FEEDBACK_STATES, FEEDBACK_TYPES } from "../dictionaries.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { zOid, zRequiredText } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";

export const ERROR_CORRECTION_LIMITS = {
  quote: 500,
  description: 500,
  reply: 500,
  /** The screenshot's bytes (PNG or JPEG), before base64. */
  screenshotBytes: 2 * 1024 * 1024,
} as const;

/** base64 grows the bytes by a third; the slack lets an oversize image reach the clearer refusal. */
export const SCREENSHOT_BASE64_MAX = Math.ceil((ERROR_CORRECTION_LIMITS.screenshotBytes * 4) / 3) + 1024;

const zOffset = z.number().int().min(0).max(1_000_000, M.invalidType);

export const createErrorCorrectionBodySchema = z
  .object({
    bookOid: zOid,
    editionOid: zOid,
    fileOid: zOid,
    blockOid: zOid,
    /** Offsets of the quote inside the block's text; both or neither (a whole block reported from its menu). */
    startOffset: zOffset.optional(),
    endOffset: zOffset.optional(),
    quote: z
      .string()
      .max(ERROR_CORRECTION_LIMITS.quote, M.tooLong.replace("{n}", String(ERROR_CORRECTION_LIMITS.quote)))
      .default(""),
    type: z.enum(FEEDBACK_TYPES),
    description: zRequiredText(ERROR_CORRECTION_LIMITS.description),
    /** A PNG or JPEG screenshot, base64 without a data: prefix. */
    screenshot: z.string().max(SCREENSHOT_BASE64_MAX, M.invalidType).optional(),
  })
  .refine((body) => (body.startOffset === undefined) === (body.endOffset === undefined), {
    message: M.invalidType,
    path: ["endOffset"],
  });
export type CreateErrorCorrectionBody = z.input<typeof createErrorCorrectionBodySchema>;

/** What the reader sees of their own report. */
export const readerErrorCorrectionSchema = z.object({
  oid: z.string(),
  bookOid: z.string(),
  bookName: z.string(),
  fileOid: z.string(),
  quote: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  description: z.string(),
  state: z.enum(FEEDBACK_STATES),
  reply: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type ReaderErrorCorrection = z.infer<typeof readerErrorCorrectionSchema>;

export const readerErrorCorrectionQuerySchema = pageQuerySchema.extend({ bookOid: zOid.optional() });

/** One report in the editors' list. */
export const errorCorrectionItemSchema = z.object({
  oid: z.string(),
  bookOid: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  state: z.enum(FEEDBACK_STATES),
  quote: z.string(),
  description: z.string(),
  chapterOid: z.string().nullable(),
  sectionOid: z.string().nullable(),
  fileOid: z.string(),
  blockOid: z.string().nullable(),
  /** Today's names of the places (null when the chapter, section or file was deleted since). */
  chapterName: z.string().nullable(),
  sectionName: z.string().nullable(),
  fileName: z.string().nullable(),
  reporterName: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type ErrorCorrectionItem = z.infer<typeof errorCorrectionItemSchema>;

export const errorCorrectionDetailSchema = errorCorrectionItemSchema.extend({
  editionOid: z.string().nullable(),
  startOffset: z.number().nullable(),
  endOffset: z.number().nullable(),
  /** The reporter's phone with the middle four digits hidden (138****0000). */
  reporterPhone: z.string(),
  /** A short-lived signed link to the screenshot, or null without one. */
  screenshotUrl: z.string().nullable(),
  reply: z.string().nullable(),
  processedByName: z.string().nullable(),
});
export type ErrorCorrectionDetail = z.infer<typeof errorCorrectionDetailSchema>;

export const errorCorrectionQuerySchema = pageQuerySchema.extend({
  type: z.enum(FEEDBACK_TYPES).optional(),
  state: z.enum(FEEDBACK_STATES).optional(),
  chapterOid: zOid.optional(),
  /** The open reports of one file (the editor's margin markers). */
  fileOid: zOid.optional(),
});
export type ErrorCorrectionQuery = z.input<typeof errorCorrectionQuerySchema>;

export const processErrorCorrectionBodySchema = z.object({
  reply: zRequiredText(ERROR_CORRECTION_LIMITS.reply),
});

/** A book where the caller is chief editor with reports waiting (待办中心). */
export const pendingErrorCorrectionBookSchema = z.object({
  bookOid: z.string(),
  bookName: z.string(),
  pendingCount: z.number(),
  oldestAt: z.string(),
});
export type PendingErrorCorrectionBook = z.infer<typeof pendingErrorCorrectionBookSchema>;

export const errorCorrectionScreenshotQuerySchema = z.object({
  exp: z.string().optional(),
  sig: z.string().optional(),
});

const idParams = z.object({ id: zOid });

export const errorCorrectionCalls = defineCalls("error-corrections", {
  create: {
    method: "POST",
    path: "/reader/error-corrections",
    summary: "Report a problem at a place of the edition the reader reads (READER session)",
    body: createErrorCorrectionBodySchema,
    data: readerErrorCorrectionSchema,
  },
  mine: {
    method: "GET",
    path: "/reader/error-corrections",
    summary:
      "The reader's own reports with their state and the editor's reply (READER session), newest first",
    query: readerErrorCorrectionQuerySchema,
    data: pageSchema(readerErrorCorrectionSchema),
  },
  query: {
    method: "GET",
    path: "/error-corrections/:bookId/query",
    summary:
      "A book's reader reports, filtered by type, state, chapter or file, newest first (the book's viewers)",
    params: z.object({ bookId: zOid }),
    query: errorCorrectionQuerySchema,
    data: pageSchema(errorCorrectionItemSchema),
  },
  pendingBooks: {
    method: "GET",
    path: "/todos/error-corrections",
    summary: "Books where the caller is chief editor that have reports waiting, oldest waiting first",
    data: z.object({ items: z.array(pendingErrorCorrectionBookSchema) }),
  },
  get: {
    method: "GET",
    path: "/error-corrections/:id",
    summary: "One report with its place, the reporter (phone masked), the screenshot link and the reply",
    params: idParams,
    data: errorCorrectionDetailSchema,
  },
  process: {
    method: "PUT",
    path: "/error-corrections/:id/processed",
    summary: "Mark a PENDING report PROCESSED with a reply the reader sees (chief editor, admins); once",
    params: idParams,
    body: processErrorCorrectionBodySchema,
    data: errorCorrectionDetailSchema,
  },
  screenshot: {
    method: "GET",
    path: "/error-corrections/:id/screenshot",
    summary: "The report's screenshot behind a signed link (an <img> cannot send the bearer token)",
    params: idParams,
    query: errorCorrectionScreenshotQuerySchema,
    data: z.never(),
    bytes: true,
  },
});
