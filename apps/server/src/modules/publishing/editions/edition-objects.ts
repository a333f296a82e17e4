// Reading an edition (for the reader's server side, issue 16 §4): its row, and one of its objects by
// its path inside the edition. Serve only READY editions: a BUILDING one is still being written and
// a FAILED one has no objects left.
import type { Readable } from "node:stream";
import { editionObjectPathSchema, editionStoragePrefix } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { editions } from "../../../db/schema/index.ts";
import type { StorageDriver } from "../../../storage/driver.ts";

export type EditionRow = typeof editions.$inferSelect;

export async function findEdition(db: Db, oid: string): Promise<EditionRow | null> {
  const [row] = await db.select().from(editions).where(eq(editions.oid, oid)).limit(1);
  return row ?? null;
}

export interface EditionObject {
  stream: Readable;
  contentType: string;
  size: number;
}

/**
 * The object at `relativePath` (manifest.json, files/<oid>.html, assets/…) of the edition, or null
 * when the path is not one an edition can hold or nothing lies there.
 */
export async function readEditionObject(
  storage: StorageDriver,
  editionOid: string,
  relativePath: string,
): Promise<EditionObject | null> {
  if (!editionObjectPathSchema.safeParse(relativePath).success) return null;
  const key = editionStoragePrefix(editionOid) + relativePath;
  const stored = await storage.statObject(key);
  if (!stored) return null;
  const stream = await storage.getObject(key);
  return stream ? { stream, contentType: stored.contentType, size: stored.size } : null;
}
