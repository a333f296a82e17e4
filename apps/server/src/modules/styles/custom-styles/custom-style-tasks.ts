// CUSTOM_STYLE_UPDATE and CUSTOM_STYLE_RESET: a book's new look (or none: every default). First the
// book's writers are asked to save what they have (before-save-custom-style, content §7), so no
// editor holds unsaved work across the change; then the items replace the book's in one statement,
// written only while this run still owns its task (a cancel after the first step writes nothing).
import {
  formatMessage,
  STYLE_CALL_TEXTS,
  styleItemSchema,
  TASK_MESSAGES,
  type TaskType,
} from "@textbook/shared";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { books } from "../../../db/schema/index.ts";
import { TaskFailure, type TaskHandler } from "../../../jobs/task-handler.ts";
import { writeBookStyles } from "../book-styles.ts";

const T = STYLE_CALL_TEXTS.task;
const styleParams = z.object({ items: z.array(styleItemSchema) });
type StyleParams = z.infer<typeof styleParams>;

function customStyleHandler(type: TaskType): TaskHandler<StyleParams> {
  return {
    type,
    params: styleParams,
    async perform(run, { items }) {
      const { db, clock, saveSocket } = run.deps;
      const { task } = run;
      const [book] = task.bookOid
        ? await db.select({ oid: books.oid }).from(books).where(eq(books.oid, task.bookOid))
        : [];
      if (!book) throw new TaskFailure(TASK_MESSAGES.bookGone);
      await run.step(T.askWriters, async () => {
        const report = await saveSocket.beforeSaveCustomStyle(book.oid);
        return report.writers === 0
          ? T.noWriters
          : formatMessage(T.writersSaved, { saved: report.saved, writers: report.writers });
      });
      await run.progress(50);
      await run.step(T.save, async () => {
        const version = await writeBookStyles(db, {
          bookOid: book.oid,
          items,
          userOid: task.creatorOid,
          now: clock.now(),
          onlyIf: sql`exists (select 1 from user_tasks t where t.oid = ${task.oid}
            and t.state = 'IN_PROGRESS' and t.attempts = ${task.attempts})`,
        });
        if (version === null) throw new TaskFailure(TASK_MESSAGES.failed);
        return items.length > 0 ? formatMessage(T.saved, { n: items.length }) : T.reset;
      });
      return { bookOid: book.oid };
    },
  };
}

export const customStyleUpdateHandler = customStyleHandler("CUSTOM_STYLE_UPDATE");
export const customStyleResetHandler = customStyleHandler("CUSTOM_STYLE_RESET");
