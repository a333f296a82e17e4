// COPY: a section into a chapter of another (or the same) book, or a whole chapter appended to a
// book. One step per section; each section is copied with its files in one transaction. The new
// chapter or section's oid is recorded before it is made, so a cancel, a failure or a retry after
// a crash removes a half-made copy.
import { errorMessage, formatMessage, TASK_MESSAGES } from "@textbook/shared";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { newOid } from "../../db/oid.ts";
import { books, chapters, sections } from "../../db/schema/index.ts";
import { TaskFailure, type TaskHandler, type TaskRun } from "../../jobs/task-handler.ts";
import { touchBook } from "../books/change-book.ts";
import { WRITABLE_STATES } from "../books/policy.ts";
import { CHAPTER_LIST, nextPosition, SECTION_LIST } from "../books/positions.ts";
import { copySectionRows } from "./copy-section-rows.ts";

const copyParams = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("section"),
    sourceBookOid: z.string(),
    sectionOid: z.string(),
    targetBookOid: z.string(),
    targetChapterOid: z.string(),
  }),
  z.object({
    kind: z.literal("chapter"),
    sourceBookOid: z.string(),
    chapterOid: z.string(),
    targetBookOid: z.string(),
  }),
]);
export type CopyParams = z.infer<typeof copyParams>;

interface SourceSection {
  oid: string;
  name: string;
}

export const copyContentHandler: TaskHandler<CopyParams> = {
  type: "COPY",
  params: copyParams,
  async perform(run, params) {
    return params.kind === "section" ? copySection(run, params) : copyChapter(run, params);
  },
  async discard({ db }, output) {
    // A copied chapter takes its sections and files with it (cascade); a copied section its files.
    if (output.chapterOid && !output.sectionOid) {
      await db.delete(chapters).where(eq(chapters.oid, output.chapterOid));
    }
    if (output.sectionOid) await db.delete(sections).where(eq(sections.oid, output.sectionOid));
  },
};

async function copySection(run: TaskRun, params: Extract<CopyParams, { kind: "section" }>) {
  const { db, clock } = run.deps;
  const [source] = await db
    .select({ oid: sections.oid, name: sections.name })
    .from(sections)
    .innerJoin(chapters, eq(chapters.oid, sections.chapterOid))
    .where(and(eq(sections.oid, params.sectionOid), eq(chapters.bookOid, params.sourceBookOid)))
    .limit(1);
  if (!source) throw new TaskFailure(TASK_MESSAGES.sourceGone);
  const sectionOid = newOid();
  await run.recordOutput({
    bookOid: params.targetBookOid,
    chapterOid: params.targetChapterOid,
    sectionOid,
  });
  await run.step(source.name, () =>
    db.transaction(async (tx) => {
      const now = clock.now();
      await requireWritableBook(tx, params.targetBookOid, now);
      await requireOpenTarget(tx, params.targetBookOid, params.targetChapterOid);
      const files = await copySectionRows(tx, {
        sourceSectionOid: source.oid,
        newSectionOid: sectionOid,
        targetChapterOid: params.targetChapterOid,
        name: source.name,
        position: await nextPosition(tx, SECTION_LIST, params.targetChapterOid),
        now,
      });
      return formatMessage(TASK_MESSAGES.copiedFiles, { n: files });
    }),
  );
  return { bookOid: params.targetBookOid, chapterOid: params.targetChapterOid, sectionOid };
}

async function copyChapter(run: TaskRun, params: Extract<CopyParams, { kind: "chapter" }>) {
  const { db, clock } = run.deps;
  const [source] = await db
    .select({ name: chapters.name })
    .from(chapters)
    .where(and(eq(chapters.oid, params.chapterOid), eq(chapters.bookOid, params.sourceBookOid)))
    .limit(1);
  if (!source) throw new TaskFailure(TASK_MESSAGES.sourceGone);
  const sourceSections: SourceSection[] = await db
    .select({ oid: sections.oid, name: sections.name })
    .from(sections)
    .where(eq(sections.chapterOid, params.chapterOid))
    .orderBy(asc(sections.position));
  const chapterOid = newOid();
  await run.recordOutput({ bookOid: params.targetBookOid, chapterOid });
  await db.transaction(async (tx) => {
    const now = clock.now();
    await requireWritableBook(tx, params.targetBookOid, now);
    await tx.insert(chapters).values({
      oid: chapterOid,
      bookOid: params.targetBookOid,
      name: source.name,
      position: await nextPosition(tx, CHAPTER_LIST, params.targetBookOid),
      createdAt: now,
      updatedAt: now,
    });
  });
  for (const [index, section] of sourceSections.entries()) {
    await run.step(section.name, () =>
      db.transaction(async (tx) => {
        const files = await copySectionRows(tx, {
          sourceSectionOid: section.oid,
          newSectionOid: newOid(),
          targetChapterOid: chapterOid,
          name: section.name,
          position: index,
          now: clock.now(),
        });
        return formatMessage(TASK_MESSAGES.copiedFiles, { n: files });
      }),
    );
    await run.progress(((index + 1) / sourceSections.length) * 100);
  }
  return { bookOid: params.targetBookOid, chapterOid };
}

/**
 * The target book may have been deleted, locked or deactivated since the task was submitted. Bumps
 * its updatedAt first, which also locks its row for the structure change (as every book change does).
 */
export async function requireWritableBook(tx: Db, bookOid: string, now: Date): Promise<void> {
  await touchBook(tx, bookOid, now);
  const [book] = await tx.select({ state: books.state }).from(books).where(eq(books.oid, bookOid));
  if (!book) throw new TaskFailure(TASK_MESSAGES.bookGone);
  if (!WRITABLE_STATES.includes(book.state)) throw new TaskFailure(errorMessage("err.book.readOnly"));
}

/** The target chapter may have been removed or committed since the task was submitted; answers its position. */
export async function requireOpenTarget(tx: Db, bookOid: string, chapterOid: string): Promise<number> {
  const [chapter] = await tx
    .select({ committed: chapters.committed, position: chapters.position })
    .from(chapters)
    .where(and(eq(chapters.oid, chapterOid), eq(chapters.bookOid, bookOid)))
    .limit(1);
  if (!chapter) throw new TaskFailure(TASK_MESSAGES.targetGone);
  if (chapter.committed) throw new TaskFailure(TASK_MESSAGES.targetCommitted);
  return chapter.position;
}
