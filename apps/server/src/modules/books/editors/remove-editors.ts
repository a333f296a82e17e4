import type { BookMember } from "@textbook/shared";
import { and, eq, inArray } from "drizzle-orm";
import { bookMembers } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";
import { changeBook } from "../change-book.ts";
import { keepingChiefEditor, readMembers, rolesOf } from "./read-members.ts";

/**
 * Takes members out of the book; every one must be a member, and a chief editor must remain. Nobody
 * removes themselves: a chief editor doing so would lose the book in one click, with no way back.
 */
export function removeEditors(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  audit: AuditActor,
  props: { bookOid: string; userOids: string[] },
): Promise<{ items: BookMember[]; total: number }> {
  return changeBook(deps, auth, props.bookOid, "manageMembers", async ({ tx, book }) => {
    const userOids = [...new Set(props.userOids)];
    if (userOids.includes(auth.user.oid)) throw errors.cannotRemoveSelf();
    const before = await readMembers(tx, props.bookOid);
    await keepingChiefEditor(tx, props.bookOid, async () => {
      const removed = await tx
        .delete(bookMembers)
        .where(and(eq(bookMembers.bookOid, props.bookOid), inArray(bookMembers.userOid, userOids)))
        .returning({ userOid: bookMembers.userOid });
      if (removed.length !== userOids.length) throw errors.notFound();
    });
    await recordAudit(tx, audit, {
      action: "book.member.remove",
      targetType: "book-member",
      targetOid: props.bookOid,
      targetLabel: book.name,
      orgOid: book.orgOid,
      before: { members: rolesOf(before.items, userOids) },
      after: null,
    });
    return readMembers(tx, props.bookOid);
  });
}
