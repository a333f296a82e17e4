// Mind-map calls (shell §7 Files > Mind maps) under .../files/:fileOid/mind-maps. A mind map keeps
// mind-elixir's own JSON (`data`), a title, and the IMAGE attachment the card shows as its cover.
import { z } from "zod";
import { KNOWLEDGE_TEXTS } from "../media-texts/knowledge.ts";
import { formatMessage, VALIDATION_MESSAGES as M } from "../messages.ts";
import { isSafeUrl } from "../validation/safe-url.ts";
import { zOid } from "../validation/zod.ts";
import { filePathSchema } from "./book-workspace.ts";
import { FILE_CALL_PATH } from "./content.ts";
import { defineCalls } from "./contract.ts";

export const MIND_MAP_LIMITS = {
  /** The map's JSON: far above any map a person draws, small enough for one request. */
  maxDataBytes: 1024 * 1024,
  maxTitleLength: 255,
  maxTopicLength: 2000,
} as const;

/** Links a topic opens or shows: web addresses and same-site paths only, never javascript: and the like. */
const zTopicUrl = z
  .string()
  .max(4096, M.invalidType)
  .refine((url) => url.trim() === "" || isSafeUrl(url, { relative: true }), M.invalidType);

/**
 * A CSS value the library writes into a style (topic colours, arrow strokes, theme variables):
 * nothing that fetches or evaluates, so a stored map cannot make its readers' browsers call out.
 */
const zCssValue = z
  .string()
  .max(200, M.invalidType)
  .refine((value) => !/url\s*\(|expression\s*\(|@import|javascript:|[<>]/i.test(value), M.invalidType);
const zCssValues = z.record(z.string().max(64, M.invalidType), zCssValue);

/** Labels of arrows and summaries; the editor draws them as text (the library alone would draw HTML). */
const zLabel = z.string().max(MIND_MAP_LIMITS.maxTopicLength, M.invalidType);
const zTopicId = z.string().min(1, M.required).max(64, M.invalidType);

export interface MindMapTopic {
  id: string;
  topic: string;
  hyperLink?: string;
  image?: { url: string; width: number; height: number };
  style?: Record<string, string>;
  children?: MindMapTopic[];
  [key: string]: unknown;
}

/**
 * One topic of mind-elixir's tree. Unknown fields (tags, icons, expanded...) pass as the library
 * writes them, except `dangerouslySetInnerHTML`, which the library would draw as HTML in every
 * reader's page.
 */
export const mindMapTopicSchema: z.ZodType<MindMapTopic> = z
  .looseObject({
    id: zTopicId,
    topic: z.string().max(MIND_MAP_LIMITS.maxTopicLength, M.invalidType),
    hyperLink: zTopicUrl.optional(),
    image: z.looseObject({ url: zTopicUrl, width: z.number(), height: z.number() }).optional(),
    style: zCssValues.optional(),
    branchColor: zCssValue.optional(),
    get children() {
      return z.array(mindMapTopicSchema).optional();
    },
  })
  .refine((topic) => !("dangerouslySetInnerHTML" in topic), M.invalidType);

const mindMapArrowSchema = z.looseObject({
  id: zTopicId,
  label: zLabel,
  from: zTopicId,
  to: zTopicId,
  style: zCssValues.optional(),
});

const mindMapSummarySchema = z.looseObject({
  id: zTopicId,
  label: zLabel,
  parent: zTopicId,
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  style: zCssValues.optional(),
});

const mindMapThemeSchema = z.looseObject({
  name: z.string().max(64, M.invalidType),
  palette: z.array(zCssValue).max(64).optional(),
  cssVar: zCssValues.optional(),
});

export const mindMapDataSchema = z
  .looseObject({
    nodeData: mindMapTopicSchema,
    arrows: z.array(mindMapArrowSchema).optional(),
    summaries: z.array(mindMapSummarySchema).optional(),
    theme: mindMapThemeSchema.optional(),
  })
  .refine(
    (data) => new TextEncoder().encode(JSON.stringify(data)).length <= MIND_MAP_LIMITS.maxDataBytes,
    KNOWLEDGE_TEXTS.mindMap.dataTooLarge,
  );
export type MindMapData = z.infer<typeof mindMapDataSchema>;

export const mindMapBodySchema = z.object({
  title: z
    .string()
    .trim()
    .max(MIND_MAP_LIMITS.maxTitleLength, formatMessage(M.tooLong, { n: MIND_MAP_LIMITS.maxTitleLength })),
  data: mindMapDataSchema,
  /** An IMAGE attachment of the file's book (the map drawn as SVG when saved); null removes the cover. */
  coverAttachmentOid: zOid.nullable().optional(),
});
export type MindMapBody = z.infer<typeof mindMapBodySchema>;

export const mindMapPathSchema = filePathSchema.extend({ mindMapOid: zOid });
export type MindMapPath = z.infer<typeof mindMapPathSchema>;

export const copyMindMapBodySchema = z.object({
  /** A content file the caller may edit; the copy's card is added at the end of its document. */
  targetFileOid: zOid,
});
export type CopyMindMapBody = z.infer<typeof copyMindMapBodySchema>;

export const mindMapSchema = z.object({
  oid: z.string(),
  fileOid: z.string(),
  title: z.string(),
  data: mindMapDataSchema,
  coverAttachmentOid: z.string().nullable(),
  /** A short-lived link to the cover (the card keeps the oid and asks the media links for a fresh one). */
  coverUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MindMap = z.infer<typeof mindMapSchema>;

export const copiedMindMapSchema = z.object({
  mindMap: mindMapSchema,
  /** Where the copy lives, and the target document's version with its card added. */
  target: filePathSchema,
  version: z.number().int(),
});
export type CopiedMindMap = z.infer<typeof copiedMindMapSchema>;

const mindMaps = `${FILE_CALL_PATH}/mind-maps`;
const mindMap = `${mindMaps}/:mindMapOid`;

export const mindMapCalls = defineCalls("mind-maps", {
  create: {
    method: "POST",
    path: mindMaps,
    summary: "A new mind map of the file",
    params: filePathSchema,
    body: mindMapBodySchema,
    data: mindMapSchema,
    timeout: "content",
  },
  get: {
    method: "GET",
    path: mindMap,
    summary: "One mind map with a fresh link to its cover",
    params: mindMapPathSchema,
    data: mindMapSchema,
    timeout: "content",
  },
  update: {
    method: "PUT",
    path: mindMap,
    summary: "Replace a mind map's title, data and cover",
    params: mindMapPathSchema,
    body: mindMapBodySchema,
    data: mindMapSchema,
    timeout: "content",
  },
  copy: {
    method: "POST",
    path: `${mindMap}/copy`,
    summary: "Copy a mind map into another file of the book, its card added at the end",
    params: mindMapPathSchema,
    body: copyMindMapBodySchema,
    data: copiedMindMapSchema,
    timeout: "content",
  },
});
