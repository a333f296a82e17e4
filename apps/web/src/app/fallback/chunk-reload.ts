// After a redeploy an open tab asks for the old build's lazy chunks, which are gone. One automatic
// reload fetches the new build; a second failure soon after is shown to the user instead of
// reloading in a loop.

const RELOADED_AT_KEY = "tb-chunk-reloaded-at";
/** A failure within this long after our own reload means the reload did not help. */
const RELOAD_WINDOW_MS = 30_000;

/** Chromium, Firefox and Safari word a failed dynamic import differently; Vite adds its CSS preload. */
const CHUNK_FAILURES = [
  "Failed to fetch dynamically imported module",
  "error loading dynamically imported module",
  "Importing a module script failed",
  "Unable to preload CSS",
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURES.some((failure) => error.message.includes(failure));
}

export interface ReloadEnvironment {
  storage: Pick<Storage, "getItem" | "setItem">;
  now: () => number;
  reload: () => void;
}

const browserEnvironment = (): ReloadEnvironment => ({
  storage: sessionStorage,
  now: Date.now,
  reload: () => window.location.reload(),
});

/** Reloads once for a failed chunk; answers false when a reload already happened just now. */
export function reloadOnceForChunk(environment: ReloadEnvironment = browserEnvironment()): boolean {
  const last = Number(environment.storage.getItem(RELOADED_AT_KEY) ?? 0);
  const now = environment.now();
  if (now - last < RELOAD_WINDOW_MS) return false;
  environment.storage.setItem(RELOADED_AT_KEY, String(now));
  environment.reload();
  return true;
}
