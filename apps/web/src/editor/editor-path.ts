// The editor route (shell §2, spelled as the spec spells it) and how a route without a file finds
// the first content file at or under what it names.
import type { ChapterNode, FilePath } from "@textbook/shared";

export const EDITOR_ROUTE = "books/prosemirror-eidtor";
export const EDITOR_CONTENT_ROUTE = "books/editor-content";

export function editorPath(path: FilePath): string {
  return `/f/${EDITOR_ROUTE}/${path.bookOid}/${path.chapterOid}/${path.sectionOid}/${path.fileOid}`;
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
