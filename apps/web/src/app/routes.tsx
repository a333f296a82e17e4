// Routes of shell §2 for the current scope. Heavy areas load lazily when their route opens, so the
// login page stays small. `handle.title` feeds the page title (product name + route title).

import { ACTIVITY_PREVIEW_ROUTE, CLASS_TEXTS, READING_STATS_TEXTS, ROUTE_TITLES } from "@textbook/shared";
import { Navigate, type RouteObject } from "react-router";
import { EDITOR_CONTENT_ROUTE, EDITOR_ROUTE, PREVIEW_ROUTE } from "../editor/core/editor-path.ts";
import {
  FILE_SEGMENTS,
  MIRROR_HOME_ROUTE,
  MIRROR_ROUTES,
  ZJY_PREVIEW_ROUTE,
} from "../pages/mirror-preview/mirror-routes.ts";
import { RouteError } from "./fallback/route-error.tsx";
import { RequireSession } from "./guard.tsx";
import { RootLayout } from "./root-layout.tsx";

const mirrorPages = () => import("../pages/mirror-preview/mirror-pages.ts");
/** The media page and a resource's page share their pieces: one chunk, listed once in the entry. */
const mediaPages = () => import("../pages/book-media/book-media-page.tsx");

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
        // Shell §2's mirror previews and help views: read-only views of one kind of a book file's
        // content, or of one attachment (pages/mirror-preview/).
        element: <RequireSession />,
        children: [
          {
            path: `${MIRROR_HOME_ROUTE}/${FILE_SEGMENTS}`,
            handle: { title: ROUTE_TITLES.mirrorPreview },
            lazy: async () => ({
              Component: (await mirrorPages()).MirrorHomePage,
            }),
          },
          ...MIRROR_ROUTES.map(
            (page): RouteObject => ({
              path: `${page.route}/${FILE_SEGMENTS}`,
              handle: { title: page.title },
              lazy: async () => {
                const { MirrorPreviewPage } = await mirrorPages();
                return { element: <MirrorPreviewPage kind={page.kind} /> };
              },
            }),
          ),
          {
            path: `${ZJY_PREVIEW_ROUTE}/${FILE_SEGMENTS}`,
            handle: { title: ROUTE_TITLES.zjyPreview },
            lazy: async () => ({
              Component: (await mirrorPages()).ZjyPreviewPage,
            }),
          },
          {
            path: "/resource-preview/:attachmentOid",
            handle: { title: ROUTE_TITLES.resourcePreview },
            lazy: async () => ({
              Component: (await mirrorPages()).ResourcePreviewPage,
            }),
          },
          {
            path: "/three-d-help",
            handle: { title: ROUTE_TITLES.threeDHelp },
            lazy: async () => ({
              Component: (await mirrorPages()).ThreeDHelpPage,
            }),
          },
        ],
      },
      {
        // The management area (issue 15): one lazy route whose own tree (pages/manage/manage-routes.tsx)
        // stays out of the editor's and the login page's code; /m/loading needs no session yet.
        path: "/m/*",
        handle: { title: ROUTE_TITLES.manage },
        lazy: async () => ({ Component: (await import("../pages/manage/manage-root.tsx")).ManageRoot }),
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
                  Component: (await mediaPages()).BookMediaPage,
                }),
              },
              {
                path: "books/res-detail/:oid/:attachmentOid",
                handle: { title: ROUTE_TITLES.resDetail },
                lazy: async () => ({
                  Component: (await mediaPages()).ResDetailPage,
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
                  Component: (await import("../pages/preview/activity/activity-preview-page.tsx"))
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
              {
                // The todo center (issue 16 §2): the list stays mounted under its other pages
                // (pages/todo/todo-center.tsx), so it comes back as it was left.
                path: "todo",
                lazy: async () => ({ Component: (await import("../pages/todo/todo-center.tsx")).TodoCenter }),
                children: [
                  { index: true, element: <Navigate to="list" replace /> },
                  { path: "list", handle: { title: ROUTE_TITLES.todoList } },
                  {
                    path: "detail/:oid",
                    handle: { title: ROUTE_TITLES.todoDetail },
                    lazy: async () => ({
                      Component: (await import("../pages/todo/todo-detail-page.tsx")).TodoDetailPage,
                    }),
                  },
                  {
                    path: "release-record/:oid/release-record/:bookOid",
                    handle: { title: ROUTE_TITLES.todoReleaseRecord },
                    lazy: async () => ({
                      Component: (await import("../pages/todo/release-record-page.tsx")).ReleaseRecordPage,
                    }),
                  },
                  {
                    path: "result/:oid",
                    handle: { title: ROUTE_TITLES.todoResult, bare: true } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import("../pages/todo/todo-result-page.tsx")).TodoResultPage,
                    }),
                  },
                ],
              },
              // Push (issue 18 §2).
              {
                path: "books/push/:oid",
                handle: { title: ROUTE_TITLES.bookPush },
                lazy: async () => ({
                  Component: (await import("../pages/book-push/book-push-page.tsx")).BookPushPage,
                }),
              },
              {
                // Application data (issue 18 §4): ECharts loads only with the detail page's charts.
                path: "books-application-data/list",
                handle: { title: READING_STATS_TEXTS.listTitle },
                lazy: async () => ({
                  Component: (await import("../pages/application-data/app-data-list-page.tsx"))
                    .AppDataListPage,
                }),
              },
              {
                path: "books-application-data/detail/:bookId",
                handle: { title: READING_STATS_TEXTS.detailTitle },
                lazy: async () => ({
                  Component: (await import("../pages/application-data/app-data-detail-page.tsx"))
                    .AppDataDetailPage,
                }),
              },
              // A school's classes (issue 18 §1).
              {
                path: "classes",
                handle: { title: CLASS_TEXTS.title },
                lazy: async () => ({
                  Component: (await import("../pages/classes/classes-page.tsx")).ClassesPage,
                }),
              },
              {
                path: "classes/:oid",
                handle: { title: CLASS_TEXTS.students },
                lazy: async () => ({
                  Component: (await import("../pages/classes/class-students-page.tsx")).ClassStudentsPage,
                }),
              },
              {
                // Reader feedback of a book (issue 18 §5), beside the book's other pages.
                path: "books/error-corrections/:bookOid",
                handle: { title: ROUTE_TITLES.errorCorrections },
                lazy: async () => ({
                  Component: (await import("../pages/error-corrections/error-corrections-page.tsx"))
                    .ErrorCorrectionsPage,
                }),
              },
              notFound,
            ],
          },
        ],
      },
      notFound,
    ],
  },
];
