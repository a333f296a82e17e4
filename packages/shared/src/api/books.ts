import { z } from "zod";
import { PAGINATION } from "../constants.ts";
import { BOOK_ROLES, BOOK_STATES, TEXTBOOK_TYPES } from "../dictionaries.ts";
import { formatMessage, VALIDATION_MESSAGES } from "../messages.ts";
import { zKeyword } from "../validation/zod.ts";

export const pageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGINATION.maxPage, formatMessage(VALIDATION_MESSAGES.lte, { n: PAGINATION.maxPage }))
    .default(PAGINATION.defaultPage),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (size) => (PAGINATION.pageSizes as readonly number[]).includes(size),
      "每页条数只能是 10、20、50 或 100",
    )
    .default(PAGINATION.defaultPageSize),
});

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
  textbookType: z.enum(TEXTBOOK_TYPES),
  completionRate: z.number().int().min(0).max(100),
  chapterCount: z.number().int(),
  myRoles: z.array(z.enum(BOOK_ROLES)),
  updatedAt: z.string(),
});
export type BookListItem = z.infer<typeof bookListItemSchema>;
