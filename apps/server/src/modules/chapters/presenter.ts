import type { ChapterNode, SectionNode } from "@textbook/shared";
import { chapters } from "../../db/schema/index.ts";

export const CHAPTER_NODE_COLUMNS = {
  oid: chapters.oid,
  bookOid: chapters.bookOid,
  name: chapters.name,
  position: chapters.position,
  committed: chapters.committed,
};

export interface ChapterNodeRow {
  oid: string;
  bookOid: string;
  name: string;
  position: number;
  committed: boolean;
}

export function presentChapter(row: ChapterNodeRow, sections: SectionNode[]): ChapterNode {
  return {
    oid: row.oid,
    bookOid: row.bookOid,
    name: row.name,
    position: row.position,
    committed: row.committed,
    sections,
  };
}
