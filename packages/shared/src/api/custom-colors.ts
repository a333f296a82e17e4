// Custom-colour calls (shell §7): the colours a book keeps beside the palette.
import { z } from "zod";
import { bookPathSchema } from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { listSchema } from "./envelope.ts";
import { customColorBodySchema, customColorPathSchema, customColorSchema } from "./styles.ts";

export const customColorCalls = defineCalls("custom-colors", {
  list: {
    method: "GET",
    path: "/books/:bookOid/custom-colors",
    summary: "The book's custom colours, oldest first",
    params: bookPathSchema,
    data: listSchema(customColorSchema),
  },
  add: {
    method: "POST",
    path: "/books/:bookOid/custom-colors",
    summary: "Keep a colour (one the book has answers as it is)",
    params: bookPathSchema,
    body: customColorBodySchema,
    data: customColorSchema,
  },
  delete: {
    method: "DELETE",
    path: "/books/:bookOid/custom-colors/:colorOid",
    summary: "Forget a custom colour",
    params: customColorPathSchema,
    data: z.null(),
  },
});
