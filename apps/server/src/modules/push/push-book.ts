// PUSH: one push of a book's released edition. Step one finds the recipients as they stand (making
// reader accounts for unknown phones); step two writes the push, its classes and its recipients in
// one transaction. The push's oid is chosen at submit, so a retry after a crash that committed
// finds its row and writes nothing twice; a retry before the commit starts afresh.
import { formatMessage, PUSH_TARGET_KINDS, PUSH_TEXTS, TASK_MESSAGES } from "@textbook/shared";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { books, classes, pushClasses, pushes, pushRecipients } from "../../db/schema/index.ts";
import { TaskFailure, type TaskHandler } from "../../jobs/task-handler.ts";
import { ensureReaderAccounts } from "./push-reader-accounts.ts";
import { nameTargets, type Recipient, resolveRecipients } from "./push-targets.ts";

const pushParams = z.object({
  bookOid: z.string(),
  pushOid: z.string(),
  kind: z.enum(PUSH_TARGET_KINDS),
  targets: z.array(z.string()),
  /** The request that submitted the push, for the audit rows of new reader accounts. */
  requestId: z.string().nullable(),
});
export type PushParams = z.infer<typeof pushParams>;

/** Recipient rows per insert: far below PostgreSQL's bind-parameter limit. */
const CHUNK = 500;

export const pushBookHandler: TaskHandler<PushParams> = {
  type: "PUSH",
  params: pushParams,
  async perform(run, params) {
    const { db, clock } = run.deps;
    const creatorOid = run.task.creatorOid;
    const [book] = await db.select({ orgOid: books.orgOid }).from(books).where(eq(books.oid, params.bookOid));
    if (!book) throw new TaskFailure(TASK_MESSAGES.bookGone);
    const push = { kind: params.kind, targets: params.targets };
    let recipients: Recipient[] = [];
    await run.step(PUSH_TEXTS.stepResolve, async () => {
      const accounts =
        params.kind === "ACCOUNTS"
          ? await db.transaction((tx) =>
              ensureReaderAccounts(
                tx,
                { actorOid: creatorOid, requestId: params.requestId },
                book.orgOid,
                params.targets,
              ),
            )
          : [];
      recipients = await resolveRecipients(db, book.orgOid, push, accounts);
      return formatMessage(PUSH_TEXTS.resolvedRecipients, { n: recipients.length });
    });
    await run.progress(50);
    const { names } = await nameTargets(db, book.orgOid, push);
    await run.step(PUSH_TEXTS.stepRecord, () =>
      db.transaction(async (tx) => {
        // The edition readers get is the one released when the push is written, not submitted.
        const [current] = await tx
          .select({ editionOid: books.releasedEditionOid })
          .from(books)
          .where(eq(books.oid, params.bookOid));
        if (!current?.editionOid) throw new TaskFailure(PUSH_TEXTS.notReleasedAnymore);
        const [written] = await tx
          .insert(pushes)
          .values({
            oid: params.pushOid,
            bookOid: params.bookOid,
            editionOid: current.editionOid,
            targetKind: params.kind,
            targetNames: names,
            recipientCount: recipients.length,
            pushedByOid: creatorOid,
            taskOid: run.task.oid,
            createdAt: clock.now(),
          })
          .onConflictDoNothing({ target: pushes.oid })
          .returning({ oid: pushes.oid });
        if (!written) return formatMessage(PUSH_TEXTS.recordedRecipients, { n: recipients.length });
        if (params.kind === "CCS") {
          // Only the classes still there: one removed since the submit is simply not named.
          const named = await tx
            .select({ oid: classes.oid })
            .from(classes)
            .where(and(eq(classes.orgOid, book.orgOid), inArray(classes.oid, params.targets)));
          if (named.length > 0) {
            await tx
              .insert(pushClasses)
              .values(named.map((row) => ({ pushOid: params.pushOid, classOid: row.oid })))
              .onConflictDoNothing();
          }
        }
        for (let start = 0; start < recipients.length; start += CHUNK) {
          await tx
            .insert(pushRecipients)
            .values(
              recipients.slice(start, start + CHUNK).map((recipient) => ({
                pushOid: params.pushOid,
                userOid: recipient.userOid,
                bookOid: params.bookOid,
                classOid: recipient.classOid,
                createdAt: clock.now(),
              })),
            )
            .onConflictDoNothing();
        }
        return formatMessage(PUSH_TEXTS.recordedRecipients, { n: recipients.length });
      }),
    );
    await run.progress(100);
    return { bookOid: params.bookOid };
  },
};
