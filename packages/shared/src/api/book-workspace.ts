// Book workspace calls (issue 3): book detail and members, the chapter > section > file tree, and
// the bodies that change it. Paths are in docs/api-contract.md.
import { z } from "zod";
import { UI } from "../constants.ts";
import { BOOK_ROLES, BOOK_STATES, ORG_TYPES, PUBLISH_STATES, TEXTBOOK_TYPES } from "../dictionaries.ts";
import { CONTENT_TEXTS, VALIDATION_MESSAGES as M } from "../messages.ts";
import { DELETE_CONFIRM_PHRASE } from "../validation/rules.ts";
import { zOid, zRequiredText } from "../validation/zod.ts";

/**
 * Path parameters of the book workspace calls: each level names its parent, so a child id is always
 * checked against the book (and chapter, section) in the path.
 */
export const bookPathSchema = z.object({ bookOid: zOid });
export const chapterPathSchema = bookPathSchema.extend({ chapterOid: zOid });
export const sectionPathSchema = chapterPathSchema.extend({ sectionOid: zOid });
export const filePathSchema = sectionPathSchema.extend({ fileOid: zOid });
export type ChapterPath = z.infer<typeof chapterPathSchema>;
export type SectionPath = z.infer<typeof sectionPathSchema>;
export type FilePath = z.infer<typeof filePathSchema>;

/**
 * What a stored file is. Only CONTENT files are created and opened: activities, readings and mind
 * maps live as blocks inside content files. The other types stay readable for files stored before,
 * which open in the same editor (docs/architecture/editor.md).
 */
export const CONTENT_FILE_TYPES = ["CONTENT", "ACTIVITY", "READING", "MIND_MAP"] as const;
export type ContentFileType = (typeof CONTENT_FILE_TYPES)[number];

/** What the caller may do with a book, computed by the server's policy and sent to the UI. */
export const bookAbilitiesSchema = z.object({
  update: z.boolean(),
  manageMembers: z.boolean(),
  editStructure: z.boolean(),
  editContent: z.boolean(),
  uploadMedia: z.boolean(),
  commit: z.boolean(),
  export: z.boolean(),
  /** The whole book's look: custom styles, style libraries, theme, colours, note titles, references. */
  editStyles: z.boolean(),
  /** A paragraph's, list's or heading's own style attributes in the editor's style panel. */
  editParagraphStyle: z.boolean(),
  /** POST /books/{id}/publish-apply. */
  applyPublish: z.boolean(),
  /** POST /books/{id}/build. */
  build: z.boolean(),
  /** POST /books/{id}/release (also refused until the application is approved). */
  release: z.boolean(),
  /** POST /books/{id}/push-to-* and the push records (issue 18 §2). */
  push: z.boolean(),
});
export type BookAbilities = z.infer<typeof bookAbilitiesSchema>;

/** How the book's captions are numbered and tagged (shell §7 note-title style); new captions follow it. */
export const bookNoteTitleSchema = z.object({
  noteTitleStyle: z.enum(["CHAPTER", "SECTION"]),
  noteTitleImageTag: z.string(),
  noteTitleTableTag: z.string(),
});
export type BookNoteTitle = z.infer<typeof bookNoteTitleSchema>;
/** A book that never chose a setting numbers by chapter with the schema's own tags. */
export const DEFAULT_BOOK_NOTE_TITLE: BookNoteTitle = {
  noteTitleStyle: "CHAPTER",
  noteTitleImageTag: CONTENT_TEXTS.captionImageTag,
  noteTitleTableTag: CONTENT_TEXTS.captionTableTag,
};

export const bookDetailSchema = z.object({
  oid: z.string(),
  name: z.string(),
  coverUrl: z.string().nullable(),
  subject: z.string().nullable(),
  description: z.string().nullable(),
  state: z.enum(BOOK_STATES),
  /** Where the book's publish application stands (issue 16 §3). */
  publishState: z.enum(PUBLISH_STATES),
  /** The edition readers get; null before the first release. */
  releasedEditionOid: z.string().nullable(),
  textbookType: z.enum(TEXTBOOK_TYPES),
  belongsToOrg: z.object({ oid: z.string(), name: z.string(), type: z.enum(ORG_TYPES) }),
  useSubjectResourceEnabled: z.boolean(),
  editorUseSubjectResourceEnabled: z.boolean(),
  mosoEditorOid: z.string().nullable(),
  contentDesignerOid: z.string().nullable(),
  techEditorOid: z.string().nullable(),
  completionRate: z.number().int().min(0).max(100),
  myRoles: z.array(z.enum(BOOK_ROLES)),
  abilities: bookAbilitiesSchema,
  noteTitle: bookNoteTitleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookDetail = z.infer<typeof bookDetailSchema>;

export const bookMemberSchema = z.object({
  userOid: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  role: z.enum(BOOK_ROLES),
  createdAt: z.string(),
});
export type BookMember = z.infer<typeof bookMemberSchema>;

export const addEditorsBodySchema = z.object({
  /** Members of the book's organisation, by phone number. */
  phoneNumbers: z
    .array(
      z
        .string()
        .trim()
        .regex(/^1\d{10}$/, M.phoneInvalid),
    )
    .min(1, M.required)
    .max(50),
  role: z.enum(BOOK_ROLES),
});
export const removeEditorsBodySchema = z.object({ userOids: z.array(zOid).min(1, M.required).max(50) });
export const completionRateBodySchema = z.object({
  completionRate: z
    .number({ error: M.numberRequired })
    .int(M.numberRequired)
    .min(0, M.numberRequired)
    .max(100, M.numberRequired),
});
export const coverBodySchema = z.object({ attachmentOid: zOid });

export const fileNodeSchema = z.object({
  oid: z.string(),
  name: z.string(),
  type: z.enum(CONTENT_FILE_TYPES),
  position: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type FileNode = z.infer<typeof fileNodeSchema>;

export const sectionNodeSchema = z.object({
  oid: z.string(),
  chapterOid: z.string(),
  name: z.string(),
  position: z.number().int(),
  files: z.array(fileNodeSchema),
});
export type SectionNode = z.infer<typeof sectionNodeSchema>;

export const chapterNodeSchema = z.object({
  oid: z.string(),
  bookOid: z.string(),
  name: z.string(),
  position: z.number().int(),
  committed: z.boolean(),
  sections: z.array(sectionNodeSchema),
});
export type ChapterNode = z.infer<typeof chapterNodeSchema>;

/** The longest chapter, section or file name; the forms stop typing there too. */
export const NODE_NAME_MAX_LENGTH = 200;

export const nameBodySchema = z.object({ name: zRequiredText(NODE_NAME_MAX_LENGTH) });
/** A new file is a content file; `type` may still be sent, but only as CONTENT. */
export const createFileBodySchema = z.object({
  name: zRequiredText(NODE_NAME_MAX_LENGTH),
  type: z.enum(["CONTENT"]).optional(),
});

/** Deleting chapters or sections needs the typed phrase 确认删除章节 (shell §2, §5). */
export const batchDeleteBodySchema = z.object({
  oids: z.array(zOid).min(1, M.required).max(500),
  confirmPhrase: z
    .string({ error: M.deleteConfirm })
    .max(UI.deleteConfirmMaxLength, M.deleteConfirm)
    .refine((phrase) => phrase === DELETE_CONFIRM_PHRASE, M.deleteConfirm),
});
export const oidsBodySchema = z.object({ oids: z.array(zOid).min(1, M.required).max(500) });

/** The whole order of a book after a drag: every chapter in order, each with its sections in order. */
export const composeBodySchema = z.object({
  chapters: z
    .array(z.object({ oid: zOid, sectionOids: z.array(zOid).max(1000) }))
    .min(1, M.required)
    .max(1000),
});
export type ComposeBody = z.infer<typeof composeBodySchema>;

/** The new order of a section's files. */
export const fileOrderBodySchema = z.object({ fileOids: z.array(zOid).max(1000) });

/** Copy a file (synchronously) to the end of a section, possibly in another book. */
export const copyFileBodySchema = z.object({ targetSectionOid: zOid });
