// Reading events and what is made of them (issue 18 §3, §4; shell §7 Statistics and Application
// data). The reader sends its events in batches; the statistics (book-stats) and the application
// data (book-applications) read the aggregates the server keeps from them.
import { z } from "zod";
import { READING_EVENT_KINDS } from "../dictionaries.ts";
import { READING_EVENT_BATCH_MAX, READING_EVENTS_PATH } from "../reading-stats/reading-event-limits.ts";
import { zKeyword, zOid } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";
import { userTaskSchema } from "./tasks.ts";

const zShortText = (max: number) => z.string().max(max);
const zIdList = z.array(zShortText(64)).max(100);

/** A reader's answer to one topic (ReaderAnswer of activities/grade-topic.ts), bounded. */
export const readerAnswerSchema = z.object({
  choices: zIdList.optional(),
  judge: z.boolean().nullable().optional(),
  blanks: z.record(zShortText(64), zShortText(500)).optional(),
  order: zIdList.optional(),
  pairs: z.record(zShortText(64), zShortText(64)).optional(),
  text: zShortText(5000).optional(),
});

export const readingEventDetailSchema = z.object({
  /** QUIZ_ANSWER: the activity and topic answered, and the answer; the server grades it. */
  activityOid: zOid.optional(),
  topicOid: zShortText(64).optional(),
  answer: readerAnswerSchema.optional(),
  /** LINK_FOLLOW: where the link led. */
  url: zShortText(2000).optional(),
});

export const readingEventSchema = z.object({
  /** The reader's own id for the event: sent again, it is recognised and ignored. */
  clientId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  kind: z.enum(READING_EVENT_KINDS),
  bookOid: zOid,
  editionOid: zOid,
  fileOid: zOid,
  blockOid: zShortText(64).optional(),
  /** FILE_TIME: visible seconds; MEDIA_PLAY: the watched share in per mille; otherwise 0. */
  amount: z.number().int().min(0).max(1_000_000).default(0),
  occurredAt: z.iso.datetime({ offset: true }),
  detail: readingEventDetailSchema.default({}),
});
export type ReadingEvent = z.input<typeof readingEventSchema>;

export const readingEventBatchSchema = z.object({
  events: z.array(readingEventSchema).min(1).max(READING_EVENT_BATCH_MAX),
});

export const readingEventReceiptSchema = z.object({
  /** Events stored now. */
  accepted: z.number().int(),
  /** Events recognised as already stored (a replayed batch). */
  duplicates: z.number().int(),
  /** Events refused: a book not pushed to the reader, a file or question the edition lacks. */
  ignored: z.number().int(),
});
export type ReadingEventReceipt = z.infer<typeof readingEventReceiptSchema>;

export const readingEventCalls = defineCalls("reading-events", {
  record: {
    method: "POST",
    path: READING_EVENTS_PATH,
    summary: "Record a batch of the reader's reading events",
    body: readingEventBatchSchema,
    data: readingEventReceiptSchema,
  },
});

// ---- figures ----

const figuresSchema = z.object({
  readers: z.number().int(),
  seconds: z.number().int(),
  /** shell §9: 不足 1 分钟, N 分钟, N.N 小时. */
  time: z.string(),
  /** Average share of the node's files the book's readers opened, 0–100. */
  completionRate: z.number(),
  opens: z.number().int(),
  videoPlays: z.number().int(),
  quizAttempts: z.number().int(),
  /** 0–100; 0 without attempts. */
  correctRate: z.number(),
});
export type ReadingFigures = z.infer<typeof figuresSchema>;

export const statFileNodeSchema = figuresSchema.extend({ oid: z.string(), title: z.string() });
export const statSectionNodeSchema = statFileNodeSchema.extend({ files: z.array(statFileNodeSchema) });
export const statChapterNodeSchema = statFileNodeSchema.extend({
  sections: z.array(statSectionNodeSchema),
});
export type StatChapterNode = z.infer<typeof statChapterNodeSchema>;
export type StatSectionNode = z.infer<typeof statSectionNodeSchema>;

export const statDaySchema = z.object({
  day: z.string(),
  seconds: z.number().int(),
  opens: z.number().int(),
});

export const bookStatSummarySchema = figuresSchema.extend({
  bookOid: z.string(),
  bookName: z.string(),
  /** The released edition the figures are laid on, null when the book has none. */
  editionOid: z.string().nullable(),
  averageTime: z.string(),
  files: z.number().int(),
  /** The last 30 days with reading, oldest first. */
  days: z.array(statDaySchema),
});
export type BookStatSummary = z.infer<typeof bookStatSummarySchema>;

export const statTreeSchema = z.object({ chapters: z.array(statChapterNodeSchema) });
export type StatTree = z.infer<typeof statTreeSchema>;

export const statStateSchema = z.object({
  /** ISO 8601: when an event last changed the figures; null before the first. */
  updatedAt: z.string().nullable(),
  /** ISO 8601: when calc-again last rebuilt them. */
  recomputedAt: z.string().nullable(),
  events: z.number().int(),
});

export const statAttachmentSchema = z.object({
  blockOid: z.string(),
  kind: z.string(),
  title: z.string(),
  fileOid: z.string().nullable(),
  fileTitle: z.string(),
  count: z.number().int(),
});
export const statAttachmentsSchema = z.object({ items: z.array(statAttachmentSchema) });

export const kgPointCountSchema = z.object({
  knId: z.string(),
  knText: z.string(),
  /** Blocks of the edition tagged with it. */
  count: z.number().int(),
});
export const kgPointCountsSchema = z.object({
  /** Distinct knowledge points. */
  total: z.number().int(),
  /** Tagged blocks. */
  tagged: z.number().int(),
  items: z.array(kgPointCountSchema),
});

export const statVideoSchema = z.object({
  blockOid: z.string(),
  title: z.string(),
  fileOid: z.string().nullable(),
  fileTitle: z.string(),
  plays: z.number().int(),
  /** Average watched share of a play, 0–100. */
  watchedRate: z.number(),
});
export const statVideosSchema = z.object({ items: z.array(statVideoSchema) });
export type StatVideo = z.infer<typeof statVideoSchema>;

export const statQuestionSchema = z.object({
  blockOid: z.string(),
  topicOid: z.string(),
  title: z.string(),
  fileOid: z.string().nullable(),
  attempts: z.number().int(),
  correct: z.number().int(),
  correctRate: z.number(),
});
/** Hardest (lowest correct rate) first. */
export const statQuestionsSchema = z.object({ items: z.array(statQuestionSchema) });
export type StatQuestion = z.infer<typeof statQuestionSchema>;

export const statBookRowSchema = z.object({
  bookOid: z.string(),
  name: z.string(),
  readers: z.number().int(),
  seconds: z.number().int(),
  time: z.string(),
  updatedAt: z.string().nullable(),
});
export type StatBookRow = z.infer<typeof statBookRowSchema>;

export const statBooksQuerySchema = pageQuerySchema.extend({ keyword: zKeyword });
export type StatBooksQuery = z.infer<typeof statBooksQuerySchema>;

const bookId = z.object({ id: zOid });
const sectionPath = bookId.extend({ c: zOid, s: zOid });

export const bookStatCalls = defineCalls("book-stats", {
  get: {
    method: "GET",
    path: "/book-stats/:id",
    summary: "A book's readers, reading time and completion",
    params: bookId,
    data: bookStatSummarySchema,
  },
  detail: {
    method: "GET",
    path: "/book-stats/:id/detail",
    summary: "A book's figures per chapter, section and file",
    params: bookId,
    data: statTreeSchema,
  },
  statState: {
    method: "GET",
    path: "/book-stats/:id/stat-state",
    summary: "When a book's figures were last changed and last recomputed",
    params: bookId,
    data: statStateSchema,
  },
  attachments: {
    method: "GET",
    path: "/book-stats/:id/attachments",
    summary: "How often readers opened the book's media, 3D models, documents and links",
    params: bookId,
    data: statAttachmentsSchema,
  },
  kgPointCount: {
    method: "GET",
    path: "/book-stats/:id/zjy-kg-kp-count",
    summary: "Knowledge points the released edition's blocks are tagged with",
    params: bookId,
    data: kgPointCountsSchema,
  },
  export: {
    method: "POST",
    path: "/book-stats/:id/export",
    summary: "Export the book's statistics to .xlsx (a task)",
    params: bookId,
    data: userTaskSchema,
  },
  calcAgain: {
    method: "POST",
    path: "/book-stats/:id/calc-again",
    summary: "Recompute the book's figures from its reading events (a task)",
    params: bookId,
    data: userTaskSchema,
  },
});

export const bookApplicationCalls = defineCalls("book-applications", {
  list: {
    method: "GET",
    path: "/book-applications",
    summary: "Books whose application data the caller may see, with reader counts",
    query: statBooksQuerySchema,
    data: pageSchema(statBookRowSchema),
  },
  summary: {
    method: "GET",
    path: "/book-applications/:id/summary",
    summary: "A book's application summary and reading time per day",
    params: bookId,
    data: bookStatSummarySchema,
  },
  chaptersAndSections: {
    method: "GET",
    path: "/book-applications/:id/chapters-and-sections",
    summary: "The chapter and section tree with figures per node",
    params: bookId,
    data: statTreeSchema,
  },
  videos: {
    method: "GET",
    path: "/book-applications/:id/chapters/:c/sections/:s/videos",
    summary: "A section's videos and audio: plays and average watched share",
    params: sectionPath,
    data: statVideosSchema,
  },
  quizzes: {
    method: "GET",
    path: "/book-applications/:id/chapters/:c/sections/:s/quizzes",
    summary: "A section's quiz questions: attempts and correct rate, hardest first",
    params: sectionPath,
    data: statQuestionsSchema,
  },
  export: {
    method: "POST",
    path: "/book-applications/:id/export",
    summary: "Export the book's application data to .xlsx (a task)",
    params: bookId,
    data: userTaskSchema,
  },
});
