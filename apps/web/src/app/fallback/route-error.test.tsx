// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { PAGE_FALLBACK_TEXTS as T } from "@textbook/shared";
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { RouteError } from "./route-error.tsx";

const reload = vi.fn();

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
}

function renderFailingChunk() {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        errorElement: <RouteError />,
        lazy: () =>
          Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/a-1.js")),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  vi.spyOn(window.location, "reload").mockImplementation(reload);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setOnline(true);
});

test("a page whose code cannot load while offline says so and reloads once the network is back", async () => {
  setOnline(false);
  renderFailingChunk();
  expect(await screen.findByText(T.offlineTitle)).toBeTruthy();
  expect(screen.getByText(T.offlineBody)).toBeTruthy();
  // A reload now would only hang on the missing network.
  expect(reload).not.toHaveBeenCalled();
  setOnline(true);
  act(() => {
    window.dispatchEvent(new Event("online"));
  });
  expect(reload).toHaveBeenCalledOnce();
});

test("online, a missing chunk (a redeploy) reloads at once", async () => {
  renderFailingChunk();
  await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  expect(screen.queryByText(T.offlineTitle)).toBeNull();
});
