// The address stored with a node is what it showed when inserted; for our own files that is a
// signed link (/api/files/{oid}/{variant}?exp=…&sig=…) which the server refuses once `exp` has
// passed. Showing an expired one only earns a 403 before the fresh link arrives, so it is not shown.
import { safeUrl } from "../node-view/safe-url.ts";

/** Links this close to their end are treated as ended: they would expire while loading. */
const MARGIN_MS = 30_000;

/** The stored address when it may still be shown, else null. */
export function usableStoredLink(value: unknown, now: number = Date.now()): string | null {
  const url = safeUrl(value);
  if (!url?.startsWith("/api/files/")) return url;
  const exp = Number(new URL(url, "http://stored.invalid").searchParams.get("exp"));
  if (!Number.isFinite(exp) || exp <= 0) return url;
  return exp * 1000 - MARGIN_MS > now ? url : null;
}
