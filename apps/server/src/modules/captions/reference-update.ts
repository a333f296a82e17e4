// REFERENCE_UPDATE (shell §7 update reference): every cross reference of the book reads its target
// caption's current label, wherever in the book it is; a missing or hidden target makes it type 3.
import { z } from "zod";
import type { TaskHandler } from "../../jobs/task-handler.ts";
import { rewriteBookCaptions } from "./rewrite-book-captions.ts";

const referenceParams = z.object({ bookOid: z.string() });
export type ReferenceParams = z.infer<typeof referenceParams>;

export const referenceUpdateHandler: TaskHandler<ReferenceParams> = {
  type: "REFERENCE_UPDATE",
  params: referenceParams,
  async perform(run, { bookOid }) {
    // Captions stay as they are; only the references are resolved again.
    await rewriteBookCaptions(run, bookOid, { captionsOf: (doc) => doc, rewrite: (doc) => doc });
    return { bookOid };
  },
};
