import type { FileNode } from "@textbook/shared";
import { contentFiles } from "../../db/schema/index.ts";

/** What the tree shows of a file: never its content, which may be large. */
export const FILE_NODE_COLUMNS = {
  oid: contentFiles.oid,
  sectionOid: contentFiles.sectionOid,
  name: contentFiles.name,
  type: contentFiles.type,
  position: contentFiles.position,
  version: contentFiles.version,
  updatedAt: contentFiles.updatedAt,
};

export interface FileNodeRow {
  oid: string;
  sectionOid: string;
  name: string;
  type: FileNode["type"];
  position: number;
  version: number;
  updatedAt: Date;
}

export function presentFile(row: FileNodeRow): FileNode {
  return {
    oid: row.oid,
    name: row.name,
    type: row.type,
    position: row.position,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
