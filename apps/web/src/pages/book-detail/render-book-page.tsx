// Test support: renders a book page with what main.tsx and the frame give it (query client, router,
// the global dialogs, toasts and error panel, errors routed to the global handler).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { onApiError } from "../../api/client.ts";
import { dialogStore } from "../../app/global/dialog.ts";
import { DialogHost } from "../../app/global/dialog-host.tsx";
import { errorPanelStore, handleApiError } from "../../app/global/error-handler.ts";
import { ErrorPanel } from "../../app/global/error-panel.tsx";
import { setNavigate } from "../../app/global/navigation.ts";
import { toastStore } from "../../app/global/toast.ts";
import { Toasts } from "../../app/global/toasts.tsx";

export function renderBookPage(routes: { path: string; element: ReactNode }[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigate((to) => void router.navigate(to));
  const stopErrors = onApiError(handleApiError);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <DialogHost />
      <Toasts />
      <ErrorPanel />
    </ConfigProvider>,
  );
  return { router, client, view, stopErrors };
}

/** Clears what the global stores still hold after a test. */
export function resetGlobalStores() {
  dialogStore.remove(() => true);
  toastStore.remove(() => true);
  errorPanelStore.remove(() => true);
}
