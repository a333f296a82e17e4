// Programs some browser tests need besides Chromium (ffmpeg makes their media). Without one, the
// tests that need it are skipped with a note naming the Debian package, as the whole run is without
// Chromium; under CI or E2E_REQUIRED a missing program fails the run instead.
import { spawnSync } from "node:child_process";

/** The reason to skip when `command` is missing, or false when it runs; throws when it is required. */
export function skipWithout(command: string, debianPackage: string): string | false {
  const probe = spawnSync(command, ["-version"], { stdio: "ignore" });
  if (!probe.error) return false;
  const note = `needs ${command} (Debian: apt-get install ${debianPackage})`;
  if (process.env.CI || process.env.E2E_REQUIRED) throw new Error(`This browser test ${note}.`);
  console.warn(`Skipping: this browser test ${note}.`);
  return note;
}
