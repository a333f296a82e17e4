// Test support for the task pages: task rows, a signed-in user with given roles, the pages rendered
// with a router, a query client and the dialog host, and what to clean up after each test.
import { cleanup } from "@testing-library/react";
import { type OrgRole, STORAGE_KEYS, type SysRole, type UserTask } from "@textbook/shared";
import { vi } from "vitest";
import { DialogHost } from "../../app/global/dialog-host.tsx";
import { toastStore } from "../../app/global/toast.ts";
import type { StoredUser } from "../../app/session.ts";
import { renderRoutes, type TestRoute } from "../../test/render-routes.tsx";

export function task(index: number, overrides: Partial<UserTask> = {}): UserTask {
  return {
    oid: `task-${index}`,
    type: "EXPORT",
    title: `导出《示范教材 ${index}》`,
    state: "DONE",
    progress: 100,
    result: "SUCCESS",
    errorMessage: null,
    output: {
      attachmentOid: `att-${index}`,
      fileName: `示范教材 ${index}.zip`,
      bookOid: null,
      chapterOid: null,
      sectionOid: null,
    },
    book: { oid: `book-${index}`, name: `示范教材 ${index}` },
    creator: { oid: "user-1", fullName: "张老师" },
    attempts: 1,
    createdAt: "2026-11-20T07:13:00.000Z",
    startedAt: "2026-11-20T07:13:05.000Z",
    finishedAt: "2026-11-20T07:14:00.000Z",
    ...overrides,
  };
}

export const runningTask = (index: number, overrides: Partial<UserTask> = {}) =>
  task(index, {
    state: "IN_PROGRESS",
    progress: 10,
    result: null,
    output: null,
    finishedAt: null,
    ...overrides,
  });

/** Signs a user in as the session store reads it (localStorage, announced like another tab). */
export function signIn(orgRoles: OrgRole[], sysRoles: SysRole[] = []) {
  const user: StoredUser = {
    id: "user-1",
    name: "张老师",
    state: "ACTIVE",
    currentOrgId: "org-1",
    currentOrgType: "SCHOOL",
    currentOrgName: "示范学校",
    currentOrgLevel: 1,
    useSubjectResourceEnabled: false,
    phoneNumber: "13800000002",
    sysRoles,
    orgRoles,
    fullAvatarUrl: null,
    zjyKgUserId: null,
    fromProject: false,
  };
  localStorage.setItem(STORAGE_KEYS.token, "t");
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.user }));
}

export function renderPage(path: string, routes: TestRoute[]) {
  return renderRoutes(routes, path, <DialogHost />).router;
}

/** For afterEach: unmounts the page, puts the clock back, and empties localStorage and the toasts. */
export function cleanUpTaskPage() {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  toastStore.remove(() => true);
}

export function page(items: UserTask[], total = items.length) {
  return { data: { items, total, page: 1, pageSize: 10 } };
}
