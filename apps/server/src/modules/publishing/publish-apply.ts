// POST /books/{id}/publish-apply: the book's editors ask to publish it. The organisation's approval
// workflow starts (workflows/start-process.ts) and the book becomes DECLARED (the START hook); one
// application per book is in progress at a time.
import {
  formatMessage,
  PUBLISHING_TEXTS,
  type PublishApplication,
  type PublishApplyBody,
} from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { newOid } from "../../db/oid.ts";
import { books, publishApplications } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { startProcess } from "../workflows/start-process.ts";
import { presentApplication, selectApplications } from "./presenters.ts";
import { applicationOpen } from "./publishing-errors.ts";

export async function applyToPublish(
  deps: Pick<Deps, "db" | "clock" | "processHooks">,
  auth: AuthContext,
  bookOid: string,
  body: Required<PublishApplyBody>,
): Promise<PublishApplication> {
  const { book } = await authorizeBook(deps.db, auth, bookOid, "applyPublish");
  const now = deps.clock.now();
  const oid = await deps.db.transaction(async (tx) => {
    // Two applications at once: the second waits here and then sees the first.
    await tx.select({ oid: books.oid }).from(books).where(eq(books.oid, book.oid)).for("update");
    const [open] = await tx
      .select({ oid: publishApplications.oid })
      .from(publishApplications)
      .where(and(eq(publishApplications.bookOid, book.oid), eq(publishApplications.state, "IN_PROGRESS")))
      .limit(1);
    if (open) throw applicationOpen();
    const applicationOid = newOid();
    const title = formatMessage(PUBLISHING_TEXTS.processTitle, {
      book: book.name,
      planType: PUBLISHING_TEXTS.planTypes[body.planType],
    });
    const { instanceOid } = await startProcess(
      tx,
      {
        orgOid: book.orgOid,
        kind: "PUBLISH",
        title,
        applicantOid: auth.user.oid,
        bookOid: book.oid,
        subjectOid: applicationOid,
      },
      { now, processHooks: deps.processHooks },
    );
    await tx.insert(publishApplications).values({
      oid: applicationOid,
      bookOid: book.oid,
      planType: body.planType,
      note: body.note,
      processInstanceOid: instanceOid,
      applicantOid: auth.user.oid,
      createdAt: now,
    });
    return applicationOid;
  });
  const [row] = await selectApplications(deps.db).where(eq(publishApplications.oid, oid)).limit(1);
  if (!row) throw new Error(`publish application ${oid} not found after insert`);
  return presentApplication(row);
}
