// The advanced-style lock's calls (STYLE_EDITING in styles.ts): the settings screen holds the book's
// lock while it is open and lets it go when it closes.
import { z } from "zod";
import { bookPathSchema } from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { styleEditingSchema } from "./styles.ts";

export const styleEditingCalls = defineCalls("style-editing", {
  hold: {
    method: "PUT",
    path: "/books/:bookOid/custom-styles/editing",
    summary: "Take or renew the book's advanced-style lock",
    params: bookPathSchema,
    data: styleEditingSchema,
  },
  release: {
    method: "DELETE",
    path: "/books/:bookOid/custom-styles/editing",
    summary: "Release the caller's advanced-style lock",
    params: bookPathSchema,
    data: z.null(),
  },
});
