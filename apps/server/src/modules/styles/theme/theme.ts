// POST /books/{bookOid}/theme (shell §7): the theme colour and the two component backgrounds that
// follow from it (content §9: the theme at alpha 1F and 29), written at once rather than as a task
// — three items, in one statement — but refused while a style task runs, and from anyone but the
// advanced-style lock's holder.
import {
  applyStyleItems,
  type CustomStyles,
  STYLE_CALL_TEXTS,
  THEME_ITEM_KEYS,
  themeColors,
} from "@textbook/shared";
import { and, eq, inArray } from "drizzle-orm";
import { userTasks } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { authorizeBook } from "../../books/authorize-book.ts";
import { changeBook } from "../../books/change-book.ts";
import { readBookStyles, writeBookStyles } from "../book-styles.ts";
import { requireStyleEditor } from "../style-editing/style-editing.ts";
import { STYLE_TASK_TYPES } from "../style-tasks.ts";

export async function setTheme(
  deps: Pick<Deps, "db" | "clock" | "redis">,
  auth: AuthContext,
  bookOid: string,
  themeColor: string,
): Promise<CustomStyles> {
  await authorizeBook(deps.db, auth, bookOid, "editStyles");
  await requireStyleEditor(deps, auth, bookOid);
  const colors = themeColors(themeColor);
  if (!colors) throw errors.validation({ themeColor: STYLE_CALL_TEXTS.themeColor });
  return changeBook(deps, auth, bookOid, "editStyles", async ({ tx, now }) => {
    // Under the book row's lock, which a style task's submit takes too: none can start meanwhile.
    const [running] = await tx
      .select({ oid: userTasks.oid })
      .from(userTasks)
      .where(
        and(
          eq(userTasks.bookOid, bookOid),
          inArray(userTasks.type, [...STYLE_TASK_TYPES]),
          inArray(userTasks.state, ["WAITING", "IN_PROGRESS"]),
        ),
      )
      .limit(1);
    if (running) throw errors.bookTaskInProgress("err.book.customStyleInProgress");
    const current = await readBookStyles(tx, bookOid);
    const { items } = applyStyleItems([
      ...current.items,
      { itemKey: THEME_ITEM_KEYS.theme, itemValue: colors.theme },
      { itemKey: THEME_ITEM_KEYS.light, itemValue: colors.light },
      { itemKey: THEME_ITEM_KEYS.dark, itemValue: colors.dark },
    ]);
    await writeBookStyles(tx, { bookOid, items, userOid: auth.user.oid, now });
    return readBookStyles(tx, bookOid);
  });
}
