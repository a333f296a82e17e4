// GET, POST and DELETE /books/{bookOid}/custom-styles (shell §7): the book's look, and saving or
// resetting it as a background task (CUSTOM_STYLE_UPDATE / CUSTOM_STYLE_RESET) that first asks the
// book's writers to save; editing waits while it runs. One such task per book at a time.
import {
  type CustomStyles,
  formatMessage,
  STYLE_CALL_TEXTS,
  type StyleItem,
  type StyleItemInput,
  type UserTask,
} from "@textbook/shared";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { authorizeBook } from "../../books/authorize-book.ts";
import { presentSubmitted } from "../../tasks/presenter.ts";
import { readBookStyles } from "../book-styles.ts";
import { checkStyleItems, type StyleLog } from "../check-style-items.ts";
import { requireStyleEditor } from "../style-editing/style-editing.ts";
import { STYLE_TASK_TYPES } from "../style-tasks.ts";

type StyleDeps = Pick<Deps, "db" | "clock" | "redis" | "tasks">;

export async function getCustomStyles(
  { db }: Pick<Deps, "db">,
  auth: AuthContext,
  bookOid: string,
): Promise<CustomStyles> {
  await authorizeBook(db, auth, bookOid, "view");
  return readBookStyles(db, bookOid);
}

const TITLES: Record<"CUSTOM_STYLE_UPDATE" | "CUSTOM_STYLE_RESET", string> = {
  CUSTOM_STYLE_UPDATE: STYLE_CALL_TEXTS.task.updateTitle,
  CUSTOM_STYLE_RESET: STYLE_CALL_TEXTS.task.resetTitle,
};

async function submitStyleTask(
  deps: StyleDeps,
  auth: AuthContext,
  bookOid: string,
  type: keyof typeof TITLES,
  items: (bookOid: string) => Promise<StyleItem[]>,
): Promise<UserTask> {
  const { book } = await authorizeBook(deps.db, auth, bookOid, "editStyles");
  await requireStyleEditor(deps, auth, bookOid);
  const task = await deps.tasks.submitAlone(
    {
      type,
      title: formatMessage(TITLES[type], { book: book.name }),
      creatorOid: auth.user.oid,
      orgOid: book.orgOid,
      bookOid: book.oid,
      params: { items: await items(book.oid) },
    },
    STYLE_TASK_TYPES,
  );
  if ("busyWith" in task) throw errors.bookTaskInProgress("err.book.customStyleInProgress");
  return presentSubmitted(deps.db, task.oid);
}

/** POST: every value checked first; the task only stores what passed. */
export function submitCustomStyles(
  deps: StyleDeps,
  auth: AuthContext,
  bookOid: string,
  inputs: readonly StyleItemInput[],
  log: StyleLog,
): Promise<UserTask> {
  return submitStyleTask(deps, auth, bookOid, "CUSTOM_STYLE_UPDATE", (oid) =>
    checkStyleItems(deps.db, oid, inputs, log),
  );
}

/** DELETE: back to every default. */
export function resetCustomStyles(deps: StyleDeps, auth: AuthContext, bookOid: string): Promise<UserTask> {
  return submitStyleTask(deps, auth, bookOid, "CUSTOM_STYLE_RESET", async () => []);
}
