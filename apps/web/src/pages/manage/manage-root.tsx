// The management area /m (issue 15): its own route tree, loaded lazily as one route of the app so
// the editor and the login page carry none of it. /m/loading takes the handoff token of 进入管理系统
// before any session exists; every other page needs a session and a management role (shell §6).
import { MANAGE_ROOT } from "@textbook/shared";
import { type RouteObject, useRoutes } from "react-router";
import { RequireSession } from "../../app/guard.tsx";
import { LoadingPage } from "../loading/loading-page.tsx";
import { ManageFrame } from "./manage-frame.tsx";
import { RequireManageEntry } from "./manage-guard.tsx";
import { ManageHome } from "./manage-home.tsx";
import { ManageNotFound } from "./manage-not-found.tsx";
import { managePagePath } from "./manage-paths.ts";
import { MANAGE_PAGES } from "./manage-routes.tsx";

// Route objects through useRoutes rather than <Routes>/<Route> elements: those components would
// join the core chunk every page (the login page too) loads.
const MANAGE_ROUTES: RouteObject[] = [
  { path: "loading", element: <LoadingPage defaultTarget={MANAGE_ROOT} /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <ManageFrame pages={MANAGE_PAGES} />,
        children: [
          { index: true, element: <ManageHome /> },
          ...MANAGE_PAGES.map((page) => ({
            path: managePagePath(page),
            element: (
              <RequireManageEntry entry={page.entry}>
                <page.Page />
              </RequireManageEntry>
            ),
          })),
          { path: "*", element: <ManageNotFound /> },
        ],
      },
    ],
  },
];

export function ManageRoot() {
  return useRoutes(MANAGE_ROUTES);
}
