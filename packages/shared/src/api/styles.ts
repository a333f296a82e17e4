// Whole-book style calls (shell §7: custom styles, style libraries, custom colours, custom
// libraries, theme, note-title style, update reference, background style, task states). Work that
// rewrites the whole book answers a UserTask; the rest answers at once.
import { z } from "zod";
import { TASK_STATES } from "../dictionaries.ts";
import { BACKGROUND_TYPES, SHADINGS } from "../styles/style-catalogue.ts";
import { styleItemInputSchema, styleItemSchema } from "../styles/style-item.ts";
import { STYLE_TEXTS } from "../styles/style-texts.ts";
import { isBoxColor } from "../validation/colors.ts";
import { zJsonRecord, zOid, zRequiredText } from "../validation/zod.ts";
import { bookPathSchema } from "./book-workspace.ts";
import { userTaskSchema } from "./tasks.ts";

/** More items than the catalogue holds can only be a mistake; the catalogue has under 300. */
export const STYLE_ITEMS_MAX = 400;
export const STYLE_LIBRARY_NAME_MAX = 30;
export const STYLE_LIBRARIES_MAX = 50;
export const CUSTOM_COLORS_MAX = 30;
export const CUSTOM_LIBRARY_NAME_MAX = 30;
/** Saved block styles per book: enough for every block type's variants, not an unbounded list. */
export const CUSTOM_LIBRARIES_MAX = 100;

const zColor = z
  .string()
  .trim()
  .refine((value) => isBoxColor(value), STYLE_TEXTS.problems.color);

export const styleItemsBodySchema = z.object({
  items: z.array(styleItemInputSchema).max(STYLE_ITEMS_MAX),
});
export type StyleItemsBody = z.infer<typeof styleItemsBodySchema>;

const personSchema = z.object({ oid: z.string(), fullName: z.string() });

/** GET /books/{bookOid}/custom-styles: the items the book sets (the rest keep their defaults). */
export const customStylesSchema = z.object({
  items: z.array(styleItemSchema),
  /** Bumped by every saved change, so a page can tell its copy is old. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: personSchema.nullable(),
});
export type CustomStyles = z.infer<typeof customStylesSchema>;

/** The task-state GETs: whether a whole-book task of that kind runs now, and the newest one. */
export const bookTaskStateSchema = z.object({
  inProgress: z.boolean(),
  state: z.enum(TASK_STATES).nullable(),
  task: userTaskSchema.nullable(),
});
export type BookTaskState = z.infer<typeof bookTaskStateSchema>;

/** A saved whole look, kept by the organisation so any of its books can take it. */
export const styleLibrarySchema = z.object({
  oid: z.string(),
  name: z.string(),
  items: z.array(styleItemSchema),
  position: z.number().int(),
  creator: personSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StyleLibrary = z.infer<typeof styleLibrarySchema>;

export const styleLibraryPathSchema = bookPathSchema.extend({ libraryOid: zOid });
/** Without items, the library takes the book's current look. */
export const createStyleLibraryBodySchema = z.object({
  name: zRequiredText(STYLE_LIBRARY_NAME_MAX),
  items: z.array(styleItemInputSchema).max(STYLE_ITEMS_MAX).optional(),
});
export const updateStyleLibraryBodySchema = z
  .object({
    name: zRequiredText(STYLE_LIBRARY_NAME_MAX).optional(),
    items: z.array(styleItemInputSchema).max(STYLE_ITEMS_MAX).optional(),
  })
  .refine((body) => body.name !== undefined || body.items !== undefined, "请提供名称或样式");
export const sortBodySchema = z.object({ oids: z.array(zOid).min(1).max(200) });

export const customColorSchema = z.object({ oid: z.string(), color: z.string(), createdAt: z.string() });
export type CustomColor = z.infer<typeof customColorSchema>;
export const customColorBodySchema = z.object({ color: zColor });
export const customColorPathSchema = bookPathSchema.extend({ colorOid: zOid });

/**
 * A custom library: a block's style saved under a name (a node type and its style attributes), so
 * the book's authors apply the same look to other blocks of that type.
 */
export const customLibrarySchema = z.object({
  oid: z.string(),
  name: z.string(),
  nodeType: z.string(),
  attrs: z.record(z.string(), z.unknown()),
  position: z.number().int(),
  createdAt: z.string(),
});
export type CustomLibrary = z.infer<typeof customLibrarySchema>;
export const customLibraryPathSchema = bookPathSchema.extend({ libraryOid: zOid });
export const createCustomLibraryBodySchema = z.object({
  name: zRequiredText(CUSTOM_LIBRARY_NAME_MAX),
  nodeType: z.string().trim().min(1).max(64),
  attrs: zJsonRecord,
});
export const updateCustomLibraryBodySchema = z.object({ name: zRequiredText(CUSTOM_LIBRARY_NAME_MAX) });

/** POST /books/{bookOid}/theme: the theme colour, from which the component backgrounds follow. */
export const themeBodySchema = z.object({ themeColor: zColor });

export const NOTE_TITLE_IMAGE_TAGS = ["图", "Picture", "Figure"] as const;
export const NOTE_TITLE_TABLE_TAGS = ["表", "Table"] as const;
/** POST /books/{bookOid}/note-title-style: renumber every caption of the book in this style. */
export const noteTitleStyleBodySchema = z.object({
  noteTitleStyle: z.enum(["CHAPTER", "SECTION"]),
  imageTag: z.enum(NOTE_TITLE_IMAGE_TAGS),
  tableTag: z.enum(NOTE_TITLE_TABLE_TAGS),
});
export type NoteTitleStyleBody = z.infer<typeof noteTitleStyleBodySchema>;

/** A content file's own page background (POST …/files/{fileOid}/background-style). */
export const backgroundStyleBodySchema = z.object({
  backgroundType: z.enum(BACKGROUND_TYPES),
  backgroundColor: zColor.optional(),
  backgroundShading: z.enum(SHADINGS).optional(),
  backgroundImage: z
    .string()
    .trim()
    .max(2048)
    .regex(/^(?:https?:\/\/|\/api\/)[^\s"'()\\<>]+$/i, STYLE_TEXTS.problems.image)
    .optional(),
  attachmentOid: zOid.optional(),
});
export type BackgroundStyle = z.infer<typeof backgroundStyleBodySchema>;

/**
 * PUT /books/{bookOid}/custom-styles/editing: the settings screen holds the book's advanced-style
 * lock while it is open, renewing it every STYLE_EDITING.renewSeconds; a second user is refused
 * with error.editing-custom-style.failed and sees the screen read-only. DELETE releases it.
 */
export const STYLE_EDITING = { leaseSeconds: 60, renewSeconds: 20 } as const;
export const styleEditingSchema = z.object({ holder: personSchema, expiresAt: z.string() });
export type StyleEditing = z.infer<typeof styleEditingSchema>;
