import type { FileNode, SectionNode } from "@textbook/shared";
import { sections } from "../../db/schema/index.ts";

export const SECTION_NODE_COLUMNS = {
  oid: sections.oid,
  chapterOid: sections.chapterOid,
  name: sections.name,
  position: sections.position,
};

export interface SectionNodeRow {
  oid: string;
  chapterOid: string;
  name: string;
  position: number;
}

export function presentSection(row: SectionNodeRow, files: FileNode[]): SectionNode {
  return { oid: row.oid, chapterOid: row.chapterOid, name: row.name, position: row.position, files };
}
