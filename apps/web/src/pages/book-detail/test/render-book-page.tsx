// Test support: renders a book page with what main.tsx and the frame give it (query client, router,
// the global dialogs, toasts and error panel, errors routed to the global handler), and cleans up
// after each test what that leaves behind.
import { cleanup } from "@testing-library/react";
import { onApiError } from "../../../api/client.ts";
import { dialogStore } from "../../../app/global/dialog.ts";
import { DialogHost } from "../../../app/global/dialog-host.tsx";
import { errorPanelStore, handleApiError } from "../../../app/global/error-handler.ts";
import { ErrorPanel } from "../../../app/global/error-panel.tsx";
import { setNavigate } from "../../../app/global/navigation.ts";
import { toastStore } from "../../../app/global/toast.ts";
import { Toasts } from "../../../app/global/toasts.tsx";
import { renderRoutes, type TestRoute } from "../../../test/render-routes.tsx";

let stopErrors = () => {};

export function renderBookPage(routes: TestRoute[], path: string) {
  // A test may render a second page after cleanup(); its errors go to the handler once, not twice.
  stopErrors();
  stopErrors = onApiError(handleApiError);
  const rendered = renderRoutes(
    routes,
    path,
    <>
      <DialogHost />
      <Toasts />
      <ErrorPanel />
    </>,
  );
  setNavigate((to) => void rendered.router.navigate(to));
  return rendered;
}

/** For afterEach: unmounts the page, stops routing its errors, and empties the global stores and localStorage. */
export function cleanUpBookPage() {
  stopErrors();
  stopErrors = () => {};
  cleanup();
  dialogStore.remove(() => true);
  toastStore.remove(() => true);
  errorPanelStore.remove(() => true);
  localStorage.clear();
}
