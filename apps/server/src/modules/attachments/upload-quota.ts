// Per-user upload quotas (F-12): files started in the last hour and bytes in the last 24 hours,
// counted from the attachments table so every instance agrees. Only the user's own uploads count
// (rows with upload credentials), not files the server made for them (exports, posters). Two
// uploads started at the same moment may both pass the last place; the next one is refused.
import { and, count, eq, gt, isNotNull, sum } from "drizzle-orm";
import { attachments } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { addSeconds } from "../../http/clock.ts";
import { errors } from "../../http/errors.ts";

const HOUR_SECONDS = 3600;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/** "5 GB", "500 MB": the limit as the refusal names it. */
export function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1024 && mb % 1024 === 0 ? `${mb / 1024} GB` : `${Math.round(mb)} MB`;
}

/** Throws err.quota.* when a new upload of `size` bytes would pass the user's hourly or daily quota. */
export async function checkUploadQuota(
  deps: Pick<Deps, "db" | "clock" | "config">,
  userOid: string,
  size: number,
): Promise<void> {
  const { uploadsPerHour, uploadBytesPerDay } = deps.config.quotas;
  const now = deps.clock.now();
  const since = (seconds: number) =>
    and(
      eq(attachments.uploaderOid, userOid),
      isNotNull(attachments.uploadSecretHash),
      gt(attachments.createdAt, addSeconds(now, -seconds)),
    );
  const [hour] = await deps.db.select({ files: count() }).from(attachments).where(since(HOUR_SECONDS));
  if ((hour?.files ?? 0) >= uploadsPerHour) throw errors.quotaUploads(uploadsPerHour);
  // Declared sizes: an upload in progress counts as soon as it starts.
  const [day] = await deps.db
    .select({ bytes: sum(attachments.declaredSize) })
    .from(attachments)
    .where(since(DAY_SECONDS));
  if (Number(day?.bytes ?? 0) + size > uploadBytesPerDay)
    throw errors.quotaUploadBytes(sizeLabel(uploadBytesPerDay));
}
