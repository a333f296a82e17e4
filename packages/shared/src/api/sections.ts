// Section calls (shell §7 Sections): the sections of a chapter. A copy runs as a background task.
import { z } from "zod";
import {
  batchDeleteBodySchema,
  chapterPathSchema,
  nameBodySchema,
  sectionNodeSchema,
  sectionPathSchema,
} from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { listSchema } from "./envelope.ts";
import { copySectionBodySchema, userTaskSchema } from "./tasks.ts";

const sections = "/books/:bookOid/chapters/:chapterOid/sections";

export const sectionCalls = defineCalls("sections", {
  list: {
    method: "GET",
    path: sections,
    summary: "The chapter's sections, each with its files",
    params: chapterPathSchema,
    data: listSchema(sectionNodeSchema),
  },
  get: {
    method: "GET",
    path: `${sections}/:sectionOid`,
    summary: "One section with its files",
    params: sectionPathSchema,
    data: sectionNodeSchema,
  },
  create: {
    method: "POST",
    path: sections,
    summary: "A new section at the end of the chapter",
    params: chapterPathSchema,
    body: nameBodySchema,
    data: sectionNodeSchema,
  },
  rename: {
    method: "PUT",
    path: `${sections}/:sectionOid`,
    summary: "Rename a section",
    params: sectionPathSchema,
    body: nameBodySchema,
    data: sectionNodeSchema,
  },
  batchDelete: {
    method: "PUT",
    path: `${sections}/batch-delete`,
    summary: "Delete sections (the typed phrase 确认删除章节 confirms)",
    params: chapterPathSchema,
    body: batchDeleteBodySchema,
    data: z.null(),
  },
  copy: {
    method: "POST",
    path: `${sections}/:sectionOid/copy`,
    summary: "Copy a section to the end of a chapter (a background task)",
    params: sectionPathSchema,
    body: copySectionBodySchema,
    data: userTaskSchema,
  },
});
