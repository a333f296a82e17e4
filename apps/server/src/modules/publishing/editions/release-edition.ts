// RELEASE (issue 16 §3): under the book's lock, the rules once more, then ONE update points the
// book at the edition (readers switch from one complete edition to another, never see a mix), a
// releases row records it (ROLLBACK when the edition is older than the one it replaces) and the
// book becomes RELEASED (firstReleasedAt the first time). Every earlier edition stays.
import { formatMessage, PUBLISHING_TEXTS, TASK_MESSAGES } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { books, releases } from "../../../db/schema/index.ts";
import { TaskFailure, type TaskHandler } from "../../../jobs/task-handler.ts";
import { findEdition } from "./edition-objects.ts";
import { releaseRefusal } from "./release-rules.ts";

const releaseParams = z.object({ editionOid: z.string() });
type ReleaseParams = z.infer<typeof releaseParams>;

export const releaseEditionHandler: TaskHandler<ReleaseParams> = {
  type: "RELEASE",
  params: releaseParams,
  async perform(run, { editionOid }) {
    const { db, clock } = run.deps;
    const edition = await findEdition(db, editionOid);
    if (!edition) throw new TaskFailure(PUBLISHING_TEXTS.editionGone);
    await run.step(PUBLISHING_TEXTS.releaseTaskStep, async () => {
      const kind = await db.transaction(async (tx) => {
        const [book] = await tx.select().from(books).where(eq(books.oid, edition.bookOid)).for("update");
        if (!book) throw new TaskFailure(TASK_MESSAGES.bookGone);
        const refusal = releaseRefusal(book, edition);
        if (refusal)
          throw new TaskFailure(formatMessage(PUBLISHING_TEXTS.releaseRefused, { reason: refusal.message }));
        const released = book.releasedEditionOid ? await findEdition(tx, book.releasedEditionOid) : null;
        const now = clock.now();
        await tx
          .update(books)
          .set({
            releasedEditionOid: edition.oid,
            state: "RELEASED",
            firstReleasedAt: book.firstReleasedAt ?? now,
          })
          .where(eq(books.oid, book.oid));
        const rollback = released !== null && released.number > edition.number;
        await tx.insert(releases).values({
          bookOid: book.oid,
          editionOid: edition.oid,
          kind: rollback ? "ROLLBACK" : "RELEASE",
          releasedByOid: run.task.creatorOid,
          releasedAt: now,
        });
        return rollback ? "ROLLBACK" : "RELEASE";
      });
      return formatMessage(kind === "ROLLBACK" ? PUBLISHING_TEXTS.rolledBack : PUBLISHING_TEXTS.released, {
        number: edition.number,
      });
    });
    return { bookOid: edition.bookOid };
  },
};
