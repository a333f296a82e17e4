// The edition's files in reading order (chapters → sections → files), for previous / next and for
// finding a file the address names.
import type { EditionFileEntry, EditionManifest } from "@textbook/shared";

export interface ReadingPlace {
  file: EditionFileEntry;
  chapterOid: string;
  previous: EditionFileEntry | null;
  next: EditionFileEntry | null;
}

export function readingOrder(manifest: EditionManifest): { file: EditionFileEntry; chapterOid: string }[] {
  return manifest.toc.flatMap((chapter) =>
    chapter.sections.flatMap((section) => section.files.map((file) => ({ file, chapterOid: chapter.oid }))),
  );
}

/** The named file's place, or null when the edition has no such file. */
export function placeOf(manifest: EditionManifest, fileOid: string): ReadingPlace | null {
  const order = readingOrder(manifest);
  const index = order.findIndex((entry) => entry.file.oid === fileOid);
  const found = order[index];
  if (!found) return null;
  return {
    ...found,
    previous: order[index - 1]?.file ?? null,
    next: order[index + 1]?.file ?? null,
  };
}
