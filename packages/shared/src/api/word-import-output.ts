// What a Word import's tasks leave in their output: the parse's proposal and the import's result.
// Apart from word-imports.ts so the task schema (tasks.ts) can carry them without an import cycle.
import { z } from "zod";

const counted = { id: z.string(), title: z.string(), words: z.number().int() };

/** The parse task's proposal: the tree with word counts; ids name the parsed pieces. */
export const wordProposalSchema = z.object({
  chapters: z.array(
    z.object({
      ...counted,
      sections: z.array(z.object({ ...counted, files: z.array(z.object(counted)) })),
    }),
  ),
  words: z.number().int(),
  images: z.number().int(),
  tables: z.number().int(),
  /** Problems found while reading (Chinese), shown before anything is written. */
  notes: z.array(z.string()),
});
export type WordProposal = z.infer<typeof wordProposalSchema>;

/** What the import wrote and what it could not map (the report is the task's attachment). */
export const wordImportResultSchema = z.object({
  chapters: z.number().int(),
  sections: z.number().int(),
  files: z.number().int(),
  images: z.number().int(),
  /** Unmapped elements by kind (Chinese name → count). */
  unmapped: z.record(z.string(), z.number().int()),
});
export type WordImportResult = z.infer<typeof wordImportResultSchema>;
