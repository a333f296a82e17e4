// Test support for the management area's pages: the pages rendered with a router, a query client
// and the dialog host, and the clean-up after each test (signing in: test/sign-in.ts).
import { cleanup } from "@testing-library/react";
import { vi } from "vitest";
import { DialogHost } from "../../../app/global/dialog-host.tsx";
import { toastStore } from "../../../app/global/toast.ts";
import { renderRoutes, type TestRoute } from "../../../test/render-routes.tsx";

export function renderManagePage(path: string, routes: TestRoute[]) {
  return renderRoutes(routes, path, <DialogHost />).router;
}

/** For afterEach: unmounts the page, signs out and empties the toasts. */
export function cleanUpManagePage() {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  // The session store hears a cleared storage as another tab logging out.
  window.dispatchEvent(new StorageEvent("storage", { key: null }));
  toastStore.remove(() => true);
}
