// Custom-library calls (shell §7): a block's style saved under a name, so the book's authors give
// other blocks of that type the same look.
import { z } from "zod";
import { bookPathSchema } from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { listSchema } from "./envelope.ts";
import {
  createCustomLibraryBodySchema,
  customLibraryPathSchema,
  customLibrarySchema,
  sortBodySchema,
  updateCustomLibraryBodySchema,
} from "./styles.ts";

const libraries = listSchema(customLibrarySchema);

export const customLibraryCalls = defineCalls("custom-libraries", {
  list: {
    method: "GET",
    path: "/books/:bookOid/custom-libraries",
    summary: "The book's custom libraries, by position",
    params: bookPathSchema,
    data: libraries,
  },
  create: {
    method: "POST",
    path: "/books/:bookOid/custom-libraries",
    summary: "Save a block's style under a name",
    params: bookPathSchema,
    body: createCustomLibraryBodySchema,
    data: customLibrarySchema,
  },
  sort: {
    method: "POST",
    path: "/books/:bookOid/custom-libraries/sort",
    summary: "Reorder the book's custom libraries",
    params: bookPathSchema,
    body: sortBodySchema,
    data: libraries,
  },
  rename: {
    method: "PUT",
    path: "/books/:bookOid/custom-libraries/:libraryOid",
    summary: "Rename a custom library",
    params: customLibraryPathSchema,
    body: updateCustomLibraryBodySchema,
    data: customLibrarySchema,
  },
  delete: {
    method: "DELETE",
    path: "/books/:bookOid/custom-libraries/:libraryOid",
    summary: "Delete a custom library",
    params: customLibraryPathSchema,
    data: z.null(),
  },
});
