// @vitest-environment happy-dom
// The mirror previews as a signed-in reader opens them: a file narrowed to one kind of its content
// with the editor's views, the kind's empty state, the home page's links, one attachment, the 3D help.
import { screen, waitFor, within } from "@testing-library/react";
import { type ChapterNode, MIRROR_PREVIEW_TEXTS as M, ROUTE_TITLES } from "@textbook/shared";
import { afterEach, beforeEach, expect, test } from "vitest";
import { session } from "../../app/session.ts";
import type { FakeApi } from "../../test/fake-api.ts";
import { loginResult } from "../../test/session-fixtures.ts";
import { fakeBookApi } from "../book-detail/test/fake-book-api.ts";
import { cleanUpBookPage, renderBookPage } from "../book-detail/test/render-book-page.tsx";
import { chapterNode, fileNode, sectionNode } from "../book-detail/test/tree-fixtures.ts";
import { MirrorHomePage } from "./mirror-home-page.tsx";
import { MirrorPreviewPage, ZjyPreviewPage } from "./mirror-preview-page.tsx";
import { ResourcePreviewPage } from "./resource-preview-page.tsx";
import { ThreeDHelpPage } from "./three-d-help-page.tsx";

const FILE = "/api/books/book-1/chapters/c1/sections/s1/files/f1";
const text = (value: string) => ({ type: "text", text: value });
const stored = {
  type: "doc",
  content: [
    { type: "paragraph", content: [text("函数是一种对应关系。")] },
    { type: "interaction", attrs: { oid: "i1", type: "TEST", title: "课堂测验", complete: "Y" } },
    { type: "interaction", attrs: { oid: "i2", type: "SUBJECTIVE", title: "小组讨论", complete: "Y" } },
    { type: "knowledgeGraphCard", attrs: { oid: "k1", title: "函数的概念" } },
    { type: "knowledgeGraphCard", attrs: { oid: "k2", title: "函数的图像" } },
  ],
};

let api: FakeApi;
let tree: ChapterNode[];

beforeEach(() => {
  tree = [chapterNode("c1", "第一章", [sectionNode("s1", "c1", "1.1", [fileNode("f1", "正文一")])])];
  api = fakeBookApi(() => tree);
  session.save(loginResult({ level: 1 }));
  api.routes.set(`GET ${FILE}/content`, () => ({
    data: { content: stored, version: 2, lock: null, readOnlyReason: null },
  }));
});
afterEach(cleanUpBookPage);

const FILE_SEGMENTS = ":bookOid/:chapterOid?/:sectionOid?/:fileOid?";

test("the test topics page shows only the file's objective interactions, read-only", async () => {
  const { router } = renderBookPage(
    [
      {
        path: `/mirror-preview-test-topics-page/${FILE_SEGMENTS}`,
        element: <MirrorPreviewPage kind="testTopics" />,
      },
    ],
    "/mirror-preview-test-topics-page/book-1",
  );
  await waitFor(() =>
    expect(router.state.location.pathname).toBe("/mirror-preview-test-topics-page/book-1/c1/s1/f1"),
  );
  expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(ROUTE_TITLES.mirrorTestTopics);
  await waitFor(() => expect(document.querySelectorAll(".ProseMirror .tb-interaction")).toHaveLength(1));
  expect(document.querySelector(".ProseMirror")?.getAttribute("contenteditable")).toBe("false");
  expect(screen.queryByText("函数是一种对应关系。")).toBeNull();
  const nav = screen.getByRole("navigation");
  expect(
    within(nav)
      .getByRole("link", { name: /正文一/ })
      .getAttribute("href"),
  ).toBe("/mirror-preview-test-topics-page/book-1/c1/s1/f1");
});

test("a kind the file lacks says so", async () => {
  renderBookPage(
    [{ path: `/mirror-preview-three-d-page/${FILE_SEGMENTS}`, element: <MirrorPreviewPage kind="threeD" /> }],
    "/mirror-preview-three-d-page/book-1/c1/s1/f1",
  );
  expect(await screen.findByText("该文件中没有3D 模型")).toBeTruthy();
  expect(document.querySelector(".ProseMirror")).toBeNull();
});

test("/zjy-preview shows the one knowledge-graph card named", async () => {
  renderBookPage(
    [{ path: `/zjy-preview/${FILE_SEGMENTS}`, element: <ZjyPreviewPage /> }],
    "/zjy-preview/book-1/c1/s1/f1?oid=k2",
  );
  await waitFor(() => expect(document.querySelectorAll(".ProseMirror > *")).toHaveLength(1));
  expect(document.querySelector(".ProseMirror")?.textContent).toContain("函数的图像");
  expect(document.querySelector(".ProseMirror")?.textContent).not.toContain("函数的概念");
});

test("preview-home links the seven mirror pages of the file", () => {
  renderBookPage(
    [{ path: `/mirror-preview/preview-home/${FILE_SEGMENTS}`, element: <MirrorHomePage /> }],
    "/mirror-preview/preview-home/book-1/c1/s1/f1",
  );
  const links = screen.getAllByRole("link");
  expect(links).toHaveLength(7);
  expect(screen.getByRole("link", { name: new RegExp(M.kinds.zjyKg) }).getAttribute("href")).toBe(
    "/mirror-preview-zjy-kg-page/book-1/c1/s1/f1",
  );
});

test("/resource-preview shows a picture in its player and a 3D model behind 查看模型", async () => {
  const attachment = (oid: string, type: string, name: string, extName: string) => ({
    attachmentOid: oid,
    name,
    mimeType: "application/octet-stream",
    extName,
    size: 10,
    type,
    category: null,
    state: "READY",
    bookOid: "book-1",
    width: null,
    height: null,
    thumbnailUrl: null,
    previewUrl: null,
    createdAt: "2026-11-20T07:13:00.000Z",
  });
  api.routes.set("GET /api/attachments/a1", () => ({ data: attachment("a1", "IMAGE", "校园.png", "png") }));
  api.routes.set("GET /api/attachments/a1/preview-url", () => ({
    data: { url: "/api/files/a1/preview?sig=s", expiration: "2026-11-20T08:00:00.000Z" },
  }));
  api.routes.set("GET /api/attachments/m1", () => ({ data: attachment("m1", "3D", "发动机.glb", "glb") }));
  const routes = [{ path: "/resource-preview/:attachmentOid", element: <ResourcePreviewPage /> }];
  const { router } = renderBookPage(routes, "/resource-preview/a1");
  expect((await screen.findByRole("img", { name: "校园.png" })).getAttribute("src")).toBe(
    "/api/files/a1/preview?sig=s",
  );
  await router.navigate("/resource-preview/m1");
  expect(await screen.findByRole("button", { name: M.openModel })).toBeTruthy();
  expect(screen.getByRole("heading", { name: "发动机.glb" })).toBeTruthy();
});

test("a resource that does not exist says so", async () => {
  renderBookPage(
    [{ path: "/resource-preview/:attachmentOid", element: <ResourcePreviewPage /> }],
    "/resource-preview/gone",
  );
  expect(await screen.findByText(M.resourceMissing)).toBeTruthy();
});

test("/three-d-help explains the viewer", () => {
  renderBookPage([{ path: "/three-d-help", element: <ThreeDHelpPage /> }], "/three-d-help");
  expect(screen.getByRole("heading", { name: M.threeDHelp.title })).toBeTruthy();
  expect(screen.getAllByRole("listitem")).toHaveLength(M.threeDHelp.steps.length);
});
