// POST /books/{bookOid}/note-title-style and POST /books/{bookOid}/chapters/update-reference: the
// whole-book caption work runs as a task (NOTE_TITLE_UPDATE, REFERENCE_UPDATE) that editing waits
// for. Only one task that rewrites the whole book may wait or run per book at a time.
import {
  formatMessage,
  NOTE_TITLE_TEXTS,
  type NoteTitleStyleBody,
  type TaskType,
  type UserTask,
} from "@textbook/shared";
import { bookStyles } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { type AuthorizedBook, authorizeBook } from "../books/authorize-book.ts";
import { EditRefusal, httpErrorOf } from "../content/edit-refusal.ts";
import { BOOK_TASK_BLOCKS } from "../content/open-file.ts";
import { presentSubmitted } from "../tasks/presenter.ts";
import type { NoteTitleParams } from "./note-title-update.ts";

type SubmitDeps = Pick<Deps, "db" | "tasks" | "clock">;

/** The task types that rewrite every file of the book: none runs beside another. */
const BOOK_REWRITES = Object.keys(BOOK_TASK_BLOCKS) as TaskType[];

/** Submits the task and answers it as made (presentSubmitted). */
async function submitRewrite(
  deps: SubmitDeps,
  auth: AuthContext,
  { book }: AuthorizedBook,
  task: { type: TaskType; title: string; params: Record<string, unknown> },
): Promise<UserTask> {
  const submitted = await deps.tasks.submitAlone(
    { ...task, creatorOid: auth.user.oid, orgOid: book.orgOid, bookOid: book.oid },
    BOOK_REWRITES,
  );
  if ("busyWith" in submitted) {
    const code = BOOK_TASK_BLOCKS[submitted.busyWith];
    throw code ? httpErrorOf(new EditRefusal(code)) : new Error(`${submitted.busyWith} blocks no edit`);
  }
  return presentSubmitted(deps.db, submitted.oid);
}

export async function submitNoteTitleStyle(
  deps: SubmitDeps,
  auth: AuthContext,
  bookOid: string,
  body: NoteTitleStyleBody,
): Promise<UserTask> {
  const authorized = await authorizeBook(deps.db, auth, bookOid, "editStyles");
  const setting = {
    noteTitleStyle: body.noteTitleStyle,
    noteTitleImageTag: body.imageTag,
    noteTitleTableTag: body.tableTag,
  };
  const params: NoteTitleParams = { bookOid: authorized.book.oid, setting };
  const task = await submitRewrite(deps, auth, authorized, {
    type: "NOTE_TITLE_UPDATE",
    title: formatMessage(NOTE_TITLE_TEXTS.noteTitleTaskTitle, { book: authorized.book.name }),
    params,
  });
  // Stored once the task is accepted: new captions follow it, and the task carries its own copy.
  const stored = { ...setting, updatedByOid: auth.user.oid, updatedAt: deps.clock.now() };
  await deps.db
    .insert(bookStyles)
    .values({ bookOid: authorized.book.oid, ...stored })
    .onConflictDoUpdate({ target: bookStyles.bookOid, set: stored });
  return task;
}

export async function submitReferenceUpdate(
  deps: SubmitDeps,
  auth: AuthContext,
  bookOid: string,
): Promise<UserTask> {
  const authorized = await authorizeBook(deps.db, auth, bookOid, "editStyles");
  return submitRewrite(deps, auth, authorized, {
    type: "REFERENCE_UPDATE",
    title: formatMessage(NOTE_TITLE_TEXTS.referenceTaskTitle, { book: authorized.book.name }),
    params: { bookOid: authorized.book.oid },
  });
}
