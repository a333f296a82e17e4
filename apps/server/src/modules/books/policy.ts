// Who may do what with a book (shell §6), as one table. Every book call asks `authorizeBook` (or
// `bookAllows` with rows it already has); the same table yields the `abilities` sent to the UI, so
// the page never repeats role logic.
import {
  BOOK_ROLES,
  type BookAbilities,
  type BookRole,
  type BookState,
  isPermitted,
  type OrgRole,
  type Permission,
  type SysRole,
} from "@textbook/shared";

export const BOOK_ACTIONS = [
  "view",
  "update",
  "manageMembers",
  "editStructure",
  "editContent",
  "uploadMedia",
  "commit",
  "export",
  "editStyles",
  "editParagraphStyle",
  "applyPublish",
  "build",
  "release",
  "push",
] as const;
export type BookAction = (typeof BOOK_ACTIONS)[number];

/** A shell §6 role, or a role the caller holds in this book. */
export type BookHolder = Permission | BookRole;

/**
 * Alternatives per action: any one holder grants it. System and organisation roles follow shell §6
 * (the moso roles hold when the caller is the book's mosoEditorOid / contentDesignerOid /
 * techEditorOid); book roles come from the book's member list.
 */
export const BOOK_RULES: Record<BookAction, readonly BookHolder[]> = {
  view: [
    "SYS_ADMIN",
    "ORG_ADMIN",
    "ORG_CONTENT_ADMIN",
    "ORG_PUBLISH_ADMIN",
    "ORG_ASSET_ADMIN",
    "ORG_DELIVERY_ADMIN",
    "MOSO_SERVE_EDITOR",
    "MOSO_CONTENT_DESIGNER",
    "MOSO_TECH_EDITOR",
    "BOOK_CHIEF_EDITOR",
    "BOOK_EDITOR",
    "BOOK_MEMBER",
  ],
  update: ["SYS_ADMIN", "ORG_ADMIN", "MOSO_SERVE_EDITOR", "BOOK_CHIEF_EDITOR"],
  manageMembers: ["SYS_ADMIN", "ORG_ADMIN", "BOOK_CHIEF_EDITOR"],
  editStructure: [
    "SYS_ADMIN",
    "ORG_ADMIN",
    "MOSO_SERVE_EDITOR",
    "MOSO_CONTENT_DESIGNER",
    "BOOK_CHIEF_EDITOR",
    "BOOK_EDITOR",
  ],
  editContent: [
    "SYS_ADMIN",
    "ORG_ADMIN",
    "MOSO_SERVE_EDITOR",
    "MOSO_CONTENT_DESIGNER",
    "MOSO_TECH_EDITOR",
    "BOOK_CHIEF_EDITOR",
    "BOOK_EDITOR",
    "BOOK_MEMBER",
  ],
  uploadMedia: [
    "SYS_ADMIN",
    "ORG_ADMIN",
    "ORG_ASSET_ADMIN",
    "MOSO_SERVE_EDITOR",
    "MOSO_CONTENT_DESIGNER",
    "MOSO_TECH_EDITOR",
    "BOOK_CHIEF_EDITOR",
    "BOOK_EDITOR",
    "BOOK_MEMBER",
  ],
  commit: ["SYS_ADMIN", "ORG_ADMIN", "ORG_CONTENT_ADMIN", "MOSO_SERVE_EDITOR", "BOOK_CHIEF_EDITOR"],
  export: [
    "SYS_ADMIN",
    "ORG_ADMIN",
    "ORG_CONTENT_ADMIN",
    "ORG_PUBLISH_ADMIN",
    "MOSO_SERVE_EDITOR",
    "MOSO_CONTENT_DESIGNER",
    "MOSO_TECH_EDITOR",
    "BOOK_CHIEF_EDITOR",
    "BOOK_EDITOR",
  ],
  // Issue 6 item 5 (content §6 gives no roles; docs/architecture.md records the choice): the whole
  // book's look is the editors-in-charge's, as the structure is, but not a plain editor's or a
  // technical editor's; a block's own paragraph, list and heading style goes with writing, except
  // for a book member, who writes text only.
  editStyles: ["SYS_ADMIN", "ORG_ADMIN", "MOSO_SERVE_EDITOR", "MOSO_CONTENT_DESIGNER", "BOOK_CHIEF_EDITOR"],
  editParagraphStyle: [
    "SYS_ADMIN",
    "ORG_ADMIN",
    "MOSO_SERVE_EDITOR",
    "MOSO_CONTENT_DESIGNER",
    "MOSO_TECH_EDITOR",
    "BOOK_CHIEF_EDITOR",
    "BOOK_EDITOR",
  ],
  // Issue 16 §3 (docs/architecture/publishing.md): the book's editors apply to publish it; the
  // organisation's publishers build editions and release them once the workflow approved.
  applyPublish: ["SYS_ADMIN", "ORG_ADMIN", "BOOK_CHIEF_EDITOR", "BOOK_EDITOR"],
  build: ["SYS_ADMIN", "ORG_ADMIN", "ORG_PUBLISH_ADMIN"],
  release: ["SYS_ADMIN", "ORG_ADMIN", "ORG_PUBLISH_ADMIN"],
  // Issue 18 §2 (docs/architecture/delivery-push.md): whoever may see the book through to readers —
  // the book's editors in charge, the organisation's admins, publishers and delivery admins.
  push: [
    "SYS_ADMIN",
    "ORG_ADMIN",
    "ORG_PUBLISH_ADMIN",
    "ORG_DELIVERY_ADMIN",
    "BOOK_CHIEF_EDITOR",
    "BOOK_EDITOR",
  ],
};

/** Actions that change the book; a LOCKED or INACTIVE book refuses them. */
export const MUTATING_ACTIONS: ReadonlySet<BookAction> = new Set([
  "update",
  "manageMembers",
  "editStructure",
  "editContent",
  "uploadMedia",
  "commit",
  "editStyles",
  "editParagraphStyle",
  "applyPublish",
  "build",
  "release",
  // A locked or deactivated book is not delivered to readers.
  "push",
]);

export const WRITABLE_STATES: readonly BookState[] = ["RELEASED", "UN_RELEASED"];

/** Staff who may work on books outside their current organisation. */
const CROSS_ORG: readonly Permission[] = [
  "SYS_ADMIN",
  "MOSO_SERVE_EDITOR",
  "MOSO_CONTENT_DESIGNER",
  "MOSO_TECH_EDITOR",
];

export interface BookActor {
  userOid: string;
  sysRoles: readonly SysRole[];
  /** Roles in the caller's current organisation. */
  orgRoles: readonly OrgRole[];
  currentOrgOid: string | null;
  /** The caller's roles in this book (empty when not a member). */
  bookRoles: readonly BookRole[];
}

export interface BookTarget {
  orgOid: string;
  state: BookState;
  mosoEditorOid: string | null;
  contentDesignerOid: string | null;
  techEditorOid: string | null;
}

const BOOK_ROLE_SET: ReadonlySet<string> = new Set(BOOK_ROLES);

function holds(actor: BookActor, book: BookTarget, holders: readonly BookHolder[], inOrg: boolean) {
  const context = {
    userOid: actor.userOid,
    sysRoles: actor.sysRoles,
    // Organisation and book roles count only inside the book's own organisation.
    orgRoles: inOrg ? actor.orgRoles : [],
    book,
  };
  return holders.some((holder) =>
    typeof holder === "string" && BOOK_ROLE_SET.has(holder)
      ? inOrg && actor.bookRoles.includes(holder as BookRole)
      : isPermitted(context, [holder as Permission]),
  );
}

export type BookDecision = "allowed" | "denied" | "readOnly";

/** The rule table applied to one caller, one book and one action. */
export function decideBook(actor: BookActor, book: BookTarget, action: BookAction): BookDecision {
  const inOrg = actor.currentOrgOid === book.orgOid;
  if (!inOrg && !holds(actor, book, CROSS_ORG, false)) return "denied";
  if (!holds(actor, book, BOOK_RULES[action], inOrg)) return "denied";
  if (MUTATING_ACTIONS.has(action) && !WRITABLE_STATES.includes(book.state)) return "readOnly";
  return "allowed";
}

export function bookAllows(actor: BookActor, book: BookTarget, action: BookAction): boolean {
  return decideBook(actor, book, action) === "allowed";
}

export function abilitiesOf(actor: BookActor, book: BookTarget): BookAbilities {
  return Object.fromEntries(
    BOOK_ACTIONS.filter((action) => action !== "view").map((action) => [
      action,
      bookAllows(actor, book, action),
    ]),
  ) as BookAbilities;
}

/** Organisation roles that see every book of the organisation in the book list. */
export function seesAllOrgBooks(
  caller: { oid: string; sysRoles: readonly SysRole[] },
  orgRoles: readonly OrgRole[],
) {
  return isPermitted(
    { userOid: caller.oid, sysRoles: caller.sysRoles, orgRoles },
    BOOK_RULES.view.filter(
      (holder) => typeof holder === "string" && holder.startsWith("ORG_"),
    ) as Permission[],
  );
}
