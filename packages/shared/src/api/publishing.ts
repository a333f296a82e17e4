// Publish calls (shell §7 Publish, issue 16 §3): applying to publish (the organisation's approval
// workflow), building an edition, releasing one, the book's editions, the three histories and what
// changed since the released edition.
//
// Who may (apps/server/src/modules/books/policy.ts): apply — the book's chief editors and editors;
// build and release — the organisation's ORG_PUBLISH_ADMIN and ORG_ADMIN, and SYS_ADMIN; reading the
// histories, editions and changes — whoever may view the book.
//
// GET /books/{id}/publish/{type}-history is three entries (apply-history, build-history,
// release-history): one path each, so each answers its own item shape.
import { z } from "zod";
import { PUBLISH_PLAN_TYPES, PUBLISH_STATES } from "../dictionaries.ts";
import { formatMessage, VALIDATION_MESSAGES as M } from "../messages.ts";
import {
  DIFF_OPS,
  EDITION_STATES,
  FILE_CHANGE_KINDS,
  PUBLISH_APPLICATION_STATES,
  PUBLISH_LIMITS,
  RELEASE_KINDS,
} from "../publishing/publishing-dictionaries.ts";
import { zOid } from "../validation/zod.ts";
import { bookPathSchema } from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";
import { userTaskSchema } from "./tasks.ts";

const person = z.object({ oid: z.string(), fullName: z.string() });

export const publishApplyBodySchema = z.object({
  planType: z.enum(PUBLISH_PLAN_TYPES, { error: M.required }),
  note: z
    .string({ error: M.invalidType })
    .trim()
    .max(PUBLISH_LIMITS.noteMax, formatMessage(M.tooLong, { n: PUBLISH_LIMITS.noteMax }))
    .default(""),
});
export type PublishApplyBody = z.input<typeof publishApplyBodySchema>;

export const publishApplicationSchema = z.object({
  oid: z.string(),
  bookOid: z.string(),
  planType: z.enum(PUBLISH_PLAN_TYPES),
  note: z.string(),
  state: z.enum(PUBLISH_APPLICATION_STATES),
  /** The approval process (GET /process-instances/{id}). */
  processInstanceOid: z.string(),
  applicant: person,
  createdAt: z.string(),
  /** When the process ended (approved, rejected or revoked); null while in progress. */
  finishedAt: z.string().nullable(),
});
export type PublishApplication = z.infer<typeof publishApplicationSchema>;

export const editionSchema = z.object({
  oid: z.string(),
  bookOid: z.string(),
  /** 1, 2, 3… per book. */
  number: z.number().int(),
  state: z.enum(EDITION_STATES),
  /** The BUILD task (its progress and steps in the task center). */
  taskOid: z.string().nullable(),
  builtBy: person,
  /** When the build was asked for. */
  createdAt: z.string(),
  /** When it became READY; null otherwise. */
  builtAt: z.string().nullable(),
  /** Why it FAILED, in Chinese; null otherwise. */
  errorMessage: z.string().nullable(),
  chapterCount: z.number().int(),
  fileCount: z.number().int(),
  /** Bytes of every object of the edition. */
  size: z.number().int(),
  /** Whether readers get this edition now. */
  released: z.boolean(),
});
export type Edition = z.infer<typeof editionSchema>;

export const releaseSchema = z.object({
  oid: z.string(),
  bookOid: z.string(),
  edition: z.object({ oid: z.string(), number: z.number().int() }),
  kind: z.enum(RELEASE_KINDS),
  releasedBy: person,
  releasedAt: z.string(),
});
export type Release = z.infer<typeof releaseSchema>;

/** GET /books/{id}/editions: the book's publishing at a glance and its READY editions, newest first. */
export const bookEditionsSchema = z.object({
  publishState: z.enum(PUBLISH_STATES),
  releasedEditionOid: z.string().nullable(),
  firstReleasedAt: z.string().nullable(),
  /** The application in progress, if any (one at a time). */
  openApplication: publishApplicationSchema.nullable(),
  items: z.array(editionSchema),
  total: z.number().int(),
});
export type BookEditions = z.infer<typeof bookEditionsSchema>;

export const buildAnswerSchema = z.object({ task: userTaskSchema, edition: editionSchema });
export type BuildAnswer = z.infer<typeof buildAnswerSchema>;

/** The edition to release; without it the newest READY one. An edition older than the released one rolls back. */
export const releaseBodySchema = z.object({ editionOid: zOid.optional() });
export type ReleaseBody = z.input<typeof releaseBodySchema>;

export const releaseAnswerSchema = z.object({ task: userTaskSchema });

/** A run of paragraphs of a file's plain text; long unchanged runs are folded to `omitted`. */
export const diffChunkSchema = z.object({
  op: z.enum(DIFF_OPS),
  paragraphs: z.array(z.string()),
  /** Unchanged paragraphs folded away inside a SAME run (0 when all are shown). */
  omitted: z.number().int(),
});
export type DiffChunk = z.infer<typeof diffChunkSchema>;

export const fileChangeSchema = z.object({
  fileOid: z.string(),
  /** The current title (the released one for a removed file). */
  title: z.string(),
  /** "Chapter / section" where the file lies (lay) now or lay in the released edition. */
  place: z.string(),
  change: z.enum(FILE_CHANGE_KINDS),
  chunks: z.array(diffChunkSchema),
  addedParagraphs: z.number().int(),
  removedParagraphs: z.number().int(),
});
export type FileChange = z.infer<typeof fileChangeSchema>;

export const changesSinceReleaseSchema = z.object({
  /** The edition compared with; null before the first release (every file is then ADDED). */
  releasedEdition: z.object({ oid: z.string(), number: z.number().int(), builtAt: z.string() }).nullable(),
  files: z.array(fileChangeSchema),
  unchangedCount: z.number().int(),
});
export type ChangesSinceRelease = z.infer<typeof changesSinceReleaseSchema>;

const history = `/books/:bookOid/publish`;

export const publishingCalls = defineCalls("publishing", {
  apply: {
    method: "POST",
    path: "/books/:bookOid/publish-apply",
    summary: "Apply to publish the book: starts the organisation's approval workflow",
    params: bookPathSchema,
    body: publishApplyBodySchema,
    data: publishApplicationSchema,
  },
  applyHistory: {
    method: "GET",
    path: `${history}/apply-history`,
    summary: "The book's publish applications, newest first",
    params: bookPathSchema,
    query: pageQuerySchema,
    data: pageSchema(publishApplicationSchema),
  },
  buildHistory: {
    method: "GET",
    path: `${history}/build-history`,
    summary: "The book's builds (every edition, also building and failed ones), newest first",
    params: bookPathSchema,
    query: pageQuerySchema,
    data: pageSchema(editionSchema),
  },
  releaseHistory: {
    method: "GET",
    path: `${history}/release-history`,
    summary: "The book's releases and rollbacks, newest first",
    params: bookPathSchema,
    query: pageQuerySchema,
    data: pageSchema(releaseSchema),
  },
  build: {
    method: "POST",
    path: "/books/:bookOid/build",
    summary: "Build a new edition of the book (a BUILD task)",
    params: bookPathSchema,
    data: buildAnswerSchema,
  },
  release: {
    method: "POST",
    path: "/books/:bookOid/release",
    summary: "Release an edition to readers, or roll back to an earlier one (a RELEASE task)",
    params: bookPathSchema,
    body: releaseBodySchema,
    data: releaseAnswerSchema,
  },
  editions: {
    method: "GET",
    path: "/books/:bookOid/editions",
    summary: "The book's publish state and its READY editions, newest first",
    params: bookPathSchema,
    data: bookEditionsSchema,
  },
  changesSinceRelease: {
    method: "GET",
    path: "/books/:bookOid/changes-since-release",
    summary: "Files added, removed and changed since the released edition, with a text diff per file",
    params: bookPathSchema,
    data: changesSinceReleaseSchema,
    timeout: "content",
  },
});
