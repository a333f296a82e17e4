// What leaves the server of a reading row: its fields, resources as stored (checked on the way in).
import type { Reading, ReadingResource } from "@textbook/shared";
import type { readings } from "../../db/schema/index.ts";

type ReadingRow = typeof readings.$inferSelect;

export function presentReading(row: ReadingRow): Reading {
  return {
    oid: row.oid,
    fileOid: row.fileOid,
    type: row.type,
    typeName: row.typeName,
    title: row.title,
    resources: row.resources as ReadingResource[],
    updatedAt: row.updatedAt.toISOString(),
  };
}
