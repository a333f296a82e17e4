// PUT /error-corrections/{id}/processed: PENDING → PROCESSED with the reply, decided by one
// conditional UPDATE so that of two concurrent attempts exactly one wins and the other gets 409.
// Who: BOOK_RULES.update (the chief editor, the organisation's admins, system admins and the book's
// moso editor) — answering readers speaks for the book. A locked book still lets them answer: the
// reply changes no content.
import type { ErrorCorrectionDetail } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { errorCorrections } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { decideBook } from "../books/policy.ts";
import { authorizeReport, reportRecord } from "./book-reports.ts";
import { alreadyProcessed } from "./errors.ts";
import { presentDetail } from "./present.ts";

export async function processReport(
  deps: Pick<Deps, "db" | "links" | "clock">,
  auth: AuthContext,
  oid: string,
  reply: string,
): Promise<ErrorCorrectionDetail> {
  const { book } = await authorizeReport(deps, auth, oid);
  if (decideBook(book.actor, book.book, "update") === "denied") throw errors.privilegeRequired();
  const [updated] = await deps.db
    .update(errorCorrections)
    .set({ state: "PROCESSED", reply, processedByOid: auth.user.oid, processedAt: deps.clock.now() })
    .where(and(eq(errorCorrections.oid, oid), eq(errorCorrections.state, "PENDING")))
    .returning({ oid: errorCorrections.oid });
  if (!updated) throw alreadyProcessed();
  return presentDetail(deps, await reportRecord(deps, oid));
}
