// @vitest-environment happy-dom

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type PushRecord, PUSH_TEXTS as T } from "@textbook/shared";
import { afterEach, beforeEach, expect, test } from "vitest";
import { userTask } from "../../test/task-fixtures.ts";
import { edition } from "../book-detail/publishing/test/publishing-fixtures.ts";
import { fakeBookApi } from "../book-detail/test/fake-book-api.ts";
import { cleanUpBookPage, renderBookPage } from "../book-detail/test/render-book-page.tsx";
import { ALL_ABILITIES, bookDetail } from "../book-detail/test/tree-fixtures.ts";
import { BookPushPage } from "./book-push-page.tsx";

let api: ReturnType<typeof fakeBookApi>;
let records: PushRecord[];

const record = (oid: string, overrides: Partial<PushRecord> = {}): PushRecord => ({
  oid,
  createdAt: "2026-11-28T02:00:00.000Z",
  pushedBy: { oid: "u1", fullName: "王主编" },
  editionNumber: 2,
  targetKind: "CCS",
  targetNames: ["高一（1）班"],
  recipientCount: 30,
  withdrawnAt: null,
  withdrawnBy: null,
  ...overrides,
});

beforeEach(() => {
  api = fakeBookApi(() => []);
  records = [record("push-1")];
  api.routes.set("GET /api/books/book-1", () => ({ data: bookDetail({ releasedEditionOid: "ed-2" }) }));
  api.routes.set("GET /api/books/book-1/editions", () => ({
    data: {
      publishState: "PUBLISHED",
      releasedEditionOid: "ed-2",
      firstReleasedAt: null,
      openApplication: null,
      items: [edition(2, { released: true })],
      total: 1,
    },
  }));
  api.routes.set("GET /api/books/book-1/push-targets/classes", () => ({
    data: {
      items: [
        { oid: "c2", name: "高一（2）班", teacherName: "王主编", studentCount: 28, mine: true },
        { oid: "c1", name: "高一（1）班", teacherName: "陈老师", studentCount: 30, mine: false },
      ],
    },
  }));
  api.routes.set("GET /api/books/book-1/pushes", () => ({
    data: { items: records, total: records.length, page: 1, pageSize: 10 },
  }));
  api.routes.set("POST /api/books/book-1/push-to-ccs", () => ({
    data: { task: userTask({ oid: "task-push", type: "PUSH" }) },
  }));
  api.routes.set("GET /api/user-tasks/progress", () => ({
    data: {
      runningCount: 0,
      items: [{ oid: "task-push", state: "DONE", progress: 100, result: "SUCCESS", errorMessage: null }],
    },
  }));
});

afterEach(cleanUpBookPage);

const renderPush = () =>
  renderBookPage([{ path: "/f/books/push/:oid", element: <BookPushPage /> }], "/f/books/push/book-1");

test("pushes the picked classes as a task and shows the record list with 撤回", async () => {
  renderPush();
  expect(await screen.findByText("将推送当前发布的版本：第 2 版")).toBeTruthy();
  const push = screen.getByRole("button", { name: T.submit });
  expect(push.hasAttribute("disabled")).toBe(true);
  const row = (await screen.findByText("高一（2）班")).closest("tr") as HTMLElement;
  expect(within(row).getByText(T.mineTag)).toBeTruthy();
  fireEvent.click(within(row).getByRole("checkbox", { name: "高一（2）班" }));
  expect(await screen.findByText("已选 1 项")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: T.submit }));
  expect(await screen.findByText(T.pushed)).toBeTruthy();
  const sent = api.sent.filter((call) => call.method === "POST");
  expect(sent.map((call) => [call.path, call.body])).toEqual([
    ["/api/books/book-1/push-to-ccs", { classOids: ["c2"] }],
  ]);
  const records = screen.getByRole("region", { name: T.recordsTitle });
  expect(within(records).getByText("第 2 版")).toBeTruthy();
  expect(within(records).getByText("30")).toBeTruthy();
});

test("撤回 asks first, then withdraws the push", async () => {
  api.routes.set("POST /api/books/book-1/pushes/push-1/withdraw", () => {
    records = [record("push-1", { withdrawnAt: "2026-11-28T03:00:00.000Z" })];
    return { data: records[0] };
  });
  renderPush();
  const list = await screen.findByRole("region", { name: T.recordsTitle });
  fireEvent.click(await within(list).findByRole("button", { name: T.withdraw }));
  const confirm = await screen.findByRole("dialog");
  expect(within(confirm).getByText(T.withdrawContent)).toBeTruthy();
  fireEvent.click(within(confirm).getByRole("button", { name: T.withdraw }));
  await waitFor(() => expect(within(list).queryByRole("button", { name: T.withdraw })).toBeNull());
  expect(api.sent.some((call) => call.path === "/api/books/book-1/pushes/push-1/withdraw")).toBe(true);
});

test("phone lines are checked one by one, a bad line blocks the push, a push empties the box", async () => {
  renderPush();
  fireEvent.click(await screen.findByRole("tab", { name: "阅读账号" }));
  const box = await screen.findByLabelText(T.phonesLabel);
  fireEvent.change(box, { target: { value: "13800000001\n12345" } });
  expect(await screen.findByText("第 2 行：手机号格式错误")).toBeTruthy();
  expect(screen.getByRole("button", { name: T.submit }).hasAttribute("disabled")).toBe(true);
  fireEvent.change(box, { target: { value: "13800000001\n13800000002" } });
  await waitFor(() =>
    expect(screen.getByRole("button", { name: T.submit }).hasAttribute("disabled")).toBe(false),
  );
  api.routes.set("POST /api/books/book-1/push-to-accounts", () => ({
    data: { task: userTask({ oid: "task-push", type: "PUSH" }) },
  }));
  fireEvent.click(screen.getByRole("button", { name: T.submit }));
  // Pushed: the box empties for the next list.
  await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
  const sent = api.sent.find((call) => call.path === "/api/books/book-1/push-to-accounts");
  expect(sent?.body).toEqual({ phoneNumbers: ["13800000001", "13800000002"] });
});

test("a book never released shows why and a disabled 推送", async () => {
  api.routes.set("GET /api/books/book-1", () => ({ data: bookDetail({ releasedEditionOid: null }) }));
  renderPush();
  expect(await screen.findByText(T.notReleased)).toBeTruthy();
  expect(screen.getByRole("button", { name: T.submit }).hasAttribute("disabled")).toBe(true);
});

test("someone who may not push sees no pickers, only the records", async () => {
  api.routes.set("GET /api/books/book-1", () => ({
    data: bookDetail({ releasedEditionOid: "ed-2", abilities: { ...ALL_ABILITIES, push: false } }),
  }));
  renderPush();
  expect(await screen.findByText(T.noRight)).toBeTruthy();
  expect(screen.queryByRole("button", { name: T.submit })).toBeNull();
  const list = await screen.findByRole("region", { name: T.recordsTitle });
  await within(list).findByText("高一（1）班");
  expect(within(list).queryByRole("button", { name: T.withdraw })).toBeNull();
});

test("no classes yet and records that cannot be read: the empty state and 重新加载", async () => {
  api.routes.set("GET /api/books/book-1/push-targets/classes", () => ({ data: { items: [] } }));
  api.routes.set("GET /api/books/book-1/pushes", () => ({
    status: 500,
    errorCode: "err.server.internal",
    errorMessage: "服务器开小差了",
  }));
  renderPush();
  expect(await screen.findByText(T.classesEmpty)).toBeTruthy();
  expect(await screen.findByText(T.recordsLoadFailed)).toBeTruthy();
  api.routes.set("GET /api/books/book-1/pushes", () => ({
    data: { items: records, total: records.length, page: 1, pageSize: 10 },
  }));
  fireEvent.click(screen.getByRole("button", { name: "重新加载" }));
  const list = await screen.findByRole("region", { name: T.recordsTitle });
  expect(await within(list).findByText("高一（1）班")).toBeTruthy();
});
