// The attachments an edition copies into assets/: each once, however many files use it. A reference
// to an attachment that does not exist, is not READY or lost its bytes fails the build, naming the
// file: an edition must never show a hole where the book shows a picture.
import { EDITION_PATHS, formatMessage, PUBLISHING_TEXTS } from "@textbook/shared";
import { inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { attachments } from "../../../db/schema/index.ts";
import { TaskFailure } from "../../../jobs/task-handler.ts";
import type { StorageDriver } from "../../../storage/driver.ts";
import type { EditionWriter } from "./edition-writer.ts";

export interface EditionAssets {
  /**
   * Copies the attachments not copied yet and answers the asset path of each oid; throws
   * TaskFailure for one it cannot copy, naming `fileName`.
   */
  ensure(oids: ReadonlySet<string>, fileName: string): Promise<Map<string, string>>;
  /**
   * The asset path of an attachment, or null when it cannot be copied or is none (the book's cover,
   * a bare fileOid that may name a file of the book).
   */
  tryEnsure(oid: string): Promise<string | null>;
  /** Every attachment copied so far, by oid (the manifest's `assets`). */
  paths(): Record<string, string>;
}

/** An extension fit for a path: the stored one, lower case, letters and digits only. */
function safeExt(extName: string): string {
  return extName
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 16);
}

/** `writer` receives each copy: an edition's storage folder, or an export's archive (exports/). */
export function createEditionAssets(
  db: Db,
  storage: StorageDriver,
  writer: Pick<EditionWriter, "copy">,
): EditionAssets {
  const copied = new Map<string, string>();
  const absent = new Set<string>();

  /** Copies what it can; what it cannot is remembered as absent. */
  async function copyMissing(oids: readonly string[]): Promise<void> {
    const wanted = oids.filter((oid) => !copied.has(oid) && !absent.has(oid));
    if (wanted.length === 0) return;
    const rows = await db.select().from(attachments).where(inArray(attachments.oid, wanted));
    const found = new Map(rows.map((row) => [row.oid, row]));
    for (const oid of wanted) {
      const row = found.get(oid);
      const stored = row?.state === "READY" ? await storage.statObject(row.objectKey) : null;
      if (!row || !stored) {
        absent.add(oid);
        continue;
      }
      const path = EDITION_PATHS.asset(oid, safeExt(row.extName));
      await writer.copy(row.objectKey, path, stored.size);
      copied.set(oid, path);
    }
  }

  return {
    async ensure(oids, fileName) {
      await copyMissing([...oids]);
      const missing = [...oids].find((oid) => !copied.has(oid));
      if (missing !== undefined) {
        throw new TaskFailure(
          formatMessage(PUBLISHING_TEXTS.missingAttachment, { file: fileName, attachment: missing }),
        );
      }
      return new Map([...oids].map((oid) => [oid, copied.get(oid) as string]));
    },
    async tryEnsure(oid) {
      await copyMissing([oid]);
      return copied.get(oid) ?? null;
    },
    paths: () => Object.fromEntries(copied),
  };
}
