// POST .../sections/:s/copy and POST .../chapters/:c/copy: copying into another (or the same)
// book runs as a COPY task. The source needs `view`, the target book `editStructure`; a section's
// target chapter must belong to the target book and be open.
import {
  type ChapterPath,
  formatMessage,
  type SectionPath,
  TASK_MESSAGES,
  type UserTask,
} from "@textbook/shared";
import { eq } from "drizzle-orm";
import { chapters } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { locateChapter, requireOpen } from "../chapters/locate-chapter.ts";
import { locateSection } from "../sections/locate-section.ts";
import { getTask } from "../tasks/get-task.ts";

export async function submitSectionCopy(
  deps: Pick<Deps, "db" | "tasks">,
  auth: AuthContext,
  path: SectionPath,
  target: { targetBookOid: string; targetChapterOid: string },
): Promise<UserTask> {
  const { db } = deps;
  await authorizeBook(db, auth, path.bookOid, "view");
  const { section } = await locateSection(db, path);
  const { book } = await authorizeBook(db, auth, target.targetBookOid, "editStructure");
  const [chapter] = await db
    .select({ bookOid: chapters.bookOid, committed: chapters.committed })
    .from(chapters)
    .where(eq(chapters.oid, target.targetChapterOid))
    .limit(1);
  if (!chapter) throw errors.notFound();
  if (chapter.bookOid !== book.oid) throw errors.copyTargetChapterMismatch();
  requireOpen(chapter);
  const task = await deps.tasks.submit({
    type: "COPY",
    title: formatMessage(TASK_MESSAGES.copySectionTitle, { name: section.name, book: book.name }),
    creatorOid: auth.user.oid,
    orgOid: book.orgOid,
    bookOid: book.oid,
    params: { kind: "section", sourceBookOid: path.bookOid, sectionOid: section.oid, ...target },
  });
  return getTask(deps, auth, task.oid);
}

export async function submitChapterCopy(
  deps: Pick<Deps, "db" | "tasks">,
  auth: AuthContext,
  path: ChapterPath,
  targetBookOid: string,
): Promise<UserTask> {
  const { db } = deps;
  await authorizeBook(db, auth, path.bookOid, "view");
  const chapter = await locateChapter(db, path);
  const { book } = await authorizeBook(db, auth, targetBookOid, "editStructure");
  const task = await deps.tasks.submit({
    type: "COPY",
    title: formatMessage(TASK_MESSAGES.copyChapterTitle, { name: chapter.name, book: book.name }),
    creatorOid: auth.user.oid,
    orgOid: book.orgOid,
    bookOid: book.oid,
    params: { kind: "chapter", sourceBookOid: path.bookOid, chapterOid: chapter.oid, targetBookOid },
  });
  return getTask(deps, auth, task.oid);
}
