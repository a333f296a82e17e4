// The version banner's rules (shell §4): a deployed version that differs from the running build
// offers 极速更新, unless the user dismissed that very version.
import { POLLING, STORAGE_KEYS } from "@textbook/shared";

export function shouldShowBanner(
  deployed: string | null,
  running: string,
  dismissed: string | null,
): boolean {
  if (!deployed || deployed === running) return false;
  return deployed !== dismissed;
}

export function dismissVersion(version: string) {
  localStorage.setItem(STORAGE_KEYS.dismissedVersion, version);
}

export function dismissedVersion(): string | null {
  return localStorage.getItem(STORAGE_KEYS.dismissedVersion);
}

/** Checks now and every POLLING.versionCheckMs; a failed check is silent and retried next time. */
export function watchDeployedVersion(
  fetchVersion: () => Promise<string | null>,
  onVersion: (version: string | null) => void,
): () => void {
  let stopped = false;
  const check = () => {
    fetchVersion()
      .then((version) => {
        if (!stopped) onVersion(version);
      })
      .catch(() => undefined);
  };
  check();
  const timer = setInterval(check, POLLING.versionCheckMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
