// Test support for the login page's tests: a fresh API fake answering the client configuration the
// page asks for first (with storage cleared), and the page rendered at an entry beside the page it
// leads on to, with the toasts and dialogs the app's global host would show.
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { dialogStore } from "../../../app/global/dialog.ts";
import { DialogHost } from "../../../app/global/dialog-host.tsx";
import { toastStore } from "../../../app/global/toast.ts";
import { Toasts } from "../../../app/global/toasts.tsx";
import { type FakeApi, fakeApi } from "../../../test/fake-api.ts";
import type { TestRoute } from "../../../test/render-routes.tsx";
import { LoginPage } from "../login-page.tsx";

export function loginPageApi(): FakeApi {
  localStorage.clear();
  const api = fakeApi();
  api.routes.set("/api/systems/client-config", () => ({
    data: { managementSystemUrl: null, helpManualUrl: null, customerServiceUrl: null },
  }));
  return api;
}

export type LoginEntry = string | { pathname: string; search?: string; state: unknown };

export function renderLoginPage(entry: LoginEntry, next: TestRoute) {
  const router = createMemoryRouter([{ path: "/login", element: <LoginPage /> }, next], {
    initialEntries: [entry],
  });
  // The page's toasts and dialogs, starting from none: the stores are modules other test files share.
  toastStore.remove(() => true);
  dialogStore.remove(() => true);
  render(
    <>
      <RouterProvider router={router} />
      <DialogHost />
      <Toasts />
    </>,
  );
  return router;
}
