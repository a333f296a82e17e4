// The edition format: what a BUILD task writes to object storage and what the reader reads. An
// edition never changes after its build; everything lies under the storage prefix
// editions/<editionOid>/ and every path below (and every link inside the HTML) is relative to that
// root, never absolute, so the same objects serve share links, members and a static copy.
//
//   manifest.json                 editionManifestSchema, written LAST: an edition without it is
//                                 unfinished (the build still runs or failed)
//   style.css                     the book's look (bookStyleCss of its style items, the reading
//                                 rules the export uses) followed by KaTeX's stylesheet, whose fonts
//                                 lie under assets/katex/ (linked as url(assets/katex/…) relative to
//                                 the edition root). The blocks' own reader CSS (players, galleries,
//                                 quizzes) belongs to the reader bundle, not to the edition.
//   files/<fileOid>.html          an HTML FRAGMENT (no <html>/<head>): one
//                                 <article class="{BOOK_ROOT_CLASS}"> holding the file's content
//                                 rendered with renderNodeHtml (captions numbered, formulas
//                                 typeset); every stored media link is rewritten to
//                                 "assets/<attachmentOid>.<ext>" (relative to the edition root: the
//                                 reader resolves it against the edition's base URL)
//   files/<fileOid>.json          the stored document JSON (diffs; data the reader's blocks need)
//   activities/<activityOid>.json editionActivitySchema: every activity (quiz) a file references,
//                                 with its answers, so the reader grades in the browser
//   assets/<attachmentOid>.<ext>  every attachment the content uses, copied
//   search.json                   editionSearchSchema: the plain text per file
//
// Changes: fields may be ADDED (readers ignore what they do not know); renaming or removing one
// raises format.version.
import { z } from "zod";
import { activitySchema, topicSchema } from "../api/activities.ts";
import { EDITION_FORMAT } from "./edition-paths.ts";

/**
 * A relative path inside an edition as a reader may ask for it: segments of safe characters, no
 * "..", no leading slash. Anything else cannot name an edition object.
 */
export const editionObjectPathSchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/);

export const editionFileEntrySchema = z.object({
  oid: z.string(),
  title: z.string(),
  /** files/<fileOid>.html */
  path: z.string(),
  /** files/<fileOid>.json */
  jsonPath: z.string(),
  /**
   * The file's saved version the edition holds (what changed since is a newer version); optional,
   * as it came after the format's first readers.
   */
  version: z.number().int().optional(),
});
export type EditionFileEntry = z.infer<typeof editionFileEntrySchema>;

export const editionSectionSchema = z.object({
  oid: z.string(),
  title: z.string(),
  files: z.array(editionFileEntrySchema),
});
export type EditionSection = z.infer<typeof editionSectionSchema>;

export const editionChapterSchema = z.object({
  oid: z.string(),
  title: z.string(),
  sections: z.array(editionSectionSchema),
});
export type EditionChapter = z.infer<typeof editionChapterSchema>;

export const editionManifestSchema = z.object({
  format: z.object({ name: z.literal(EDITION_FORMAT.name), version: z.literal(EDITION_FORMAT.version) }),
  edition: z.object({
    oid: z.string(),
    /** 1, 2, 3… per book. */
    number: z.number().int().positive(),
    /** ISO 8601. */
    builtAt: z.string(),
  }),
  book: z.object({
    oid: z.string(),
    name: z.string(),
    /** assets/<attachmentOid>.<ext> of the cover, or null when the book has none. */
    coverPath: z.string().nullable(),
  }),
  /** Chapters → sections → files in reading order. */
  toc: z.array(editionChapterSchema),
  /**
   * Every attachment copied, its oid → assets/<oid>.<ext>: how the reader finds the file of a block
   * that keeps only its oid (a 3D model, a document, an inline video). Added after the format's
   * first readers, which guessed the extension from the file's name.
   */
  assets: z.record(z.string(), z.string()).optional(),
  /** Stylesheets to link, in order, relative to the edition root. */
  stylesheets: z.array(z.string()),
  /** The search index's path. */
  search: z.string(),
});
export type EditionManifest = z.infer<typeof editionManifestSchema>;

export const editionSearchEntrySchema = z.object({
  fileOid: z.string(),
  title: z.string(),
  text: z.string(),
});
export const editionSearchSchema = z.array(editionSearchEntrySchema);
export type EditionSearchEntry = z.infer<typeof editionSearchEntrySchema>;

/**
 * activities/<activityOid>.json: the activity as its GET call answers it and its topics WITH their
 * answers (as GET …/topics answers them); the reader grades against them in the browser.
 */
export const editionActivitySchema = z.object({
  activity: activitySchema,
  topics: z.array(topicSchema),
});
export type EditionActivity = z.infer<typeof editionActivitySchema>;
