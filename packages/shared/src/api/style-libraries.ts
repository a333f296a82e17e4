// Style-library calls (shell §7): whole looks saved by the book's organisation, so any of its books
// can take one.
import { z } from "zod";
import { bookPathSchema } from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { listSchema } from "./envelope.ts";
import {
  createStyleLibraryBodySchema,
  sortBodySchema,
  styleLibraryPathSchema,
  styleLibrarySchema,
  updateStyleLibraryBodySchema,
} from "./styles.ts";

const libraries = listSchema(styleLibrarySchema);

export const styleLibraryCalls = defineCalls("style-libraries", {
  list: {
    method: "GET",
    path: "/books/:bookOid/style-libraries",
    summary: "The style libraries of the book's organisation, by position",
    params: bookPathSchema,
    data: libraries,
  },
  create: {
    method: "POST",
    path: "/books/:bookOid/style-libraries",
    summary: "Save a look as a library (without items, the book's current look)",
    params: bookPathSchema,
    body: createStyleLibraryBodySchema,
    data: styleLibrarySchema,
  },
  sort: {
    method: "PUT",
    path: "/books/:bookOid/style-libraries/sort",
    summary: "Reorder the organisation's style libraries",
    params: bookPathSchema,
    body: sortBodySchema,
    data: libraries,
  },
  update: {
    method: "PUT",
    path: "/books/:bookOid/style-libraries/:libraryOid",
    summary: "Rename a style library or replace its look",
    params: styleLibraryPathSchema,
    body: updateStyleLibraryBodySchema,
    data: styleLibrarySchema,
  },
  delete: {
    method: "DELETE",
    path: "/books/:bookOid/style-libraries/:libraryOid",
    summary: "Delete a style library",
    params: styleLibraryPathSchema,
    data: z.null(),
  },
});
