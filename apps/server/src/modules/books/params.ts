// Path parameters of the book workspace: each level names its parent, so a child id is always
// checked against the book (and chapter, section) in the path.
import { zOid } from "@textbook/shared";
import { z } from "zod";

export const bookParams = z.object({ bookOid: zOid });
export const chapterParams = bookParams.extend({ chapterOid: zOid });
export const sectionParams = chapterParams.extend({ sectionOid: zOid });
export const fileParams = sectionParams.extend({ fileOid: zOid });

export type ChapterPath = z.infer<typeof chapterParams>;
export type SectionPath = z.infer<typeof sectionParams>;
export type FilePath = z.infer<typeof fileParams>;
