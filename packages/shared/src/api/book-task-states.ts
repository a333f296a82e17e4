// Whole-book task states (shell §7): whether a task that rewrites the whole book waits or runs now,
// and the newest one, shown to any viewer of the book (the task center shows a task to its creator).
// One call per kind: custom styles (update or reset), note title, update reference.
import { bookPathSchema } from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { bookTaskStateSchema } from "./styles.ts";

export const bookTaskStateCalls = defineCalls("book-task-states", {
  customStyles: {
    method: "GET",
    path: "/books/:bookOid/custom-styles/task-state",
    summary: "The book's newest custom-style task (update or reset) and whether one runs",
    params: bookPathSchema,
    data: bookTaskStateSchema,
  },
  noteTitle: {
    method: "GET",
    path: "/books/:bookOid/check-note-title-task-state",
    summary: "The book's newest note-title task and whether one runs",
    params: bookPathSchema,
    data: bookTaskStateSchema,
  },
  updateReference: {
    method: "GET",
    path: "/books/:bookOid/check-update-reference-task-state",
    summary: "The book's newest update-reference task and whether one runs",
    params: bookPathSchema,
    data: bookTaskStateSchema,
  },
});
