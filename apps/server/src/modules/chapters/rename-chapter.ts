import type { ChapterNode, ChapterPath } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { chapters } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { changeBook } from "../books/change-book.ts";
import { readChapter } from "./get-chapter.ts";
import { locateChapter, requireOpen } from "./locate-chapter.ts";

export function renameChapter(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  path: ChapterPath,
  name: string,
): Promise<ChapterNode> {
  return changeBook(deps, auth, path.bookOid, "editStructure", async ({ tx, now }) => {
    requireOpen(await locateChapter(tx, path));
    await tx.update(chapters).set({ name, updatedAt: now }).where(eq(chapters.oid, path.chapterOid));
    return readChapter(tx, path);
  });
}
