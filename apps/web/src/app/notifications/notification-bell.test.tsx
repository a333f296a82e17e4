// @vitest-environment happy-dom
// The bell: the polled unread count in its name, the latest messages in its panel (a remind, a
// rejection with its comment), one followed to its approval and read, 全部标为已读.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type Notification, STORAGE_KEYS, NOTIFICATION_TEXTS as T } from "@textbook/shared";
import { afterEach, beforeEach, expect, test } from "vitest";
import { type FakeApi, fakeApi } from "../../test/fake-api.ts";
import { renderRoutes } from "../../test/render-routes.tsx";
import { NotificationBell } from "./notification-bell.tsx";

const message = (oid: string, overrides: Partial<Notification>): Notification => ({
  oid,
  kind: "PROCESS_REMINDED",
  instanceOid: `instance-${oid}`,
  title: "《信息技术基础》发布申请（校本教材）",
  nodeName: "内容审核",
  actor: { oid: "u1", fullName: "李编辑" },
  comment: null,
  createdAt: "2026-11-20T07:13:00.000Z",
  readAt: null,
  ...overrides,
});

let api: FakeApi;
let unread = 2;

beforeEach(() => {
  api = fakeApi();
  unread = 2;
  localStorage.setItem(STORAGE_KEYS.token, "t");
  api.routes.set("/api/notifications/unread-count", () => ({ data: { unreadCount: unread } }));
  api.routes.set("/api/notifications", () => ({
    data: {
      items: [
        message("n1", {}),
        message("n2", {
          kind: "PROCESS_REJECTED",
          actor: { oid: "u2", fullName: "赵审核" },
          comment: "请补充正文。",
        }),
        message("n3", { kind: "PROCESS_APPROVED", actor: null, readAt: "2026-11-21T07:13:00.000Z" }),
      ],
      total: 3,
      page: 1,
      pageSize: 10,
    },
  }));
  api.routes.set("POST /api/notifications/read", (call) => {
    const named = (call.body as { oids?: string[] }).oids;
    unread = named ? unread - named.length : 0;
    return { data: { unreadCount: unread } };
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderBell = () =>
  renderRoutes(
    [
      { path: "/f/books/list", element: <NotificationBell /> },
      { path: "/f/todo/detail/:oid", element: <div>approval</div> },
    ],
    "/f/books/list",
  ).router;

test("the bell names the unread count; its panel lists the latest messages in words", async () => {
  renderBell();
  fireEvent.click(await screen.findByRole("button", { name: "消息，2 条未读" }));
  const list = within(await screen.findByRole("list", { name: T.title }));
  expect(
    list.getByText("李编辑 催办：《信息技术基础》发布申请（校本教材）（内容审核）", { exact: false }),
  ).toBeTruthy();
  expect(
    list.getByText("赵审核 驳回了你的申请：《信息技术基础》发布申请（校本教材）", { exact: false }),
  ).toBeTruthy();
  expect(list.getByText("意见：请补充正文。")).toBeTruthy();
  expect(list.getByText("你的申请已通过：《信息技术基础》发布申请（校本教材）")).toBeTruthy();
  expect(list.getAllByText(T.unread)).toHaveLength(2);
});

test("a message followed leads to its approval and is read", async () => {
  const router = renderBell();
  fireEvent.click(await screen.findByRole("button", { name: "消息，2 条未读" }));
  fireEvent.click(await screen.findByRole("link", { name: /李编辑 催办/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe("/f/todo/detail/instance-n1"));
  await waitFor(() => expect(api.sent.some((sent) => sent.path === "/api/notifications/read")).toBe(true));
  expect(api.sent.find((sent) => sent.path === "/api/notifications/read")?.body).toEqual({ oids: ["n1"] });
});

test("全部标为已读 clears the count", async () => {
  renderBell();
  fireEvent.click(await screen.findByRole("button", { name: "消息，2 条未读" }));
  fireEvent.click(await screen.findByRole("button", { name: T.markAllRead }));
  expect(await screen.findByRole("button", { name: T.bell })).toBeTruthy();
});
