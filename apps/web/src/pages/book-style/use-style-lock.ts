// The book's advanced-style lock while the settings screen is open (issue 6: a second user editing
// the advanced style gets error.editing-custom-style.failed): taken on open and renewed every
// STYLE_EDITING.renewSeconds; while another user holds it the screen is read-only and asks again at
// the same pace; released when the screen goes.
import { STYLE_EDITING, type StyleEditing } from "@textbook/shared";
import { useEffect, useState } from "react";
import type { ApiError } from "../../api/client.ts";
import { holdStyleEditing, releaseStyleEditing } from "../../api/styles.ts";

export const STYLE_LOCK_REFUSED = "error.editing-custom-style.failed";

export type StyleLock =
  | { state: "asking" }
  | { state: "held"; lock: StyleEditing }
  /** Another user edits the advanced style; `message` is the server's. */
  | { state: "refused"; message: string }
  /** The lock could not be asked for (a network failure); asked again on the next round. */
  | { state: "failed"; message: string }
  /** The server refuses this user or this book for good (no rights, a locked book): not asked again. */
  | { state: "denied"; message: string };

/** Refusals that retrying cannot change: a permission, a locked or inactive book. */
const FINAL_REFUSALS: readonly string[] = ["err.privilege.required", "err.book.readOnly"];

export function useStyleLock(bookOid: string, enabled: boolean): StyleLock {
  const [lock, setLock] = useState<StyleLock>({ state: "asking" });
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let held = false;
    const ask = async () => {
      try {
        const granted = await holdStyleEditing(bookOid);
        held = true;
        if (!stopped) setLock({ state: "held", lock: granted });
      } catch (error) {
        held = false;
        const { errorCode, message } = error as ApiError;
        if (FINAL_REFUSALS.includes(errorCode)) {
          clearInterval(timer);
          if (!stopped) setLock({ state: "denied", message });
          return;
        }
        if (!stopped) setLock({ state: errorCode === STYLE_LOCK_REFUSED ? "refused" : "failed", message });
      }
    };
    const timer = setInterval(() => void ask(), STYLE_EDITING.renewSeconds * 1000);
    void ask();
    return () => {
      stopped = true;
      clearInterval(timer);
      if (held) void releaseStyleEditing(bookOid).catch(() => {});
    };
  }, [bookOid, enabled]);
  return lock;
}
