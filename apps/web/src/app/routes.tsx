// Routes of shell §2 for the current scope. Heavy areas load lazily when their route opens, so the
// login page stays small. `handle.title` feeds the page title (product name + route title).

import { ACTIVITY_PREVIEW_ROUTE, FRAME_TEXTS, ROUTE_TITLES } from "@textbook/shared";
import { Navigate, type RouteObject } from "react-router";
import { EDITOR_CONTENT_ROUTE, EDITOR_ROUTE, PREVIEW_ROUTE } from "../editor/editor-path.ts";
import { RouteError } from "./fallback/route-error.tsx";
import { RequireSession } from "./guard.tsx";
import { RootLayout } from "./root-layout.tsx";

export interface RouteHandle {
  title?: string;
  /** Shown without the frame's top bar and page padding (shell §2 "no bar": the editor). */
  bare?: boolean;
}

function FirstLoad() {
  return null;
}

const notFound: RouteObject = {
  path: "*",
  handle: { title: ROUTE_TITLES.notFound },
  lazy: async () => ({ Component: (await import("./fallback/not-found-page.tsx")).NotFoundPage }),
};

/** Menu entries whose pages are not built yet: a page that says so, not a silent redirect. */
function comingSoon(path: string, name: string): RouteObject {
  return {
    path,
    handle: { title: name },
    lazy: async () => ({ Component: (await import("./fallback/coming-soon-page.tsx")).ComingSoonPage }),
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // The first route's code is still loading: an empty page is shorter than any spinner.
    HydrateFallback: FirstLoad,
    children: [
      { path: "/", element: <Navigate to="/loading" replace /> },
      {
        path: "/login",
        handle: { title: ROUTE_TITLES.login },
        lazy: async () => ({ Component: (await import("../pages/login/login-page.tsx")).LoginPage }),
      },
      {
        path: "/loading",
        handle: { title: ROUTE_TITLES.loading },
        lazy: async () => ({ Component: (await import("../pages/loading/loading-page.tsx")).LoadingPage }),
      },
      {
        path: "/zjy/login",
        handle: { title: ROUTE_TITLES.partnerLogin },
        lazy: async () => ({
          Component: (await import("../pages/loading/partner-login-page.tsx")).PartnerLoginPage,
        }),
      },
      {
        path: PREVIEW_ROUTE,
        element: <RequireSession />,
        children: [
          {
            path: ":bookOid/:chapterOid?/:sectionOid?/:fileOid?",
            handle: { title: ROUTE_TITLES.preview },
            lazy: async () => ({
              Component: (await import("../pages/preview/preview-page.tsx")).PreviewPage,
            }),
          },
        ],
      },
      {
        path: "/style-preview/:bookOid",
        element: <RequireSession />,
        children: [
          {
            index: true,
            handle: { title: ROUTE_TITLES.stylePreview },
            lazy: async () => ({
              Component: (await import("../pages/style-preview/style-preview-page.tsx")).StylePreviewPage,
            }),
          },
        ],
      },
      {
        path: "/f",
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({ Component: (await import("./frame/frame.tsx")).Frame }),
            children: [
              { index: true, element: <Navigate to="books" replace /> },
              { path: "books", element: <Navigate to="list" replace /> },
              {
                path: "books/list",
                handle: { title: ROUTE_TITLES.books },
                lazy: async () => ({
                  Component: (await import("../pages/books/book-list-page.tsx")).BookListPage,
                }),
              },
              {
                path: "books/media/:oid",
                handle: { title: ROUTE_TITLES.media },
                lazy: async () => ({
                  Component: (await import("../pages/book-media/book-media-page.tsx")).BookMediaPage,
                }),
              },
              { path: "task", element: <Navigate to="list" replace /> },
              {
                path: "task/list",
                handle: { title: ROUTE_TITLES.taskList },
                lazy: async () => ({
                  Component: (await import("../pages/task/task-list-page.tsx")).TaskListPage,
                }),
              },
              {
                path: "task/detail/:oid",
                handle: { title: ROUTE_TITLES.taskDetail },
                lazy: async () => ({
                  Component: (await import("../pages/task/task-detail-page.tsx")).TaskDetailPage,
                }),
              },
              { path: "version-record", element: <Navigate to="list" replace /> },
              {
                path: "version-record/list",
                handle: { title: ROUTE_TITLES.versionRecord },
                lazy: async () => ({
                  Component: (await import("../pages/version-record/version-record-page.tsx"))
                    .VersionRecordPage,
                }),
              },
              {
                path: "books/detail/:oid",
                handle: { title: ROUTE_TITLES.bookDetail },
                lazy: async () => ({
                  Component: (await import("../pages/book-detail/book-detail-page.tsx")).BookDetailPage,
                }),
              },
              ...[EDITOR_ROUTE, EDITOR_CONTENT_ROUTE].map((route) => ({
                path: `${route}/:bookOid/:chapterOid?/:sectionOid?/:fileOid?`,
                handle: { title: ROUTE_TITLES.editor, bare: true } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import("../pages/editor/editor-page.tsx")).EditorPage,
                }),
              })),
              {
                // The path the activities' preview-url call answers (shell §7).
                path: `${ACTIVITY_PREVIEW_ROUTE.replace("/f/", "")}/:bookOid/:chapterOid/:sectionOid/:fileOid/:activityOid`,
                handle: { title: ROUTE_TITLES.activityPreview },
                lazy: async () => ({
                  Component: (await import("../editor/interaction/preview/activity-preview-page.tsx"))
                    .ActivityPreviewPage,
                }),
              },
              {
                path: "books/style/:bookOid",
                handle: { title: ROUTE_TITLES.bookStyle },
                lazy: async () => ({
                  Component: (await import("../pages/book-style/book-style-page.tsx")).BookStylePage,
                }),
              },
              {
                path: "books/chapter/edit/:oid?",
                handle: { title: ROUTE_TITLES.chapterEdit },
                lazy: async () => ({
                  Component: (await import("../pages/chapter-edit/chapter-edit-page.tsx")).ChapterEditPage,
                }),
              },
              comingSoon("todo/list", FRAME_TEXTS.menu.todo),
              comingSoon("books-application-data/list", FRAME_TEXTS.menu.applicationData),
              notFound,
            ],
          },
        ],
      },
      notFound,
    ],
  },
];
