// The address of a content file's calls (shell §7 Files): /books/{b}/chapters/{c}/sections/{s}/files/{f}.
import type { FilePath } from "@textbook/shared";

export const filePath = (path: FilePath) =>
  `/books/${path.bookOid}/chapters/${path.chapterOid}/sections/${path.sectionOid}/files/${path.fileOid}`;
