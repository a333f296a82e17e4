// Chapter calls (shell §7 Chapters): the book's chapter > section > file tree and its chapters.
import { z } from "zod";
import {
  batchDeleteBodySchema,
  bookPathSchema,
  chapterNodeSchema,
  chapterPathSchema,
  composeBodySchema,
  nameBodySchema,
  oidsBodySchema,
} from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { listSchema } from "./envelope.ts";
import { copyChapterBodySchema, userTaskSchema } from "./tasks.ts";

const tree = listSchema(chapterNodeSchema);

export const chapterCalls = defineCalls("chapters", {
  tree: {
    method: "GET",
    path: "/books/:bookOid/chapters",
    summary: "The book's chapters, each with its sections and their files",
    params: bookPathSchema,
    data: tree,
  },
  get: {
    method: "GET",
    path: "/books/:bookOid/chapters/:chapterOid",
    summary: "One chapter with its sections and files",
    params: chapterPathSchema,
    data: chapterNodeSchema,
  },
  create: {
    method: "POST",
    path: "/books/:bookOid/chapters",
    summary: "A new chapter at the end of the book",
    params: bookPathSchema,
    body: nameBodySchema,
    data: chapterNodeSchema,
  },
  rename: {
    method: "PUT",
    path: "/books/:bookOid/chapters/:chapterOid",
    summary: "Rename a chapter",
    params: chapterPathSchema,
    body: nameBodySchema,
    data: chapterNodeSchema,
  },
  batchDelete: {
    method: "PUT",
    path: "/books/:bookOid/chapters/batch-delete",
    summary: "Delete chapters (the typed phrase 确认删除章节 confirms)",
    params: bookPathSchema,
    body: batchDeleteBodySchema,
    data: z.null(),
  },
  commit: {
    method: "PUT",
    path: "/books/:bookOid/chapters/committed",
    summary: "Mark chapters as committed (closed to editing)",
    params: bookPathSchema,
    body: oidsBodySchema,
    data: tree,
  },
  revert: {
    method: "PUT",
    path: "/books/:bookOid/chapters/reverted",
    summary: "Reopen committed chapters",
    params: bookPathSchema,
    body: oidsBodySchema,
    data: tree,
  },
  compose: {
    method: "PUT",
    path: "/books/:bookOid/chapters/compose",
    summary: "The whole order of chapters and sections after a drag",
    params: bookPathSchema,
    body: composeBodySchema,
    data: tree,
  },
  copy: {
    method: "POST",
    path: "/books/:bookOid/chapters/:chapterOid/copy",
    summary: "Copy a chapter to the end of a book (a background task)",
    params: chapterPathSchema,
    body: copyChapterBodySchema,
    data: userTaskSchema,
  },
  updateReference: {
    method: "POST",
    path: "/books/:bookOid/chapters/update-reference",
    summary: "Renumber every cross-reference of the book (a background task)",
    params: bookPathSchema,
    data: userTaskSchema,
  },
});
