// Books as the management area shows them: organisation "parent / name", chief editors, the three
// platform role holders and what the caller may do. One query per kind for a whole page of books.
import { type AdminBook, type BookPerson, PLATFORM_ROLE_FIELDS } from "@textbook/shared";
import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { bookMembers, orgs, users } from "../../../db/schema/index.ts";
import type { AuthContext } from "../../../http/auth.ts";
import type { FileLinks } from "../../../storage/links.ts";
import type { BookRow } from "../authorize-book.ts";
import { coverUrlOf } from "../cover-url.ts";
import { adminAbilities, releasedBefore } from "./admin-policy.ts";

const parents = alias(orgs, "parents");
const person = { oid: users.oid, fullName: users.fullName, phoneNumber: users.phoneNumber };

export async function presentAdminBooks(
  db: Db,
  links: FileLinks,
  auth: AuthContext,
  rows: readonly BookRow[],
  now: Date,
): Promise<AdminBook[]> {
  if (rows.length === 0) return [];
  const bookOids = rows.map((book) => book.oid);
  const holderOids = [
    ...new Set(rows.flatMap((book) => PLATFORM_ROLE_FIELDS.map((field) => book[field]))),
  ].filter((oid): oid is string => oid !== null);
  const [orgRows, chiefRows, holders] = await Promise.all([
    db
      .select({ oid: orgs.oid, name: orgs.name, parentName: parents.name })
      .from(orgs)
      .leftJoin(parents, eq(parents.oid, orgs.parentOid))
      .where(inArray(orgs.oid, [...new Set(rows.map((book) => book.orgOid))])),
    db
      .select({ bookOid: bookMembers.bookOid, ...person })
      .from(bookMembers)
      .innerJoin(users, eq(users.oid, bookMembers.userOid))
      .where(and(inArray(bookMembers.bookOid, bookOids), eq(bookMembers.role, "BOOK_CHIEF_EDITOR")))
      .orderBy(bookMembers.createdAt),
    holderOids.length > 0 ? db.select(person).from(users).where(inArray(users.oid, holderOids)) : [],
  ]);
  const orgOf = new Map(orgRows.map((org) => [org.oid, org]));
  const holderOf = new Map<string, BookPerson>(holders.map((holder) => [holder.oid, holder]));
  const holder = (oid: string | null) => (oid ? (holderOf.get(oid) ?? null) : null);
  return rows.map((book) => {
    const org = orgOf.get(book.orgOid);
    const name = org?.name ?? "";
    return {
      oid: book.oid,
      name: book.name,
      subject: book.subject,
      description: book.description,
      textbookType: book.textbookType,
      state: book.state,
      coverUrl: coverUrlOf(links, book, now),
      org: { oid: book.orgOid, name, fullName: org?.parentName ? `${org.parentName} / ${name}` : name },
      chiefEditors: chiefRows
        .filter((row) => row.bookOid === book.oid)
        .map(({ oid, fullName, phoneNumber }) => ({ oid, fullName, phoneNumber })),
      platformRoles: {
        mosoEditorOid: holder(book.mosoEditorOid),
        contentDesignerOid: holder(book.contentDesignerOid),
        techEditorOid: holder(book.techEditorOid),
      },
      releasedBefore: releasedBefore(book),
      abilities: adminAbilities(auth, book),
      createdAt: book.createdAt.toISOString(),
      updatedAt: book.updatedAt.toISOString(),
    };
  });
}

export async function presentAdminBook(
  db: Db,
  links: FileLinks,
  auth: AuthContext,
  book: BookRow,
  now: Date,
): Promise<AdminBook> {
  const [presented] = await presentAdminBooks(db, links, auth, [book], now);
  if (!presented) throw new Error("a presented book is missing");
  return presented;
}
