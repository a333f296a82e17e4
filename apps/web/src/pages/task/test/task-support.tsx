// Test support for the task pages: task rows, a signed-in user with given roles, the pages rendered
// with a router, a query client and the dialog host, what to clean up after each test, and the
// set-up every test of a task page shares.
import { cleanup } from "@testing-library/react";
import type { OrgRole, SysRole, UserTask } from "@textbook/shared";
import { afterEach, beforeEach, vi } from "vitest";
import { DialogHost } from "../../../app/global/dialog-host.tsx";
import { toastStore } from "../../../app/global/toast.ts";
import { type FakeApi, fakeApi, type SentCall } from "../../../test/fake-api.ts";
import { renderRoutes, type TestRoute } from "../../../test/render-routes.tsx";
import { signInAs } from "../../../test/sign-in.ts";

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

/** Signs a user in with the given roles (test/sign-in.ts). */
export function signIn(orgRoles: OrgRole[], sysRoles: SysRole[] = []) {
  signInAs({ name: "张老师", orgRoles, sysRoles });
}

export function renderPage(path: string, routes: TestRoute[]) {
  return renderRoutes(routes, path, <DialogHost />).router;
}

/** For afterEach: unmounts the page, puts the clock back, and empties both storages and the toasts. */
export function cleanUpTaskPage() {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  toastStore.remove(() => true);
}

export function page(items: UserTask[], total = items.length) {
  return { data: { items, total, page: 1, pageSize: 10 } };
}

/**
 * Registers the start and end every test of a task page shares: a fresh API fake and an organisation
 * member signed in before it, cleanUpTaskPage after. Answers the running test's fake, and the calls
 * it received on a path.
 */
export function taskPageTests(): { readonly api: FakeApi; sentTo(path: string): SentCall[] } {
  vi.stubGlobal("__APP_VERSION__", "test");
  let api: FakeApi | undefined;
  beforeEach(() => {
    api = fakeApi();
    signIn(["ORG_MEMBER"]);
  });
  afterEach(cleanUpTaskPage);
  const current = () => {
    if (!api) throw new Error("the API fake is made before each test");
    return api;
  };
  return {
    get api() {
      return current();
    },
    sentTo: (path) => current().sent.filter((call) => call.path === path),
  };
}
