// Common lists every form may read (shell §7 Others): the subjects a book is filed under.
import { z } from "zod";
import { defineCalls } from "./contract.ts";
import { listSchema } from "./envelope.ts";

export const subjectSchema = z.object({ code: z.string(), name: z.string() });

export const commonCalls = defineCalls("commons", {
  subjects: {
    method: "GET",
    path: "/commons/subjects",
    summary: "The subjects a book may be filed under (kept as data in packages/shared/src/subjects.ts)",
    data: listSchema(subjectSchema),
  },
});
