// Book calls (shell §7 Books): the book list, one book, its cover, completion rate and team, and
// the whole-book tasks export and note-title style.
import { z } from "zod";
import { BOOK_ROLES, BOOK_STATES, PUBLISH_STATES, TEXTBOOK_TYPES } from "../dictionaries.ts";
import { zKeyword } from "../validation/zod.ts";
import {
  adminBookSchema,
  adminBooksQuerySchema,
  bookStateBodySchema,
  candidatesSchema,
  createBookBodySchema,
  deleteBookBodySchema,
  editorCandidatesQuerySchema,
  platformCandidatesQuerySchema,
  platformRolesBodySchema,
  updateBookBodySchema,
} from "./book-admin.ts";
import {
  addEditorsBodySchema,
  bookDetailSchema,
  bookMemberSchema,
  bookPathSchema,
  completionRateBodySchema,
  coverBodySchema,
  removeEditorsBodySchema,
} from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { listSchema, pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";
import { noteTitleStyleBodySchema } from "./styles.ts";
import { exportBookBodySchema, userTaskSchema } from "./tasks.ts";

export const contributedBooksQuerySchema = pageQuerySchema.extend({
  keyword: zKeyword,
  state: z.enum(BOOK_STATES).optional(),
});
export type ContributedBooksQuery = z.infer<typeof contributedBooksQuerySchema>;

export const bookListItemSchema = z.object({
  oid: z.string(),
  name: z.string(),
  subject: z.string().nullable(),
  description: z.string().nullable(),
  coverUrl: z.string().nullable(),
  state: z.enum(BOOK_STATES),
  /** How far its publish application got (shell §3): the card shows it once one was made. */
  publishState: z.enum(PUBLISH_STATES),
  textbookType: z.enum(TEXTBOOK_TYPES),
  completionRate: z.number().int().min(0).max(100),
  chapterCount: z.number().int(),
  myRoles: z.array(z.enum(BOOK_ROLES)),
  updatedAt: z.string(),
});
export type BookListItem = z.infer<typeof bookListItemSchema>;

const members = listSchema(bookMemberSchema);

export const bookCalls = defineCalls("books", {
  list: {
    method: "GET",
    path: "/books",
    summary:
      "Management area: a page of the books the caller oversees (every organisation's for system admins)",
    query: adminBooksQuerySchema,
    data: pageSchema(adminBookSchema),
  },
  create: {
    method: "POST",
    path: "/books",
    summary:
      "Create a book in an organisation with its chief editor (system admins, the organisation's admins)",
    body: createBookBodySchema,
    data: adminBookSchema,
  },
  editorCandidates: {
    method: "GET",
    path: "/books/editor-candidates",
    summary: "Members of an organisation who may become a book's chief editor, by name or phone",
    query: editorCandidatesQuerySchema,
    data: candidatesSchema,
  },
  platformCandidates: {
    method: "GET",
    path: "/books/platform-role-candidates",
    summary: "Users holding a platform system role, by name or phone (system admins)",
    query: platformCandidatesQuerySchema,
    data: candidatesSchema,
  },
  contributed: {
    method: "GET",
    path: "/books/contributed",
    summary: "A page of the current organisation's books the caller works on (all of them for its admins)",
    query: contributedBooksQuerySchema,
    data: pageSchema(bookListItemSchema),
  },
  get: {
    method: "GET",
    path: "/books/:bookOid",
    summary: "One book with what the caller may do with it",
    params: bookPathSchema,
    data: bookDetailSchema,
  },
  update: {
    method: "PUT",
    path: "/books/:bookOid",
    summary: "Edit a book's name, subject, type and introduction, or change its chief editor",
    params: bookPathSchema,
    body: updateBookBodySchema,
    data: adminBookSchema,
  },
  remove: {
    method: "DELETE",
    path: "/books/:bookOid",
    summary:
      "Delete a never-released book with its chapters, files and attachments (its name typed to confirm)",
    params: bookPathSchema,
    body: deleteBookBodySchema,
    data: z.null(),
  },
  setState: {
    method: "PUT",
    path: "/books/:bookOid/state",
    summary: "Move a book to another state by the state table (docs/architecture/administration.md)",
    params: bookPathSchema,
    body: bookStateBodySchema,
    data: adminBookSchema,
  },
  platformRoles: {
    method: "PUT",
    path: "/books/:bookOid/platform-roles",
    summary: "Assign the book's platform serve editor, content designer and technical editor (system admins)",
    params: bookPathSchema,
    body: platformRolesBodySchema,
    data: adminBookSchema,
  },
  cover: {
    method: "PUT",
    path: "/books/:bookOid/cover",
    summary: "Set the book's cover to an uploaded image",
    params: bookPathSchema,
    body: coverBodySchema,
    data: bookDetailSchema,
  },
  completionRate: {
    method: "PUT",
    path: "/books/:bookOid/completion-rate",
    summary: "Set how far the book is written (0-100)",
    params: bookPathSchema,
    body: completionRateBodySchema,
    data: bookDetailSchema,
  },
  editors: {
    method: "GET",
    path: "/books/:bookOid/editors",
    summary: "The book's team, chief editors first",
    params: bookPathSchema,
    data: members,
  },
  addEditors: {
    method: "POST",
    path: "/books/:bookOid/editors",
    summary: "Add organisation members to the team by phone, or give members a new role",
    params: bookPathSchema,
    body: addEditorsBodySchema,
    data: members,
  },
  removeEditors: {
    method: "POST",
    path: "/books/:bookOid/editors/remove",
    summary: "Remove members from the team",
    params: bookPathSchema,
    body: removeEditorsBodySchema,
    data: members,
  },
  export: {
    method: "POST",
    path: "/books/export",
    summary:
      "Export the book as a ZIP of HTML and JSON, an EPUB 3, a PDF for print or a DOCX (a background task)",
    body: exportBookBodySchema,
    data: userTaskSchema,
  },
  noteTitleStyle: {
    method: "POST",
    path: "/books/:bookOid/note-title-style",
    summary: "Set the caption style and renumber every caption of the book (a background task)",
    params: bookPathSchema,
    body: noteTitleStyleBodySchema,
    data: userTaskSchema,
  },
});
