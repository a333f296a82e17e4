// POST /books/:id/editors: add members of the book's organisation by phone number with one role;
// those already in the book take the new role. A phone that is not a member of the organisation
// is named in its field message and nothing changes.
import { type BookMember, type BookRole, formatMessage, VALIDATION_MESSAGES } from "@textbook/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { bookMembers, memberships, users } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";
import { changeBook } from "../change-book.ts";
import { keepingChiefEditor, readMembers, rolesOf } from "./read-members.ts";

export interface AddEditorsProps {
  bookOid: string;
  phoneNumbers: string[];
  role: BookRole;
}

export function addEditors(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  audit: AuditActor,
  props: AddEditorsProps,
): Promise<{ items: BookMember[]; total: number }> {
  return changeBook(deps, auth, props.bookOid, "manageMembers", async ({ tx, book, now }) => {
    const found = await tx
      .select({ oid: users.oid, phoneNumber: users.phoneNumber })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userOid, users.oid), eq(memberships.orgOid, book.orgOid)))
      .where(inArray(users.phoneNumber, [...new Set(props.phoneNumbers)]));
    const userOfPhone = new Map(found.map((user) => [user.phoneNumber, user.oid]));
    const fieldErrors: Record<string, string> = {};
    for (const [index, phone] of props.phoneNumbers.entries()) {
      if (!userOfPhone.has(phone)) {
        fieldErrors[`phoneNumbers.${index}`] = formatMessage(VALIDATION_MESSAGES.notOrgMember, { phone });
      }
    }
    if (Object.keys(fieldErrors).length > 0) throw errors.validation(fieldErrors);
    const before = await readMembers(tx, props.bookOid);
    await keepingChiefEditor(tx, props.bookOid, () =>
      tx
        .insert(bookMembers)
        .values(
          [...userOfPhone.values()].map((userOid) => ({
            bookOid: props.bookOid,
            userOid,
            role: props.role,
            createdAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [bookMembers.bookOid, bookMembers.userOid],
          set: { role: sql`excluded.role` },
        }),
    );
    const after = await readMembers(tx, props.bookOid);
    await recordAudit(tx, audit, {
      action: "book.member.add",
      targetType: "book-member",
      targetOid: props.bookOid,
      targetLabel: book.name,
      orgOid: book.orgOid,
      before: { members: rolesOf(before.items, [...userOfPhone.values()]) },
      after: { members: rolesOf(after.items, [...userOfPhone.values()]), role: props.role },
    });
    return after;
  });
}
