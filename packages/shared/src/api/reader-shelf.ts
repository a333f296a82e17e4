// The reader's shelf (issue 18 §1): the books pushed to the signed-in reader, each opening the
// book's current released edition. READER session only (api/reader-accounts.ts).
import { z } from "zod";
import { READER_SHELF_PATHS } from "../reader/reader-paths.ts";
import { zOid } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { listSchema } from "./envelope.ts";
import { readerEntrySchema } from "./share-links.ts";

export const shelfBookSchema = z.object({
  book: z.object({ oid: z.string(), name: z.string(), coverUrl: z.string().nullable() }),
  edition: z.object({ oid: z.string(), number: z.number().int() }),
  /** When the latest standing push of the book reached this reader. */
  pushedAt: z.string(),
});
export type ShelfBook = z.infer<typeof shelfBookSchema>;

export const readerShelfCalls = defineCalls("reader-shelf", {
  shelf: {
    method: "GET",
    path: READER_SHELF_PATHS.shelf,
    summary: "The books pushed to the reader (standing pushes, released books), latest push first",
    data: listSchema(shelfBookSchema),
  },
  openBook: {
    method: "GET",
    path: READER_SHELF_PATHS.openBook,
    summary: "The reader's entry for a pushed book: its current released edition (access READER)",
    params: z.object({ bookOid: zOid }),
    data: readerEntrySchema,
  },
});
