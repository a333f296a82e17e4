// PUT /books/:id/state: a move of the state table (BOOK_STATE_MOVES in packages/shared). Leaving or
// entering RELEASED records the first release, so a book once published is never deleted.
import { type AdminBook, BOOK_STATE_LABELS, type BookState } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { books } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";
import { adminAbilities } from "./admin-policy.ts";
import { administerBook } from "./administer-book.ts";
import { presentAdminBook } from "./present-admin-books.ts";

export function setBookState(
  deps: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  audit: AuditActor,
  bookOid: string,
  state: BookState,
): Promise<AdminBook> {
  return administerBook(deps, auth, bookOid, {}, async ({ tx, book, now }) => {
    if (!adminAbilities(auth, book).stateTargets.includes(state)) {
      throw errors.bookStateMove(BOOK_STATE_LABELS[book.state], BOOK_STATE_LABELS[state]);
    }
    const touchesRelease = book.state === "RELEASED" || state === "RELEASED";
    const [updated] = await tx
      .update(books)
      .set({ state, firstReleasedAt: touchesRelease ? (book.firstReleasedAt ?? now) : book.firstReleasedAt })
      .where(eq(books.oid, bookOid))
      .returning();
    if (!updated) throw new Error("the updated book was not returned");
    await recordAudit(tx, audit, {
      action: "book.state",
      targetType: "book",
      targetOid: bookOid,
      targetLabel: book.name,
      orgOid: book.orgOid,
      before: { state: book.state },
      after: { state },
    });
    return presentAdminBook(tx, deps.links, auth, updated, now);
  });
}
