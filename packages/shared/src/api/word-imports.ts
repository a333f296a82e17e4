// Word import (shell §1, §7): POST /books/{id}/parse-word-task reads an uploaded .docx (or .doc)
// and proposes a tree of chapters, sections and files; POST /books/{id}/import-word-task writes the
// tree, as the user edited it, into the book. Both are WORD_IMPORT tasks; the proposal travels in
// the parse task's output (docs/architecture/word-import.md).
import { z } from "zod";
import { zOid } from "../validation/zod.ts";
import { bookPathSchema, NODE_NAME_MAX_LENGTH } from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { userTaskSchema } from "./tasks.ts";

const MB = 1024 * 1024;

export const WORD_IMPORT_LIMITS = {
  maxBytes: 200 * MB,
  extensions: ["docx", "doc"],
} as const;

const headingLevel = z.number().int().min(1).max(6);

/** Which Word heading level starts a chapter, a section and (when set) a file of its own. */
export const wordLevelsSchema = z
  .object({
    chapter: headingLevel.default(1),
    section: headingLevel.default(2),
    /** null: everything under a section is one file, named after the section. */
    file: headingLevel.nullable().default(null),
  })
  .refine(
    (levels) => levels.chapter < levels.section && (levels.file === null || levels.section < levels.file),
    { message: "章、节、文件的标题级别须依次加深", path: ["section"] },
  );
export type WordLevels = z.output<typeof wordLevelsSchema>;

export const parseWordBodySchema = z.object({
  /** The uploaded .docx or .doc (POST /attachments, type DOCUMENT). */
  attachmentOid: zOid,
  levels: wordLevelsSchema.default({ chapter: 1, section: 2, file: null }),
});
export type ParseWordBody = z.input<typeof parseWordBodySchema>;
/** The body as the server reads it, defaults applied. */
export type ParsedWordBody = z.output<typeof parseWordBodySchema>;

const nodeTitle = z.string().trim().min(1).max(NODE_NAME_MAX_LENGTH);

/** The tree to write: titles as edited; each file takes one or more parsed files, merged in order. */
export const wordImportTreeSchema = z
  .array(
    z.object({
      title: nodeTitle,
      sections: z
        .array(
          z.object({
            title: nodeTitle,
            files: z
              .array(z.object({ title: nodeTitle, from: z.array(z.string().max(64)).min(1).max(500) }))
              .min(1)
              .max(500),
          }),
        )
        .min(1)
        .max(500),
    }),
  )
  .min(1)
  .max(500);
export type WordImportTree = z.infer<typeof wordImportTreeSchema>;

export const importWordBodySchema = z.object({
  parseTaskOid: zOid,
  tree: wordImportTreeSchema,
  /** New chapters at the end of the book, or the tree's sections appended to one chapter. */
  target: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("append") }),
    z.object({ kind: z.literal("chapter"), chapterOid: zOid }),
  ]),
});
export type ImportWordBody = z.infer<typeof importWordBodySchema>;

export const wordImportCalls = defineCalls("word-imports", {
  parseWord: {
    method: "POST",
    path: "/books/:bookOid/parse-word-task",
    summary:
      "Read an uploaded .docx (or .doc) and propose chapters, sections and files (a WORD_IMPORT task; its output holds the proposal)",
    params: bookPathSchema,
    body: parseWordBodySchema,
    data: userTaskSchema,
  },
  importWord: {
    method: "POST",
    path: "/books/:bookOid/import-word-task",
    summary:
      "Write a parsed Word document's tree into the book (a WORD_IMPORT task with progress; all or nothing, with a report)",
    params: bookPathSchema,
    body: importWordBodySchema,
    data: userTaskSchema,
  },
});
