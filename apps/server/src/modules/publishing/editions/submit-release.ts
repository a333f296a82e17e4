// POST /books/{id}/release: the RELEASE task for an edition (the newest READY one unless the body
// names one; an older one than the released rolls back). Refused here, with nothing stored, when
// releaseRefusal says so; one release per book at a time.
import {
  formatMessage,
  PUBLISHING_TEXTS,
  type ReleaseBody,
  TASK_TYPE_LABELS,
  type UserTask,
} from "@textbook/shared";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { editions } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { authorizeBook, type BookRow } from "../../books/authorize-book.ts";
import { presentSubmitted } from "../../tasks/presenter.ts";
import { noReadyEdition, notApproved, publishTaskInProgress } from "../publishing-errors.ts";
import { type EditionRow, findEdition } from "./edition-objects.ts";
import { releaseRefusal } from "./release-rules.ts";

async function chosenEdition(db: Db, book: BookRow, editionOid: string | undefined): Promise<EditionRow> {
  if (editionOid) {
    const edition = await findEdition(db, editionOid);
    if (!edition || edition.bookOid !== book.oid) throw errors.notFound();
    return edition;
  }
  const [newest] = await db
    .select()
    .from(editions)
    .where(and(eq(editions.bookOid, book.oid), eq(editions.state, "READY")))
    .orderBy(desc(editions.number))
    .limit(1);
  if (!newest) throw noReadyEdition();
  return newest;
}

export async function submitRelease(
  deps: Pick<Deps, "db" | "tasks">,
  auth: AuthContext,
  bookOid: string,
  body: ReleaseBody,
): Promise<{ task: UserTask }> {
  const { db } = deps;
  const { book } = await authorizeBook(db, auth, bookOid, "release");
  // Before looking for editions: an unapproved book hears why, not that it has nothing built.
  if (book.publishState !== "PUBLISHED") throw notApproved();
  const edition = await chosenEdition(db, book, body.editionOid);
  const refusal = releaseRefusal(book, edition);
  if (refusal) throw refusal;
  const released = book.releasedEditionOid ? await findEdition(db, book.releasedEditionOid) : null;
  const rollback = released !== null && released.number > edition.number;
  const submitted = await deps.tasks.submitAlone(
    {
      type: "RELEASE",
      title: formatMessage(
        rollback ? PUBLISHING_TEXTS.rollbackTaskTitle : PUBLISHING_TEXTS.releaseTaskTitle,
        {
          book: book.name,
          number: edition.number,
        },
      ),
      creatorOid: auth.user.oid,
      orgOid: book.orgOid,
      bookOid: book.oid,
      params: { editionOid: edition.oid },
    },
    ["RELEASE"],
  );
  if ("busyWith" in submitted) throw publishTaskInProgress(TASK_TYPE_LABELS.RELEASE);
  return { task: await presentSubmitted(db, submitted.oid) };
}
