// POST /books/export: exporting a book (a ZIP of web pages, an EPUB, a PDF or a DOCX) runs as an
// EXPORT task, from its current content or from one of its READY editions. An edition needs no
// right beyond the export's: whoever may export the book may also view it, which is what seeing
// its editions takes (GET /books/{id}/editions).
import { EXPORT_TEXTS, type ExportBookBody, formatMessage, type UserTask } from "@textbook/shared";
import { and, count, eq, inArray } from "drizzle-orm";
import { userTasks } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { findEdition } from "../publishing/editions/edition-objects.ts";
import { getTask } from "../tasks/get-task.ts";
import { editionNotFound, editionNotReady } from "./export-errors.ts";

export async function submitExport(
  deps: Pick<Deps, "db" | "tasks" | "config">,
  auth: AuthContext,
  { bookOid, format = "ZIP", editionOid }: ExportBookBody,
): Promise<UserTask> {
  const { book } = await authorizeBook(deps.db, auth, bookOid, "export");
  const edition = editionOid ? await findEdition(deps.db, editionOid) : null;
  if (editionOid && edition?.bookOid !== book.oid) throw editionNotFound();
  if (edition && edition.state !== "READY") throw editionNotReady();
  // Each export renders and zips a whole book: a user's queue is bounded (F-12).
  const max = deps.config.quotas.exportsQueued;
  const [queued] = await deps.db
    .select({ tasks: count() })
    .from(userTasks)
    .where(
      and(
        eq(userTasks.creatorOid, auth.user.oid),
        eq(userTasks.type, "EXPORT"),
        inArray(userTasks.state, ["WAITING", "IN_PROGRESS"]),
      ),
    );
  if ((queued?.tasks ?? 0) >= max) throw errors.quotaExports(max);
  const task = await deps.tasks.submit({
    type: "EXPORT",
    title: edition
      ? formatMessage(EXPORT_TEXTS.editionTaskTitle, { book: book.name, number: edition.number, format })
      : formatMessage(EXPORT_TEXTS.taskTitles[format], { book: book.name }),
    creatorOid: auth.user.oid,
    orgOid: book.orgOid,
    bookOid: book.oid,
    params: edition ? { bookOid: book.oid, format, editionOid: edition.oid } : { bookOid: book.oid, format },
  });
  return getTask(deps, auth, task.oid);
}
