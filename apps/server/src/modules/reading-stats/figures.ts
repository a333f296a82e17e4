// The figures of a book, read from its aggregates only (never reading_events): a summary, and the
// chapter → section → file tree of its released edition with figures per node. A node's readers are
// those of its most-read file: distinct readers per section would need the per-reader rows, which
// grow with readers × files (docs/architecture/delivery-stats.md).
import {
  type BookStatSummary,
  formatDuration,
  percentOf,
  type ReadingFigures,
  type StatChapterNode,
  type StatTree,
} from "@textbook/shared";
import { and, count, desc, eq, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  readingStatBlocks,
  readingStatDays,
  readingStatFiles,
  readingStatQuestions,
  readingStatReaders,
} from "../../db/schema/index.ts";
import type { StatBook } from "./stat-book.ts";

interface FileFigures {
  readers: number;
  seconds: number;
  opens: number;
  videoPlays: number;
  quizAttempts: number;
  quizCorrect: number;
}

const EMPTY: FileFigures = {
  readers: 0,
  seconds: 0,
  opens: 0,
  videoPlays: 0,
  quizAttempts: 0,
  quizCorrect: 0,
};

export async function bookReaders(db: Db, bookOid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(readingStatReaders)
    .where(eq(readingStatReaders.bookOid, bookOid));
  return row?.n ?? 0;
}

/** Per file: readers, time, opens, media plays and quiz answers. */
export async function fileFigures(db: Db, bookOid: string): Promise<Map<string, FileFigures>> {
  const [files, plays, answers] = await Promise.all([
    db.select().from(readingStatFiles).where(eq(readingStatFiles.bookOid, bookOid)),
    db
      .select({ fileOid: readingStatBlocks.fileOid, plays: sum(readingStatBlocks.count).mapWith(Number) })
      .from(readingStatBlocks)
      .where(and(eq(readingStatBlocks.bookOid, bookOid), eq(readingStatBlocks.kind, "MEDIA_PLAY")))
      .groupBy(readingStatBlocks.fileOid),
    db
      .select({
        fileOid: readingStatQuestions.fileOid,
        attempts: sum(readingStatQuestions.attempts).mapWith(Number),
        correct: sum(readingStatQuestions.correct).mapWith(Number),
      })
      .from(readingStatQuestions)
      .where(eq(readingStatQuestions.bookOid, bookOid))
      .groupBy(readingStatQuestions.fileOid),
  ]);
  const figures = new Map<string, FileFigures>();
  const of = (fileOid: string) => {
    const existing = figures.get(fileOid) ?? { ...EMPTY };
    figures.set(fileOid, existing);
    return existing;
  };
  for (const file of files)
    Object.assign(of(file.fileOid), { readers: file.readers, seconds: file.seconds, opens: file.opens });
  for (const row of plays) if (row.fileOid) of(row.fileOid).videoPlays = row.plays;
  for (const row of answers) {
    if (!row.fileOid) continue;
    const target = of(row.fileOid);
    target.quizAttempts = row.attempts;
    target.quizCorrect = row.correct;
  }
  return figures;
}

/** Figures of a node made of files; completion is the average share of book readers per file. */
function combine(files: readonly FileFigures[], bookReaders: number): ReadingFigures {
  const total = files.reduce(
    (sumOf, file) => ({
      readers: Math.max(sumOf.readers, file.readers),
      seconds: sumOf.seconds + file.seconds,
      opens: sumOf.opens + file.opens,
      videoPlays: sumOf.videoPlays + file.videoPlays,
      quizAttempts: sumOf.quizAttempts + file.quizAttempts,
      quizCorrect: sumOf.quizCorrect + file.quizCorrect,
    }),
    { ...EMPTY },
  );
  const completion =
    files.length === 0 || bookReaders === 0
      ? 0
      : percentOf(
          files.reduce((sumOf, file) => sumOf + Math.min(file.readers, bookReaders), 0),
          files.length * bookReaders,
        );
  return {
    readers: total.readers,
    seconds: total.seconds,
    time: formatDuration(total.seconds),
    completionRate: completion,
    opens: total.opens,
    videoPlays: total.videoPlays,
    quizAttempts: total.quizAttempts,
    correctRate: percentOf(total.quizCorrect, total.quizAttempts),
  };
}

export async function statTree(db: Db, stat: StatBook): Promise<StatTree> {
  if (!stat.content) return { chapters: [] };
  const [figures, readers] = await Promise.all([
    fileFigures(db, stat.book.oid),
    bookReaders(db, stat.book.oid),
  ]);
  const filesOf = (oids: readonly string[]) => oids.map((oid) => figures.get(oid) ?? EMPTY);
  const chapters: StatChapterNode[] = stat.content.manifest.toc.map((chapter) => {
    const sections = chapter.sections.map((section) => ({
      oid: section.oid,
      title: section.title,
      ...combine(filesOf(section.files.map((file) => file.oid)), readers),
      files: section.files.map((file) => ({
        oid: file.oid,
        title: file.title,
        ...combine(filesOf([file.oid]), readers),
      })),
    }));
    const chapterFiles = chapter.sections.flatMap((section) => section.files.map((file) => file.oid));
    return { oid: chapter.oid, title: chapter.title, ...combine(filesOf(chapterFiles), readers), sections };
  });
  return { chapters };
}

const DAYS_SHOWN = 30;

export async function statSummary(db: Db, stat: StatBook): Promise<BookStatSummary> {
  const bookOid = stat.book.oid;
  const [figures, readers, days] = await Promise.all([
    fileFigures(db, bookOid),
    bookReaders(db, bookOid),
    db
      .select({ day: readingStatDays.day, seconds: readingStatDays.seconds, opens: readingStatDays.opens })
      .from(readingStatDays)
      .where(eq(readingStatDays.bookOid, bookOid))
      .orderBy(desc(readingStatDays.day))
      .limit(DAYS_SHOWN),
  ]);
  const fileOids = stat.content ? [...stat.content.fileTitles.keys()] : [...figures.keys()];
  const combined = combine(
    fileOids.map((oid) => figures.get(oid) ?? EMPTY),
    readers,
  );
  // Time and answers count on every file read, also on one a newer edition dropped.
  const all = combine([...figures.values()], readers);
  return {
    ...all,
    readers,
    completionRate: combined.completionRate,
    bookOid,
    bookName: stat.book.name,
    editionOid: stat.editionOid,
    averageTime: formatDuration(readers > 0 ? all.seconds / readers : 0),
    files: fileOids.length,
    days: days.reverse(),
  };
}
