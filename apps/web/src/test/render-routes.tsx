// Test support: renders routes at a path with what main.tsx gives every page (the antd config, a
// query client that does not retry, so a refusal shows at once, and a memory router), and beside
// them the global hosts a test needs (dialogs, toasts, the error panel).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

export interface TestRoute {
  path: string;
  element: ReactNode;
}

export function renderRoutes(routes: TestRoute[], path: string, hosts?: ReactNode) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        {hosts}
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { router, client, view };
}
