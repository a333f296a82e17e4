// Share links and the reader's access to editions (issue 16 §4): a link lets people without an
// account read a book's edition until it expires or is revoked; members of the book's organisation
// read any edition signed in. The reader fetches an edition's objects under the `base` an entry
// call answers (docs/architecture/publishing.md, "Reader and share links").
import { z } from "zod";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { READER_ENTRY_PATHS } from "../reader/reader-paths.ts";
import { zOid } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { listSchema } from "./envelope.ts";

export const SHARE_LINK_STATES = ["ACTIVE", "EXPIRED", "REVOKED"] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];

export const shareLinkSchema = z.object({
  oid: z.string(),
  bookOid: z.string(),
  /** null: the edition released when the link is opened. */
  editionOid: z.string().nullable(),
  editionNumber: z.number().int().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(SHARE_LINK_STATES),
  createdAt: z.string(),
  creator: z.object({ oid: z.string(), fullName: z.string() }),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** Only the creation answers the token: it is stored as a hash and cannot be read again. */
export const createdShareLinkSchema = shareLinkSchema.extend({
  token: z.string(),
  /** The page's path (shareLinkPath); the web prefixes its origin. */
  path: z.string(),
});
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export const createShareLinkBodySchema = z.object({
  editionOid: zOid.nullable().default(null),
  /** Later than now and at most SHARE_LINK_MAX_DAYS after it (checked by the server's clock). */
  expiresAt: z.iso.datetime({ offset: true, error: M.invalidType }),
});
export type CreateShareLinkBody = z.input<typeof createShareLinkBodySchema>;

const bookParamsSchema = z.object({ id: zOid });
const shareLinkParamsSchema = z.object({ id: zOid });

/** A share link's token as its page carries it (randomBytes(32) in base64url). */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, M.invalidType);

/** Where the reader finds an edition and with which access. */
export const readerEntrySchema = z.object({
  book: z.object({ oid: z.string(), name: z.string() }),
  edition: z.object({ oid: z.string(), number: z.number().int() }),
  /**
   * The edition's root for the reader: `/api/editions/{oid}/objects/{key}/`; every edition path
   * (manifest.json, files/…, assets/…) is fetched under it, and relative links inside style.css
   * resolve against it by themselves.
   */
  base: z.string(),
  /** READER: a reader's own login, for a book pushed to them (issue 18, api/reader-shelf.ts). */
  access: z.enum(["SHARE", "MEMBER", "READER"]),
  /** When the access ends: the share link's expiry, or the member key's (the reader asks again). */
  expiresAt: z.string(),
});
export type ReaderEntry = z.infer<typeof readerEntrySchema>;

export const shareLinkCalls = defineCalls("share-links", {
  create: {
    method: "POST",
    path: "/books/:id/share-links",
    summary: "A share link to the book's edition (or to whatever edition is released when opened)",
    params: bookParamsSchema,
    body: createShareLinkBodySchema,
    data: createdShareLinkSchema,
  },
  list: {
    method: "GET",
    path: "/books/:id/share-links",
    summary: "The book's share links, newest first, revoked and expired ones included",
    params: bookParamsSchema,
    data: listSchema(shareLinkSchema),
  },
  revoke: {
    method: "DELETE",
    path: "/share-links/:id",
    summary: "Revoke a share link: it opens nothing from now on",
    params: shareLinkParamsSchema,
    data: shareLinkSchema,
  },
});

export const readerCalls = defineCalls("reader", {
  openShared: {
    method: "GET",
    path: READER_ENTRY_PATHS.openShared,
    summary: "The book and edition a share link opens (no login; answers 链接已过期 / 链接已失效)",
    params: z.object({ token: shareTokenSchema }),
    data: readerEntrySchema,
  },
  openEdition: {
    method: "GET",
    path: READER_ENTRY_PATHS.openEdition,
    summary: "An edition for a signed-in member of the book's organisation",
    params: z.object({ id: zOid }),
    data: readerEntrySchema,
  },
  object: {
    method: "GET",
    path: "/editions/:editionOid/objects/:key/*",
    summary: "An object of an edition under a reader key (no bearer token; immutable; Range requests)",
    params: z.object({
      editionOid: zOid,
      key: z.string().min(1).max(200),
      "*": z.string().min(1).max(300),
    }),
    data: z.never(),
    bytes: true,
  },
});
