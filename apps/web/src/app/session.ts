// The logged-in session as the browser keeps it: token and stored user (shell §3) in localStorage
// under the _builder prefix, observable so React re-renders on login, switch and logout.

import {
  type CurrentOrg,
  type LoginResult,
  type OrgRole,
  STORAGE_KEYS,
  type SysRole,
  type UserState,
} from "@textbook/shared";
import { useSyncExternalStore } from "react";
import { provideToken } from "../api/client.ts";

/** Stored user fields of shell §3. */
export interface StoredUser {
  id: string;
  name: string;
  state: UserState;
  currentOrgId: string | null;
  currentOrgType: CurrentOrg["type"] | null;
  currentOrgName: string | null;
  currentOrgLevel: number | null;
  useSubjectResourceEnabled: boolean;
  phoneNumber: string;
  sysRoles: SysRole[];
  orgRoles: OrgRole[];
  fullAvatarUrl: string | null;
  zjyKgUserId: string | null;
  fromProject: boolean;
}

export interface SessionState {
  token: string | null;
  user: StoredUser | null;
}

const listeners = new Set<() => void>();
let snapshot: SessionState = read();

function read(): SessionState {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const rawUser = localStorage.getItem(STORAGE_KEYS.user);
  let user: StoredUser | null = null;
  try {
    user = rawUser ? (JSON.parse(rawUser) as StoredUser) : null;
  } catch {
    user = null;
  }
  return { token, user };
}

function publish() {
  snapshot = read();
  for (const listener of listeners) listener();
}

export function toStoredUser(result: LoginResult): StoredUser {
  return {
    id: result.user.oid,
    name: result.user.fullName,
    state: result.user.state,
    currentOrgId: result.currentOrg?.oid ?? null,
    currentOrgType: result.currentOrg?.type ?? null,
    currentOrgName: result.currentOrg?.name ?? null,
    currentOrgLevel: result.currentOrg?.level ?? null,
    useSubjectResourceEnabled: result.currentOrg?.useSubjectResourceEnabled ?? false,
    phoneNumber: result.user.phoneNumber,
    sysRoles: result.user.sysRoles,
    orgRoles: result.currentOrgRoles,
    fullAvatarUrl: result.user.fullAvatarUrl,
    zjyKgUserId: result.user.zjyKgUserId,
    fromProject: result.fromProject,
  };
}

export const session = {
  get: (): SessionState => snapshot,
  token: (): string | null => snapshot.token,
  save(result: LoginResult) {
    localStorage.setItem(STORAGE_KEYS.token, result.token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(toStoredUser(result)));
    publish();
  },
  clear() {
    session.forget();
    publish();
  },
  /**
   * Removes the stored session without telling the pages on screen (退出登录: they hear it once the
   * login page stands, see LOGGED_OUT_STATE), so nothing of it survives a login page that cannot
   * load, a crash or a closed tab.
   */
  forget() {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.user);
    localStorage.removeItem(STORAGE_KEYS.bookInfo);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The navigation state of 退出登录. The stored session is forgotten at once; the login page ends the
 * session in memory once it is on screen: ended earlier, the page being left would render once more
 * without one, and its guard would detour through /loading (whose code cannot load while offline)
 * instead of the login page.
 */
export const LOGGED_OUT_STATE = { loggedOut: true } as const;

export function isLoggedOutState(state: unknown): boolean {
  return typeof state === "object" && state !== null && "loggedOut" in state && state.loggedOut === true;
}

// Another tab logging in or out changes localStorage; follow it.
window.addEventListener("storage", (event) => {
  if (event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user || event.key === null) publish();
});

// Every call the client makes carries the token stored here.
provideToken(() => session.token());

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get);
}
