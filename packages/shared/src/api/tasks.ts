// Task center calls (shell §7 User tasks): background work of the user, its progress and details.
import { z } from "zod";
import { TASK_RESULTS, TASK_STATES, TASK_TYPES } from "../dictionaries.ts";
import { VALIDATION_MESSAGES } from "../messages.ts";
import { zKeyword, zOid, zRequiredText } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { listSchema, pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";
import { wordImportResultSchema, wordProposalSchema } from "./word-import-output.ts";

export const userTaskSchema = z.object({
  oid: z.string(),
  type: z.enum(TASK_TYPES),
  title: z.string(),
  state: z.enum(TASK_STATES),
  /** 0-100. */
  progress: z.number().int().min(0).max(100),
  result: z.enum(TASK_RESULTS).nullable(),
  /** Why it failed, in Chinese; null unless FAILED. */
  errorMessage: z.string().nullable(),
  /** What the task produced: an export's file, a copy's new chapter or section. */
  output: z
    .object({
      attachmentOid: z.string().nullable(),
      fileName: z.string().nullable(),
      bookOid: z.string().nullable(),
      chapterOid: z.string().nullable(),
      sectionOid: z.string().nullable(),
      /** A Word import's proposal (parse) or result (import). */
      wordProposal: wordProposalSchema.optional(),
      wordImport: wordImportResultSchema.optional(),
    })
    .nullable(),
  book: z.object({ oid: z.string(), name: z.string() }).nullable(),
  creator: z.object({ oid: z.string(), fullName: z.string() }),
  attempts: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type UserTask = z.infer<typeof userTaskSchema>;

export const userTasksQuerySchema = pageQuerySchema.extend({
  keyword: zKeyword,
  state: z.enum(TASK_STATES).optional(),
  type: z.enum(TASK_TYPES).optional(),
});
export type UserTasksQuery = z.infer<typeof userTasksQuerySchema>;

/** One step of a task (a file exported, a section copied), shown on the task detail page. */
export const userTaskDetailSchema = z.object({
  oid: z.string(),
  name: z.string(),
  state: z.enum(TASK_STATES),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type UserTaskDetail = z.infer<typeof userTaskDetailSchema>;

/** The longest task title; the title field stops typing there too. */
export const TASK_TITLE_MAX_LENGTH = 200;

export const renameTaskBodySchema = z.object({ title: zRequiredText(TASK_TITLE_MAX_LENGTH) });

/** GET /user-tasks/progress?oids=a,b — the live state of the tasks a page shows. */
export const taskProgressQuerySchema = z.object({
  oids: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .max(64 * 100)
    .transform((value) => value.split(",").filter(Boolean))
    .pipe(z.array(zOid).max(100)),
});
export const taskProgressSchema = z.object({
  /** Tasks of the caller still WAITING or IN_PROGRESS. */
  runningCount: z.number().int(),
  items: z.array(
    userTaskSchema.pick({ oid: true, state: true, progress: true, result: true, errorMessage: true }),
  ),
});
export type TaskProgress = z.infer<typeof taskProgressSchema>;

/** What POST /books/export writes: today's ZIP of web pages, an EPUB 3, a PDF for print or a DOCX. */
export const EXPORT_FORMATS = ["ZIP", "EPUB", "PDF", "DOCX"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportBookBodySchema = z.object({
  bookOid: zOid,
  format: z.enum(EXPORT_FORMATS).default("ZIP"),
  /** A READY edition of the book to export instead of its current content. */
  editionOid: zOid.optional(),
});
export type ExportBookBody = z.input<typeof exportBookBodySchema>;
export const copySectionBodySchema = z.object({ targetBookOid: zOid, targetChapterOid: zOid });
export const copyChapterBodySchema = z.object({ targetBookOid: zOid });

export const taskPathSchema = z.object({ taskOid: zOid });

// The spec writes these paths with a trailing slash and the client may call either spelling.
export const taskCalls = defineCalls("tasks", {
  list: {
    method: "GET",
    path: "/user-tasks",
    summary: "The user's background tasks, newest first",
    query: userTasksQuerySchema,
    data: pageSchema(userTaskSchema),
    slashTwin: true,
  },
  progress: {
    method: "GET",
    path: "/user-tasks/progress",
    summary: "The live state of the tasks a page shows (oids the caller may not see are left out)",
    query: taskProgressQuerySchema,
    data: taskProgressSchema,
    slashTwin: true,
  },
  get: {
    method: "GET",
    path: "/user-tasks/:taskOid",
    summary: "One task",
    params: taskPathSchema,
    data: userTaskSchema,
    slashTwin: true,
  },
  rename: {
    method: "PUT",
    path: "/user-tasks/:taskOid",
    summary: "Rename a task",
    params: taskPathSchema,
    body: renameTaskBodySchema,
    data: userTaskSchema,
    slashTwin: true,
  },
  details: {
    method: "GET",
    path: "/user-tasks/:taskOid/details",
    summary: "A task's steps, in order",
    params: taskPathSchema,
    data: listSchema(userTaskDetailSchema),
    slashTwin: true,
  },
  cancel: {
    method: "PUT",
    path: "/user-tasks/:taskOid/cancel",
    summary: "Cancel a task that is waiting or running",
    params: taskPathSchema,
    data: userTaskSchema,
    slashTwin: true,
  },
});
