// File calls (shell §7 Files): the files of a section. A file's document and the resources of its
// blocks are other resources (content.ts, activities.ts, …) under the same path.
import { z } from "zod";
import {
  copyFileBodySchema,
  createFileBodySchema,
  fileNodeSchema,
  fileOrderBodySchema,
  filePathSchema,
  nameBodySchema,
  oidsBodySchema,
  sectionNodeSchema,
  sectionPathSchema,
} from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";

const files = "/books/:bookOid/chapters/:chapterOid/sections/:sectionOid/files";

export const fileCalls = defineCalls("files", {
  create: {
    method: "POST",
    path: files,
    summary: "A new file at the end of the section, with an empty document",
    params: sectionPathSchema,
    body: createFileBodySchema,
    data: fileNodeSchema,
  },
  rename: {
    method: "PUT",
    path: `${files}/:fileOid`,
    summary: "Rename a file",
    params: filePathSchema,
    body: nameBodySchema,
    data: fileNodeSchema,
  },
  order: {
    method: "PUT",
    path: `${files}/order`,
    summary: "The new order of the section's files",
    params: sectionPathSchema,
    body: fileOrderBodySchema,
    data: sectionNodeSchema,
  },
  delete: {
    method: "PUT",
    path: `${files}/deleted`,
    summary: "Delete files of the section",
    params: sectionPathSchema,
    body: oidsBodySchema,
    data: z.null(),
  },
  copy: {
    method: "POST",
    path: `${files}/:fileOid/copy`,
    summary: "Copy a file with its document to the end of a section, possibly of another book",
    params: filePathSchema,
    body: copyFileBodySchema,
    data: fileNodeSchema,
  },
});
