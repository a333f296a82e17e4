// Uploads nobody will finish: credentials expired a day ago (a browser closed mid-upload). Their
// parts and any half-joined object are freed and the row goes; refused files' rows go after a day.
import { and, eq, lt, or } from "drizzle-orm";
import { attachments } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { addSeconds } from "../../http/clock.ts";

export const ABANDONED_AFTER_SECONDS = 24 * 3600;
const BATCH = 100;

export async function sweepAbandonedUploads(
  { db, storage }: Pick<Deps, "db" | "storage">,
  now: Date,
): Promise<number> {
  const cutoff = addSeconds(now, -ABANDONED_AFTER_SECONDS);
  const abandoned = or(
    and(eq(attachments.state, "PENDING"), lt(attachments.credentialsExpireAt, cutoff)),
    and(eq(attachments.state, "REJECTED"), lt(attachments.completedAt, cutoff)),
  );
  let swept = 0;
  for (;;) {
    const rows = await db
      .select({ oid: attachments.oid, objectKey: attachments.objectKey, uploadId: attachments.uploadId })
      .from(attachments)
      .where(abandoned)
      .limit(BATCH);
    for (const row of rows) {
      // Best effort, and the row goes regardless, so one stubborn object never stalls the sweep.
      await Promise.allSettled([
        row.uploadId ? storage.abortMultipartUpload(row.objectKey, row.uploadId) : null,
        storage.deleteObject(row.objectKey),
      ]);
      // The parts' rows go with it (foreign key cascade).
      await db.delete(attachments).where(eq(attachments.oid, row.oid));
    }
    swept += rows.length;
    if (rows.length < BATCH) return swept;
  }
}
