// Background-style calls (shell §7): a content file's own page background; without one the file
// follows the book's.
import { filePathSchema } from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { backgroundStyleBodySchema } from "./styles.ts";

const path = "/books/:bookOid/chapters/:chapterOid/sections/:sectionOid/files/:fileOid/background-style";

export const backgroundStyleCalls = defineCalls("background-styles", {
  get: {
    method: "GET",
    path,
    summary: "The file's own page background, or null while it follows the book's",
    params: filePathSchema,
    data: backgroundStyleBodySchema.nullable(),
  },
  set: {
    method: "POST",
    path,
    summary: "Give the file its own page background",
    params: filePathSchema,
    body: backgroundStyleBodySchema,
    data: backgroundStyleBodySchema,
  },
});
