// Where 定位 goes: the editor at the report's file wherever the file sits today (it may have moved
// to another section since the edition), with the report's oid for the editor to find the place.
import type { ChapterNode } from "@textbook/shared";
import { editorPath } from "../../editor/core/editor-path.ts";
import { CORRECTION_PARAM } from "../../editor/core/reader-feedback/use-reader-feedback.ts";

export function locatePath(
  chapters: ChapterNode[],
  bookOid: string,
  report: { oid: string; fileOid: string },
) {
  for (const chapter of chapters) {
    for (const section of chapter.sections) {
      if (section.files.some((file) => file.oid === report.fileOid)) {
        const path = editorPath({
          bookOid,
          chapterOid: chapter.oid,
          sectionOid: section.oid,
          fileOid: report.fileOid,
        });
        return `${path}?${CORRECTION_PARAM}=${encodeURIComponent(report.oid)}`;
      }
    }
  }
  return null;
}
