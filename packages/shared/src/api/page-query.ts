// The page and page size of every paged list call (books, tasks, attachments, revisions). Its own
// file so that a resource's calls can import another's schemas without an import cycle.
import { z } from "zod";
import { PAGINATION } from "../constants.ts";
import { formatMessage, VALIDATION_MESSAGES } from "../messages.ts";

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
