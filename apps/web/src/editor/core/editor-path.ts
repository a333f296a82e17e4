// The editor route (shell §2, spelled as the spec spells it), the preview route, and how a route
// without a file finds the first content file at or under what it names.
import type { CaptionPlace } from "@textbook/schema";
import type { ChapterNode, FilePath } from "@textbook/shared";

export const EDITOR_ROUTE = "books/prosemirror-eidtor";
export const EDITOR_CONTENT_ROUTE = "books/editor-content";

/** Shell §2 /preview > internal: a signed-in reader's view of the book, outside the frame. */
export const PREVIEW_ROUTE = "/preview/internal";

const fileSegments = (path: FilePath) =>
  `${path.bookOid}/${path.chapterOid}/${path.sectionOid}/${path.fileOid}`;

export function editorPath(path: FilePath): string {
  return `/f/${EDITOR_ROUTE}/${fileSegments(path)}`;
}

export function previewPath(path: FilePath): string {
  return `${PREVIEW_ROUTE}/${fileSegments(path)}`;
}

export interface RouteAddress {
  bookOid: string;
  chapterOid?: string;
  sectionOid?: string;
  fileOid?: string;
}

/** The content file the address names, or the first one under the chapter or section it names. */
export function resolveFile(chapters: ChapterNode[], address: RouteAddress): FilePath | null {
  for (const chapter of chapters) {
    if (address.chapterOid && chapter.oid !== address.chapterOid) continue;
    for (const section of chapter.sections) {
      if (address.sectionOid && section.oid !== address.sectionOid) continue;
      for (const file of section.files) {
        if (file.type !== "CONTENT") continue;
        if (address.fileOid && file.oid !== address.fileOid) continue;
        return {
          bookOid: address.bookOid,
          chapterOid: chapter.oid,
          sectionOid: section.oid,
          fileOid: file.oid,
        };
      }
    }
  }
  return null;
}

/** Where a file's captions are numbered from: its chapter's and section's places in the book. */
export function captionPlace(chapters: ChapterNode[], path: FilePath): CaptionPlace | null {
  const chapterIndex = chapters.findIndex((chapter) => chapter.oid === path.chapterOid);
  const sectionIndex = chapters[chapterIndex]?.sections.findIndex(
    (section) => section.oid === path.sectionOid,
  );
  if (chapterIndex < 0 || sectionIndex === undefined || sectionIndex < 0) return null;
  return { chapterIndex: chapterIndex + 1, sectionIndex: sectionIndex + 1 };
}
