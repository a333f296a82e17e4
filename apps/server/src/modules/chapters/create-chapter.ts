import type { ChapterNode } from "@textbook/shared";
import { chapters } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { changeBook } from "../books/change-book.ts";
import { CHAPTER_LIST, nextPosition } from "../books/positions.ts";
import { CHAPTER_NODE_COLUMNS, presentChapter } from "./presenter.ts";

export interface CreateChapterProps {
  bookOid: string;
  name: string;
}

/** A new, empty chapter at the end of the book. */
export function createChapter(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  props: CreateChapterProps,
): Promise<ChapterNode> {
  return changeBook(deps, auth, props.bookOid, "editStructure", async ({ tx, now }) => {
    const position = await nextPosition(tx, CHAPTER_LIST, props.bookOid);
    const [row] = await tx
      .insert(chapters)
      .values({ bookOid: props.bookOid, name: props.name, position, createdAt: now, updatedAt: now })
      .returning(CHAPTER_NODE_COLUMNS);
    if (!row) throw errors.internal();
    return presentChapter(row, []);
  });
}
