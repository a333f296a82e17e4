// Reading calls (shell §7 Files > Readings) under .../files/:fileOid: an extended reading's title,
// type label and resources (content §3.14). The document's extendedReading node keeps the
// reading's oid and a copy of these fields, so it draws without a call.
import { z } from "zod";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { url as urlRule } from "../validation/rules.ts";
import { zOid, zRequiredText } from "../validation/zod.ts";
import { filePathSchema } from "./book-workspace.ts";
import { FILE_CALL_PATH } from "./content.ts";
import { defineCalls } from "./contract.ts";

/** At most this many resources in one reading. */
export const READING_MAX_RESOURCES = 50;

/** A web address (shell §5 url rule: http or https), required where it is asked for. */
export const zHttpUrl = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .max(2000, M.url)
  .refine((value) => urlRule(value) === null, M.url);

/** A resource is a web address (LINK) or an uploaded file of the book (ATTACHMENT). */
export const readingResourceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("LINK"), title: zRequiredText(200), url: zHttpUrl }),
  z.object({
    kind: z.literal("ATTACHMENT"),
    title: zRequiredText(200),
    attachmentOid: zOid,
    fileName: z.string().trim().max(255).optional(),
  }),
]);
export type ReadingResource = z.infer<typeof readingResourceSchema>;

export const readingBodySchema = z.object({
  /** What kind of reading it is; the block and its label default to EXTENDED_READING / 拓展阅读. */
  type: zRequiredText(32),
  typeName: z.string().trim().max(64).default(""),
  title: z.string().trim().max(255).default(""),
  resources: z.array(readingResourceSchema).max(READING_MAX_RESOURCES),
});
export type ReadingBody = z.infer<typeof readingBodySchema>;

export const readingPathSchema = filePathSchema.extend({ readingOid: zOid });
export type ReadingPath = z.infer<typeof readingPathSchema>;

export const readingSchema = z.object({
  oid: z.string(),
  fileOid: z.string(),
  type: z.string(),
  typeName: z.string(),
  title: z.string(),
  resources: z.array(readingResourceSchema),
  updatedAt: z.string(),
});
export type Reading = z.infer<typeof readingSchema>;

const readings = `${FILE_CALL_PATH}/readings`;

export const readingCalls = defineCalls("readings", {
  create: {
    method: "POST",
    path: readings,
    summary: "A new extended reading of the file",
    params: filePathSchema,
    body: readingBodySchema,
    data: readingSchema,
    timeout: "content",
  },
  update: {
    method: "PUT",
    path: `${readings}/:readingOid`,
    summary: "Change an extended reading's type, label, title and resources",
    params: readingPathSchema,
    body: readingBodySchema,
    data: readingSchema,
    timeout: "content",
  },
});
