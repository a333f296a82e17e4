// Task center calls (shell §7 User tasks): background work of the user, its progress and details.
import { z } from "zod";
import { TASK_RESULTS, TASK_STATES, TASK_TYPES } from "../dictionaries.ts";
import { VALIDATION_MESSAGES } from "../messages.ts";
import { zKeyword, zOid, zRequiredText } from "../validation/zod.ts";
import { pageQuerySchema } from "./books.ts";

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

export const exportBookBodySchema = z.object({ bookOid: zOid });
export const copySectionBodySchema = z.object({ targetBookOid: zOid, targetChapterOid: zOid });
export const copyChapterBodySchema = z.object({ targetBookOid: zOid });
