// POST /books/{id}/build: a new edition numbered after the book's last one, BUILDING, and its BUILD
// task. One build per book at a time: a BUILDING edition whose task still waits or runs refuses the
// next; one whose task ended without finishing it (cancelled while waiting) is marked FAILED here.
import {
  type BuildAnswer,
  editionStoragePrefix,
  formatMessage,
  PUBLISHING_TEXTS,
  TASK_MESSAGES,
  TASK_TYPE_LABELS,
} from "@textbook/shared";
import { and, eq, max } from "drizzle-orm";
import { books, editions, userTasks } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { authorizeBook } from "../../books/authorize-book.ts";
import { presentSubmitted } from "../../tasks/presenter.ts";
import { presentEdition, selectEditions } from "../presenters.ts";
import { publishTaskInProgress } from "../publishing-errors.ts";

/** Between an edition's insert and its task's submit; an edition without a task past this is stale. */
const SUBMIT_WINDOW_MS = 60_000;

export async function submitBuild(
  deps: Pick<Deps, "db" | "tasks" | "clock" | "storage">,
  auth: AuthContext,
  bookOid: string,
): Promise<BuildAnswer> {
  const { db, clock } = deps;
  const { book } = await authorizeBook(db, auth, bookOid, "build");
  const now = clock.now();
  const { edition, stale } = await db.transaction(async (tx) => {
    await tx.select({ oid: books.oid }).from(books).where(eq(books.oid, book.oid)).for("update");
    const building = await tx
      .select({ oid: editions.oid, createdAt: editions.createdAt, taskState: userTasks.state })
      .from(editions)
      .leftJoin(userTasks, eq(userTasks.oid, editions.taskOid))
      .where(and(eq(editions.bookOid, book.oid), eq(editions.state, "BUILDING")));
    const running = building.some((row) =>
      row.taskState
        ? row.taskState === "WAITING" || row.taskState === "IN_PROGRESS"
        : now.getTime() - row.createdAt.getTime() < SUBMIT_WINDOW_MS,
    );
    if (running) throw publishTaskInProgress(TASK_TYPE_LABELS.BUILD);
    for (const row of building) {
      await tx.update(editions).set({ state: "FAILED" }).where(eq(editions.oid, row.oid));
    }
    const [last] = await tx
      .select({ number: max(editions.number) })
      .from(editions)
      .where(eq(editions.bookOid, book.oid));
    const [inserted] = await tx
      .insert(editions)
      .values({
        bookOid: book.oid,
        number: (last?.number ?? 0) + 1,
        builtByOid: auth.user.oid,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error("edition insert returned nothing");
    return { edition: inserted, stale: building };
  });
  for (const row of stale) await deps.storage.deleteFolder(editionStoragePrefix(row.oid));
  let taskOid: string;
  try {
    ({ oid: taskOid } = await deps.tasks.submit({
      type: "BUILD",
      title: formatMessage(PUBLISHING_TEXTS.buildTaskTitle, { book: book.name, number: edition.number }),
      creatorOid: auth.user.oid,
      orgOid: book.orgOid,
      bookOid: book.oid,
      params: { editionOid: edition.oid },
    }));
  } catch (error) {
    await db
      .update(editions)
      .set({ state: "FAILED", errorMessage: TASK_MESSAGES.failed })
      .where(eq(editions.oid, edition.oid));
    throw error;
  }
  await db.update(editions).set({ taskOid }).where(eq(editions.oid, edition.oid));
  const [row] = await selectEditions(db).where(eq(editions.oid, edition.oid)).limit(1);
  if (!row) throw new Error(`edition ${edition.oid} not found after insert`);
  return { task: await presentSubmitted(db, taskOid), edition: presentEdition(row, book.releasedEditionOid) };
}
