// Who administers books in the management area (issue 15 §4; the table is in
// docs/architecture/administration.md, "Books"): system administrators for every organisation, an
// organisation's administrators for its own books in their current organisation. Content admins
// review content and do not staff books, so they do not create them.
import {
  type BookAdminAbilities,
  type BookState,
  MANAGE_MENU,
  manageMenuFor,
  type StateMover,
  stateTargets,
} from "@textbook/shared";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { WRITABLE_STATES } from "../policy.ts";

export interface AdministeredBook {
  orgOid: string;
  state: BookState;
  firstReleasedAt: Date | null;
}

export const isSysAdmin = (auth: AuthContext) => auth.user.sysRoles.includes("SYS_ADMIN");

/** SYS_ADMIN anywhere; ORG_ADMIN in the organisation the session is in. */
export function moversFor(auth: AuthContext, orgOid: string): StateMover[] {
  const movers: StateMover[] = [];
  if (isSysAdmin(auth)) movers.push("SYS_ADMIN");
  if (auth.currentOrg?.oid === orgOid && auth.orgRoles.includes("ORG_ADMIN")) movers.push("ORG_ADMIN");
  return movers;
}

/** May create, edit, move and delete books of the organisation. */
export const administersOrg = (auth: AuthContext, orgOid: string) => moversFor(auth, orgOid).length > 0;

export function requireAdministers(auth: AuthContext, orgOid: string): void {
  if (!administersOrg(auth, orgOid)) throw errors.privilegeRequired();
}

/** A book released once is archived, never deleted; books seeded as RELEASED predate the column. */
export const releasedBefore = (book: AdministeredBook) =>
  book.firstReleasedAt !== null || book.state === "RELEASED";

/** Who may open the management area's book list: its menu entry's roles (manage-menu.ts). */
export function seesBookAdminList(auth: AuthContext): boolean {
  return (
    manageMenuFor(
      { sysRoles: auth.user.sysRoles, orgRoles: auth.orgRoles },
      MANAGE_MENU.filter((entry) => entry.key === "books"),
    ).length > 0
  );
}

export function adminAbilities(auth: AuthContext, book: AdministeredBook): BookAdminAbilities {
  const movers = moversFor(auth, book.orgOid);
  const writable = WRITABLE_STATES.includes(book.state);
  return {
    update: movers.length > 0 && writable,
    platformRoles: isSysAdmin(auth) && writable,
    delete: movers.length > 0 && !releasedBefore(book),
    stateTargets: stateTargets(book.state, releasedBefore(book), movers),
  };
}
