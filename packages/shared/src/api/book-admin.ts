// The management area's book calls (issue 15 §4): the list across organisations, creating a book
// with its chief editor, editing it, moving it between states, the platform roles per book and
// deleting a never-released book. Rules are in docs/architecture/administration.md ("Books").
import { z } from "zod";
import { BOOK_STATES, type BookState, TEXTBOOK_TYPES } from "../dictionaries.ts";
import { BOOKS_ADMIN_TEXTS as T } from "../manage/books-texts.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { SUBJECT_NAMES } from "../subjects.ts";
import { zKeyword, zOid, zRequiredText } from "../validation/zod.ts";
import { pageQuerySchema } from "./page-query.ts";

export const BOOK_NAME_MAX_LENGTH = 200;
export const BOOK_DESCRIPTION_MAX_LENGTH = 2000;

export const adminBooksQuerySchema = pageQuerySchema.extend({
  keyword: zKeyword,
  state: z.enum(BOOK_STATES).optional(),
  /** Only system administrators may name another organisation than their current one. */
  orgOid: zOid.optional(),
});
export type AdminBooksQuery = z.infer<typeof adminBooksQuerySchema>;

const personSchema = z.object({ oid: z.string(), fullName: z.string(), phoneNumber: z.string() });
export type BookPerson = z.infer<typeof personSchema>;

/** The three platform roles of one book (shell §3, §6), each held by one user or nobody. */
export const PLATFORM_ROLE_FIELDS = ["mosoEditorOid", "contentDesignerOid", "techEditorOid"] as const;
export type PlatformRoleField = (typeof PLATFORM_ROLE_FIELDS)[number];
/** The system role a user must hold to be given each platform role of a book. */
export const PLATFORM_ROLE_SYS_ROLES = {
  mosoEditorOid: "MOSO_SERVE_EDITOR",
  contentDesignerOid: "MOSO_CONTENT_DESIGNER",
  techEditorOid: "MOSO_TECH_EDITOR",
} as const;
export type PlatformRoleSysRole = (typeof PLATFORM_ROLE_SYS_ROLES)[PlatformRoleField];

/** What the caller may do with one book in the management area (the server's rules, for the UI). */
export const bookAdminAbilitiesSchema = z.object({
  update: z.boolean(),
  platformRoles: z.boolean(),
  delete: z.boolean(),
  /** The states the caller may move the book to now. */
  stateTargets: z.array(z.enum(BOOK_STATES)),
});
export type BookAdminAbilities = z.infer<typeof bookAdminAbilitiesSchema>;

export const adminBookSchema = z.object({
  oid: z.string(),
  name: z.string(),
  subject: z.string().nullable(),
  description: z.string().nullable(),
  textbookType: z.enum(TEXTBOOK_TYPES),
  state: z.enum(BOOK_STATES),
  coverUrl: z.string().nullable(),
  /** fullName reads "parent / name" as in the organisation pickers. */
  org: z.object({ oid: z.string(), name: z.string(), fullName: z.string() }),
  chiefEditors: z.array(personSchema),
  platformRoles: z.object({
    mosoEditorOid: personSchema.nullable(),
    contentDesignerOid: personSchema.nullable(),
    techEditorOid: personSchema.nullable(),
  }),
  /** Set once a book has been released; such a book is archived, never deleted. */
  releasedBefore: z.boolean(),
  abilities: bookAdminAbilitiesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBook = z.infer<typeof adminBookSchema>;

const subjectField = z
  .string({ error: T.subjectRequired })
  .refine((name) => SUBJECT_NAMES.includes(name), T.subjectRequired);
const descriptionField = z
  .string()
  .trim()
  .max(BOOK_DESCRIPTION_MAX_LENGTH, M.tooLong.replace("{n}", String(BOOK_DESCRIPTION_MAX_LENGTH)))
  .optional();

const bookFields = {
  name: zRequiredText(BOOK_NAME_MAX_LENGTH),
  subject: subjectField,
  textbookType: z.enum(TEXTBOOK_TYPES, { error: T.textbookTypeRequired }),
  description: descriptionField,
};

export const createBookBodySchema = z.object({
  ...bookFields,
  orgOid: z.string({ error: M.orgRequired }).trim().min(1, M.orgRequired).max(64, M.invalidType),
  /** A member of that organisation; becomes the book's chief editor. */
  chiefEditorOid: z.string({ error: T.chiefEditorRequired }).trim().min(1, T.chiefEditorRequired).max(64),
});
export type CreateBookBody = z.infer<typeof createBookBodySchema>;

export const updateBookBodySchema = z.object({
  ...bookFields,
  /** When given and not already the chief editor: becomes it; the previous chief editors stay as editors. */
  chiefEditorOid: zOid.optional(),
});
export type UpdateBookBody = z.infer<typeof updateBookBodySchema>;

export const bookStateBodySchema = z.object({ state: z.enum(BOOK_STATES, { error: T.stateRequired }) });

export const platformRolesBodySchema = z.object({
  mosoEditorOid: zOid.nullable(),
  contentDesignerOid: zOid.nullable(),
  techEditorOid: zOid.nullable(),
});
export type PlatformRolesBody = z.infer<typeof platformRolesBodySchema>;

/** The book's name typed exactly: a typo deletes nothing. */
export const deleteBookBodySchema = z.object({
  confirmName: z
    .string({ error: T.confirmNameRequired })
    .min(1, T.confirmNameRequired)
    .max(BOOK_NAME_MAX_LENGTH),
});

export const candidatesQuerySchema = z.object({ keyword: zKeyword });
export const editorCandidatesQuerySchema = candidatesQuerySchema.extend({ orgOid: zOid });
export const platformCandidatesQuerySchema = candidatesQuerySchema.extend({
  role: z.enum(["MOSO_SERVE_EDITOR", "MOSO_CONTENT_DESIGNER", "MOSO_TECH_EDITOR"]),
});
/** How many people a picker offers for one keyword. */
export const CANDIDATES_LIMIT = 20;
export const candidatesSchema = z.object({ items: z.array(personSchema) });

/** Who moves a book between states: system administrators, or the book organisation's administrators. */
export type StateMover = "SYS_ADMIN" | "ORG_ADMIN";
export interface BookStateMove {
  from: BookState;
  to: BookState;
  who: readonly StateMover[];
  /** true: only a book released before; false: only a book never released; absent: either. */
  releasedBefore?: boolean;
}

const ADMINS: readonly StateMover[] = ["SYS_ADMIN", "ORG_ADMIN"];
/**
 * Every state move an administrator may make by hand. The first release belongs to the release
 * flow, so RELEASED is only ever restored; withdrawing a published book is the platform's call.
 */
export const BOOK_STATE_MOVES: readonly BookStateMove[] = [
  { from: "UN_RELEASED", to: "LOCKED", who: ADMINS },
  { from: "UN_RELEASED", to: "INACTIVE", who: ADMINS },
  { from: "UN_RELEASED", to: "RELEASED", who: ["SYS_ADMIN"], releasedBefore: true },
  { from: "RELEASED", to: "UN_RELEASED", who: ["SYS_ADMIN"] },
  { from: "RELEASED", to: "LOCKED", who: ADMINS },
  { from: "RELEASED", to: "INACTIVE", who: ADMINS },
  { from: "LOCKED", to: "UN_RELEASED", who: ADMINS, releasedBefore: false },
  { from: "LOCKED", to: "RELEASED", who: ADMINS, releasedBefore: true },
  { from: "LOCKED", to: "INACTIVE", who: ADMINS },
  { from: "INACTIVE", to: "UN_RELEASED", who: ADMINS, releasedBefore: false },
  { from: "INACTIVE", to: "RELEASED", who: ADMINS, releasedBefore: true },
  { from: "INACTIVE", to: "LOCKED", who: ADMINS },
];

/** The states `movers` may move a book in `from` to. */
export function stateTargets(
  from: BookState,
  releasedBefore: boolean,
  movers: readonly StateMover[],
): BookState[] {
  return BOOK_STATE_MOVES.filter(
    (move) =>
      move.from === from &&
      (move.releasedBefore === undefined || move.releasedBefore === releasedBefore) &&
      move.who.some((who) => movers.includes(who)),
  ).map((move) => move.to);
}

/** Who sees 新建教材: system administrators, and organisation admins (in their current organisation). */
export function canCreateBooks(user: { sysRoles: readonly string[]; orgRoles: readonly string[] }): boolean {
  return user.sysRoles.includes("SYS_ADMIN") || user.orgRoles.includes("ORG_ADMIN");
}
