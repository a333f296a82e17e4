// WORD_IMPORT, parse kind: reads the uploaded file and leaves the proposed tree in the task's
// output. Nothing is written to the book; the import reads the file again (read-word.ts is
// deterministic), so the output holds titles and counts, not the documents.
import { WORD_IMPORT_TEXTS, type WordProposal, wordLevelsSchema } from "@textbook/shared";
import { z } from "zod";
import { TaskFailure, type TaskHandler } from "../../jobs/task-handler.ts";
import { readSummary, readWordSource } from "./word-source.ts";

const TEXTS = WORD_IMPORT_TEXTS.task;

export const parseWordParams = z.object({
  bookOid: z.string(),
  attachmentOid: z.string(),
  levels: wordLevelsSchema,
});
export type ParseWordParams = z.infer<typeof parseWordParams>;

export const parseWordHandler: TaskHandler<ParseWordParams> = {
  type: "WORD_IMPORT",
  params: parseWordParams,
  async perform(run, params) {
    let proposal: WordProposal | null = null;
    await run.step(TEXTS.readStep, async () => {
      const reading = await readWordSource(run.deps, params.attachmentOid, params.levels);
      if (reading.problem !== undefined) throw new TaskFailure(reading.problem);
      await reading.close();
      proposal = reading.proposal;
      return readSummary(reading.proposal);
    });
    await run.progress(100);
    return { bookOid: params.bookOid, wordProposal: proposal ?? undefined };
  },
};
