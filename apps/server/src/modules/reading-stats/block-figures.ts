// Figures per block: attachment use (media, 3D, documents, links), a section's videos, a section's
// quiz questions (hardest first), and the knowledge points the edition's blocks are tagged with.
// Titles come from the released edition's own objects (edition-content.ts), never from readers.

import type {
  kgPointCountsSchema,
  statAttachmentsSchema,
  statQuestionsSchema,
  statStateSchema,
  statVideosSchema,
} from "@textbook/shared";
import { formatMessage, percentOf, READING_STATS_TEXTS } from "@textbook/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { readingStatBlocks, readingStatQuestions, readingStatStates } from "../../db/schema/index.ts";
import type { StorageDriver } from "../../storage/driver.ts";
import { editionActivity, editionBlocks } from "./edition-content.ts";
import type { StatBook } from "./stat-book.ts";

const T = READING_STATS_TEXTS;

export async function statState(db: Db, bookOid: string): Promise<z.input<typeof statStateSchema>> {
  const [row] = await db.select().from(readingStatStates).where(eq(readingStatStates.bookOid, bookOid));
  return {
    updatedAt: row?.updatedAt.toISOString() ?? null,
    recomputedAt: row?.recomputedAt?.toISOString() ?? null,
    events: row?.events ?? 0,
  };
}

async function titles(storage: StorageDriver, stat: StatBook) {
  return stat.editionOid ? editionBlocks(storage, stat.editionOid) : new Map();
}

export async function statAttachments(
  db: Db,
  storage: StorageDriver,
  stat: StatBook,
): Promise<z.input<typeof statAttachmentsSchema>> {
  const [rows, blocks] = await Promise.all([
    db
      .select()
      .from(readingStatBlocks)
      .where(eq(readingStatBlocks.bookOid, stat.book.oid))
      .orderBy(desc(readingStatBlocks.count)),
    titles(storage, stat),
  ]);
  return {
    items: rows.map((row) => ({
      blockOid: row.blockOid,
      kind: row.kind,
      title: blocks.get(row.blockOid)?.title ?? "",
      fileOid: row.fileOid,
      fileTitle: (row.fileOid && stat.content?.fileTitles.get(row.fileOid)) || "",
      count: row.count,
    })),
  };
}

/** The files of one section of the released edition (empty when the edition has no such section). */
export function sectionFiles(stat: StatBook, chapterOid: string, sectionOid: string): string[] {
  const chapter = stat.content?.manifest.toc.find((candidate) => candidate.oid === chapterOid);
  const section = chapter?.sections.find((candidate) => candidate.oid === sectionOid);
  return section?.files.map((file) => file.oid) ?? [];
}

export async function sectionVideos(
  db: Db,
  storage: StorageDriver,
  stat: StatBook,
  fileOids: readonly string[],
): Promise<z.input<typeof statVideosSchema>> {
  if (fileOids.length === 0) return { items: [] };
  const [rows, blocks] = await Promise.all([
    db
      .select()
      .from(readingStatBlocks)
      .where(
        and(
          eq(readingStatBlocks.bookOid, stat.book.oid),
          eq(readingStatBlocks.kind, "MEDIA_PLAY"),
          inArray(readingStatBlocks.fileOid, [...fileOids]),
        ),
      )
      .orderBy(desc(readingStatBlocks.count)),
    titles(storage, stat),
  ]);
  return {
    items: rows.map((row) => ({
      blockOid: row.blockOid,
      title: blocks.get(row.blockOid)?.title ?? "",
      fileOid: row.fileOid,
      fileTitle: (row.fileOid && stat.content?.fileTitles.get(row.fileOid)) || "",
      plays: row.count,
      // amountSum is per mille per play: the average share is amountSum / plays / 10 percent.
      watchedRate: row.count > 0 ? Math.min(100, Math.round(row.amountSum / row.count) / 10) : 0,
    })),
  };
}

export async function sectionQuizzes(
  db: Db,
  storage: StorageDriver,
  stat: StatBook,
  fileOids: readonly string[],
): Promise<z.input<typeof statQuestionsSchema>> {
  if (fileOids.length === 0) return { items: [] };
  const rows = await db
    .select()
    .from(readingStatQuestions)
    .where(
      and(
        eq(readingStatQuestions.bookOid, stat.book.oid),
        inArray(readingStatQuestions.fileOid, [...fileOids]),
      ),
    );
  const items = await Promise.all(
    rows.map(async (row) => {
      const activity = stat.editionOid ? await editionActivity(storage, stat.editionOid, row.blockOid) : null;
      const index = activity?.topics.findIndex((topic) => topic.oid === row.questionKey) ?? -1;
      const title = formatMessage(T.questionLabel, {
        activity: activity?.activity.title ?? "",
        n: index >= 0 ? index + 1 : "?",
      }).trim();
      return {
        blockOid: row.blockOid,
        topicOid: row.questionKey,
        title,
        fileOid: row.fileOid,
        attempts: row.attempts,
        correct: row.correct,
        correctRate: percentOf(row.correct, row.attempts),
      };
    }),
  );
  return { items: items.sort((a, b) => a.correctRate - b.correctRate || b.attempts - a.attempts) };
}

export async function kgPointCounts(
  storage: StorageDriver,
  stat: StatBook,
): Promise<z.input<typeof kgPointCountsSchema>> {
  const blocks = await titles(storage, stat);
  const points = new Map<string, { knId: string; knText: string; count: number }>();
  let tagged = 0;
  for (const block of blocks.values()) {
    if (block.kgPoints.length === 0) continue;
    tagged += 1;
    for (const point of block.kgPoints) {
      const entry = points.get(point.knId) ?? { knId: point.knId, knText: point.knText, count: 0 };
      entry.count += 1;
      points.set(point.knId, entry);
    }
  }
  const items = [...points.values()].sort((a, b) => b.count - a.count || a.knText.localeCompare(b.knText));
  return { total: items.length, tagged, items };
}
