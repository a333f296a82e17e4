// The theme call (shell §7): the book's theme colour, from which the component backgrounds follow.
import { bookPathSchema } from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { customStylesSchema, themeBodySchema } from "./styles.ts";

export const themeCalls = defineCalls("theme", {
  set: {
    method: "POST",
    path: "/books/:bookOid/theme",
    summary: "Set the theme colour (no task); answers the book's look after the change",
    params: bookPathSchema,
    body: themeBodySchema,
    data: customStylesSchema,
  },
});
