// Test support: signs a user in as the session store reads it (localStorage, announced like another
// tab), so a page test starts signed in without the login flow.
import { STORAGE_KEYS } from "@textbook/shared";
import type { StoredUser } from "../app/session.ts";

/** Signs a user in (localStorage, announced like another tab): an organisation member unless told. */
export function signInAs(overrides: Partial<StoredUser> = {}) {
  const user: StoredUser = {
    id: "user-1",
    name: "管理员",
    state: "ACTIVE",
    currentOrgId: "org-1",
    currentOrgType: "SCHOOL",
    currentOrgName: "示范学校",
    currentOrgLevel: 1,
    useSubjectResourceEnabled: false,
    phoneNumber: "13800000002",
    sysRoles: [],
    orgRoles: ["ORG_MEMBER"],
    fullAvatarUrl: null,
    zjyKgUserId: null,
    fromProject: false,
    ...overrides,
  };
  localStorage.setItem(STORAGE_KEYS.token, "t");
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.user }));
}
