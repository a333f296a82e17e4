// Custom-style calls (shell §7): the look the book sets over the catalogue's defaults. Saving and
// resetting rewrite every file's look, so they run as a task (UserTask) and the screen follows it
// through GET …/custom-styles/task-state (book-task-states.ts).
import { bookPathSchema } from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { customStylesSchema, styleItemsBodySchema } from "./styles.ts";
import { userTaskSchema } from "./tasks.ts";

export const customStyleCalls = defineCalls("custom-styles", {
  get: {
    method: "GET",
    path: "/books/:bookOid/custom-styles",
    summary: "The items the book sets (the rest keep their defaults)",
    params: bookPathSchema,
    data: customStylesSchema,
  },
  save: {
    method: "POST",
    path: "/books/:bookOid/custom-styles",
    summary: "Save the whole look (a CUSTOM_STYLE_UPDATE task)",
    params: bookPathSchema,
    body: styleItemsBodySchema,
    data: userTaskSchema,
  },
  reset: {
    method: "DELETE",
    path: "/books/:bookOid/custom-styles",
    summary: "Back to every default (a CUSTOM_STYLE_RESET task)",
    params: bookPathSchema,
    data: userTaskSchema,
  },
});
