// The attachments a book's documents use, read from the documents themselves (one pass over the
// book's files, in reading order): per attachment its origin, its places and how often each names
// it, joined with the attachment rows and the book's original-work marks.
import type { UsedAttachment, UsedAttachmentPlace, UsedAttachmentsExportBody } from "@textbook/shared";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attachmentMarks, attachments, chapters, contentFiles, sections } from "../../db/schema/index.ts";
import type { FileLinks } from "../../storage/links.ts";
import { presentAttachment } from "../attachments/presenter.ts";
import { type AttachmentOrigin, namedAttachments, strongerOrigin } from "./document-origins.ts";

interface Tally {
  origin: AttachmentOrigin;
  places: UsedAttachmentPlace[];
}

async function tallyBook(db: Db, bookOid: string): Promise<Map<string, Tally>> {
  const files = await db
    .select({
      chapterOid: chapters.oid,
      chapterName: chapters.name,
      sectionOid: sections.oid,
      sectionName: sections.name,
      fileOid: contentFiles.oid,
      fileName: contentFiles.name,
      content: contentFiles.content,
    })
    .from(contentFiles)
    .innerJoin(sections, eq(sections.oid, contentFiles.sectionOid))
    .innerJoin(chapters, eq(chapters.oid, sections.chapterOid))
    .where(eq(chapters.bookOid, bookOid))
    .orderBy(asc(chapters.position), asc(sections.position), asc(contentFiles.position));
  const tallies = new Map<string, Tally>();
  for (const file of files) {
    const place = {
      chapterOid: file.chapterOid,
      sectionOid: file.sectionOid,
      fileOid: file.fileOid,
      name: `${file.chapterName} / ${file.sectionName} / ${file.fileName}`,
    };
    for (const named of namedAttachments(file.content)) {
      const tally = tallies.get(named.attachmentOid) ?? { origin: named, places: [] };
      tally.origin = strongerOrigin(tally.origin, named);
      const last = tally.places.at(-1);
      if (last?.fileOid === file.fileOid) last.count += 1;
      else tally.places.push({ ...place, count: 1 });
      tallies.set(named.attachmentOid, tally);
    }
  }
  return tallies;
}

/**
 * Every attachment the book uses that the attachments table knows (some attributes named fileOid
 * name content files), in the order the book first uses them. Only the book's own files are
 * listed: a library resource enters a book as the book's copy.
 */
export async function usedAttachmentsOfBook(
  db: Db,
  links: FileLinks,
  now: Date,
  bookOid: string,
): Promise<UsedAttachment[]> {
  const tallies = await tallyBook(db, bookOid);
  if (tallies.size === 0) return [];
  const [rows, marks] = await Promise.all([
    db
      .select()
      .from(attachments)
      .where(inArray(attachments.oid, [...tallies.keys()])),
    db
      .select({ attachmentOid: attachmentMarks.attachmentOid })
      .from(attachmentMarks)
      .where(eq(attachmentMarks.bookOid, bookOid)),
  ]);
  const byOid = new Map(rows.filter((row) => row.bookOid === bookOid).map((row) => [row.oid, row]));
  const marked = new Set(marks.map((mark) => mark.attachmentOid));
  return [...tallies].flatMap(([oid, tally]) => {
    const row = byOid.get(oid);
    if (!row) return [];
    return [
      {
        attachment: presentAttachment(row, links, now),
        source: tally.origin.source,
        resLibOid: tally.origin.resLibOid,
        markStatus: marked.has(oid) ? "MARKED" : "UNMARK",
        count: tally.places.reduce((sum, place) => sum + place.count, 0),
        places: tally.places,
      } satisfies UsedAttachment,
    ];
  });
}

/** The list's filters, shared by the page and the export. */
export function matchesFilters(item: UsedAttachment, filters: UsedAttachmentsExportBody): boolean {
  const keyword = filters.keyword?.toLowerCase();
  return (
    (!filters.type || item.attachment.type === filters.type) &&
    (!filters.source || item.source === filters.source) &&
    (!filters.markStatus || item.markStatus === filters.markStatus) &&
    (!keyword || item.attachment.name.toLowerCase().includes(keyword))
  );
}
