// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { TASK_TEXTS, TASKS, type UserTaskDetail } from "@textbook/shared";
import { expect, test, vi } from "vitest";
import { TaskDetailPage } from "./task-detail-page.tsx";
import { renderPage, runningTask, task, taskPageTests } from "./test/task-support.tsx";

const suite = taskPageTests();

function step(index: number, overrides: Partial<UserTaskDetail> = {}): UserTaskDetail {
  return {
    oid: `step-${index}`,
    name: `第 ${index} 章`,
    state: "DONE",
    message: null,
    createdAt: "2026-11-20T07:13:10.000Z",
    ...overrides,
  };
}

const renderDetail = () =>
  renderPage("/f/task/detail/task-1", [
    { path: "/f/task/detail/:oid", element: <TaskDetailPage /> },
    { path: "/f/task/list", element: <div>task list</div> },
    { path: "/f/books/detail/:oid", element: <div>book detail</div> },
  ]);

const fieldOf = (label: string) => screen.getByText(label).closest("tr") as HTMLElement;

test("shows the task's fields, its output and its steps", async () => {
  suite.api.routes.set("/api/user-tasks/task-1", () => ({ data: task(1) }));
  suite.api.routes.set("/api/user-tasks/task-1/details", () => ({
    data: { items: [step(1), step(2, { message: "共 12 个文件" })], total: 2 },
  }));
  renderDetail();
  expect(await screen.findByText("导出《示范教材 1》")).toBeTruthy();
  expect(within(fieldOf(TASK_TEXTS.columns.type)).getByText("导出")).toBeTruthy();
  expect(within(fieldOf(TASK_TEXTS.columns.state)).getByText("已完成")).toBeTruthy();
  expect(within(fieldOf(TASK_TEXTS.creator)).getByText("张老师")).toBeTruthy();
  expect(within(fieldOf(TASK_TEXTS.result)).getByText("成功")).toBeTruthy();
  expect(
    within(fieldOf(TASK_TEXTS.columns.book)).getByRole("link", { name: "示范教材 1" }).getAttribute("href"),
  ).toBe("/f/books/detail/book-1");
  expect(within(fieldOf(TASK_TEXTS.output)).getByRole("button", { name: /示范教材 1\.zip/ })).toBeTruthy();
  expect(await screen.findByText("第 1 章")).toBeTruthy();
  expect(screen.getByText("共 12 个文件")).toBeTruthy();
  expect(screen.queryByRole("button", { name: TASK_TEXTS.cancel })).toBeNull();
});

test("a failed task shows why; a finished copy links to the copy", async () => {
  suite.api.routes.set("/api/user-tasks/task-1", () => ({
    data: task(1, {
      type: "COPY",
      state: "FAILED",
      result: "FAILED",
      progress: 50,
      errorMessage: "目标章节已删除",
      output: null,
    }),
  }));
  suite.api.routes.set("/api/user-tasks/task-1/details", () => ({
    data: { items: [step(1, { state: "FAILED", message: "目标章节已删除" })], total: 1 },
  }));
  renderDetail();
  const alert = await screen.findByRole("alert");
  expect(within(alert).getByText(TASK_TEXTS.errorMessage)).toBeTruthy();
  expect(within(alert).getByText("目标章节已删除")).toBeTruthy();
  cleanup();

  suite.api.routes.set("/api/user-tasks/task-1", () => ({
    data: task(1, {
      type: "COPY",
      output: { attachmentOid: null, fileName: null, bookOid: "book-9", chapterOid: "c-1", sectionOid: null },
    }),
  }));
  renderDetail();
  expect((await screen.findByRole("link", { name: TASK_TEXTS.openCopy })).getAttribute("href")).toBe(
    "/f/books/detail/book-9",
  );
});

test("while the task runs it is refreshed with its steps until it finishes", async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const states = [runningTask(1, { progress: 20 }), runningTask(1, { progress: 70 }), task(1)];
  suite.api.routes.set("/api/user-tasks/task-1", () => ({
    data: states.length > 1 ? states.shift() : states[0],
  }));
  suite.api.routes.set("/api/user-tasks/task-1/details", () => ({
    data: { items: [step(1)], total: 1 },
  }));
  renderDetail();
  const progress = () =>
    within(fieldOf(TASK_TEXTS.columns.progress)).getByRole("progressbar").getAttribute("aria-valuenow");
  await waitFor(() => expect(progress()).toBe("20"));
  expect(screen.getByRole("button", { name: TASK_TEXTS.cancel })).toBeTruthy();
  await act(() => vi.advanceTimersByTimeAsync(TASKS.progressPollMs));
  await waitFor(() => expect(progress()).toBe("70"));
  await act(() => vi.advanceTimersByTimeAsync(TASKS.progressPollMs));
  await waitFor(() => expect(within(fieldOf(TASK_TEXTS.columns.state)).getByText("已完成")).toBeTruthy());
  expect(suite.sentTo("/api/user-tasks/task-1/details").length).toBeGreaterThan(1);
  const taskCalls = suite.sentTo("/api/user-tasks/task-1").length;
  await act(() => vi.advanceTimersByTimeAsync(TASKS.progressPollMs * 3));
  expect(suite.sentTo("/api/user-tasks/task-1")).toHaveLength(taskCalls);
});

test("a task seen finishing reads its steps once more: the last poll may have missed the final step", async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // The final step is written just before the task finishes: a read of the steps before the poll
  // that sees the task done does not have it.
  let finished = false;
  suite.api.routes.set("/api/user-tasks/task-1", () => {
    if (suite.sentTo("/api/user-tasks/task-1").length === 1)
      return { data: runningTask(1, { progress: 20 }) };
    finished = true;
    return { data: task(1) };
  });
  suite.api.routes.set("/api/user-tasks/task-1/details", () => {
    const last = finished ? step(2, { message: "新建 47 人" }) : step(2, { state: "IN_PROGRESS" });
    return { data: { items: [step(1), last], total: 2 } };
  });
  renderDetail();
  await screen.findByText("第 2 章");
  await act(() => vi.advanceTimersByTimeAsync(TASKS.progressPollMs));
  await waitFor(() => expect(within(fieldOf(TASK_TEXTS.columns.state)).getByText("已完成")).toBeTruthy());
  expect(await screen.findByText("新建 47 人")).toBeTruthy();
});

test("取消 on the detail page cancels after the confirmation", async () => {
  let cancelled = false;
  suite.api.routes.set("/api/user-tasks/task-1", () => ({
    data: cancelled ? task(1, { state: "CANCELLED", result: null, output: null }) : runningTask(1),
  }));
  suite.api.routes.set("/api/user-tasks/task-1/details", () => ({ data: { items: [], total: 0 } }));
  suite.api.routes.set("PUT /api/user-tasks/task-1/cancel", () => {
    cancelled = true;
    return { data: task(1, { state: "CANCELLED" }) };
  });
  renderDetail();
  expect(await screen.findByText(TASK_TEXTS.noSteps)).toBeTruthy();
  fireEvent.click(await screen.findByRole("button", { name: TASK_TEXTS.cancel }));
  fireEvent.click(
    within(await screen.findByRole("dialog")).getByRole("button", { name: TASK_TEXTS.cancelOk }),
  );
  await waitFor(() => expect(within(fieldOf(TASK_TEXTS.columns.state)).getByText("已取消")).toBeTruthy());
  // The confirmation (whose own button also reads 取消) closes; no 取消 is left.
  await waitFor(() => expect(screen.queryByRole("button", { name: TASK_TEXTS.cancel })).toBeNull());
});

test("a task that cannot be loaded shows the error with the server's message", async () => {
  suite.api.routes.set("/api/user-tasks/task-1", () => ({
    status: 404,
    errorCode: "err.resource.notFound",
    errorMessage: "请求的内容不存在",
  }));
  suite.api.routes.set("/api/user-tasks/task-1/details", () => ({ data: { items: [], total: 0 } }));
  renderDetail();
  expect(await screen.findByText(TASK_TEXTS.detailLoadFailed)).toBeTruthy();
  expect(screen.getByText("请求的内容不存在")).toBeTruthy();
  expect(screen.getByRole("link", { name: new RegExp(TASK_TEXTS.backToList) }).getAttribute("href")).toBe(
    "/f/task/list",
  );
});
