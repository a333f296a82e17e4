// First, before any schema parses: zod without its eval probe (see zod-config.ts).
import "./app/zod-config.ts";
import { ConfigProvider } from "antd";
import zhCN from "antd/locale/zh_CN";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { onApiError } from "./api/client.ts";
import { handleApiError } from "./app/global/error-handler.ts";
import { setNavigate } from "./app/global/navigation.ts";
import { routes } from "./app/routes.tsx";
import { theme } from "./app/theme.ts";
import "./app/global.css";

// The global pieces load beside the first route rather than before it: the login page must not wait
// for them, and nothing they handle can happen before a route has rendered.
const GlobalHost = lazy(async () => ({ default: (await import("./app/global/global-host.tsx")).GlobalHost }));
const router = createBrowserRouter(routes);
// A page framed by another of ours (the style screen's live preview) leaves the banners, dialogs and
// notices to the page around it.
const framed = window.self !== window.top;
// Errors are handled from the first call on; the views that show them load when needed.
setNavigate((to) => {
  void router.navigate(to);
});
onApiError(handleApiError);

const root = document.getElementById("root");
if (!root) throw new Error("missing #root");
createRoot(root).render(
  <StrictMode>
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      {!framed && (
        <Suspense fallback={null}>
          <GlobalHost />
        </Suspense>
      )}
      <RouterProvider router={router} />
    </ConfigProvider>
  </StrictMode>,
);
