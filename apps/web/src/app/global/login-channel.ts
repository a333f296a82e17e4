// Forced re-login (shell §4): every tab announces its logins and logouts on a BroadcastChannel as a
// LOGIN message; a tab that was logged in as someone else, or that was logged out elsewhere, must
// log in again. The storage event covers browsers without BroadcastChannel.
import { STORAGE_KEYS } from "@textbook/shared";
import { session } from "../session.ts";

export const LOGIN_CHANNEL = "_builder_login";

export interface LoginMessage {
  type: "LOGIN";
  /** The user now logged in, or null after a logout. */
  userId: string | null;
}

/** True when this tab's user (known) no longer matches the browser's (incoming). */
export function shouldForceRelogin(knownUserId: string | null, incomingUserId: string | null): boolean {
  return knownUserId !== null && knownUserId !== incomingUserId;
}

let knownUserId: string | null = storedUserId();

function storedUserId(): string | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    const user: unknown = raw ? JSON.parse(raw) : null;
    if (typeof user === "object" && user !== null && "id" in user && typeof user.id === "string")
      return user.id;
  } catch {
    // An unreadable stored user counts as logged out.
  }
  return null;
}

function currentUserId(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token) ? storedUserId() : null;
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(LOGIN_CHANNEL);
}

/** Posts this tab's login (the user's id) or logout (null); the watcher calls it on every session change. */
export function announceLogin(userId: string | null) {
  knownUserId = userId;
  const channel = openChannel();
  channel?.postMessage({ type: "LOGIN", userId } satisfies LoginMessage);
  channel?.close();
}

function isLoginMessage(data: unknown): data is LoginMessage {
  return typeof data === "object" && data !== null && "type" in data && data.type === "LOGIN";
}

/** Calls onForced once this tab's login is overtaken by another tab's. */
export function watchOtherTabs(onForced: () => void): () => void {
  knownUserId = storedUserId();
  const check = (incoming: string | null) => {
    if (!shouldForceRelogin(knownUserId, incoming)) return;
    knownUserId = null;
    onForced();
  };
  const channel = openChannel();
  const onMessage = (event: MessageEvent) => {
    if (isLoginMessage(event.data)) check(event.data.userId);
  };
  channel?.addEventListener("message", onMessage);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.user || event.key === STORAGE_KEYS.token || event.key === null) {
      check(currentUserId());
    }
  };
  window.addEventListener("storage", onStorage);
  // Any other change of the session happened in this tab: announce it. The decision waits for a
  // macrotask because session.ts republishes on the same storage event, and whether its listener
  // or ours runs first differs; by the next task the storage check above has always run.
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const stopSession = session.subscribe(() => {
    const current = currentUserId();
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (current !== knownUserId) announceLogin(current);
    }, 0);
    pending.add(timer);
  });
  return () => {
    channel?.removeEventListener("message", onMessage);
    channel?.close();
    window.removeEventListener("storage", onStorage);
    for (const timer of pending) clearTimeout(timer);
    stopSession();
  };
}
