// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { LOGIN_TEXTS, TASK_TEXTS, TASKS } from "@textbook/shared";
import { expect, test, vi } from "vitest";
import { toastStore } from "../../app/global/toast.ts";
import { TaskListPage } from "./task-list-page.tsx";
import { page, renderPage, runningTask, signIn, task, taskPageTests } from "./test/task-support.tsx";

const suite = taskPageTests();

const renderList = (path = "/f/task/list") =>
  renderPage(path, [
    { path: "/f/task/list", element: <TaskListPage /> },
    { path: "/f/task/detail/:oid", element: <div>task detail</div> },
    { path: "/f/books/detail/:oid", element: <div>book detail</div> },
  ]);

const rowOf = (title: string) => screen.getByText(title).closest("tr") as HTMLElement;

test("lists the tasks with type, book, state, progress and times, asking for page 1 of 10", async () => {
  suite.api.routes.set("/api/user-tasks", () =>
    page([task(1), task(2, { type: "COPY", state: "FAILED", progress: 30, errorMessage: "目标章节已删除" })]),
  );
  renderList();
  await screen.findByText("导出《示范教材 1》");
  const first = within(rowOf("导出《示范教材 1》"));
  expect(first.getByText("导出")).toBeTruthy();
  expect(first.getByRole("link", { name: "示范教材 1" }).getAttribute("href")).toBe("/f/books/detail/book-1");
  expect(first.getByText("已完成")).toBeTruthy();
  expect(first.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
  expect(first.getByRole("link", { name: TASK_TEXTS.detail }).getAttribute("href")).toBe(
    "/f/task/detail/task-1",
  );
  const second = within(rowOf("导出《示范教材 2》"));
  expect(second.getByText("复制")).toBeTruthy();
  expect(second.getByText("失败")).toBeTruthy();
  expect(screen.getByText("共 2 个任务")).toBeTruthy();
  const query = suite.sentTo("/api/user-tasks")[0]?.query;
  expect(query?.get("page")).toBe("1");
  expect(query?.get("pageSize")).toBe("10");
});

test("only unfinished tasks offer 取消; only a finished export offers 下载", async () => {
  suite.api.routes.set("/api/user-tasks", () =>
    page([
      task(1),
      runningTask(2),
      runningTask(3, { state: "WAITING", progress: 0 }),
      task(4, { type: "COPY", output: null }),
      task(5, { state: "CANCELLED", result: null }),
    ]),
  );
  suite.api.routes.set("/api/user-tasks/progress", () => ({ data: { runningCount: 2, items: [] } }));
  renderList();
  await screen.findByText("导出《示范教材 1》");
  const actions = (index: number) =>
    within(rowOf(`导出《示范教材 ${index}》`))
      .queryAllByRole("button")
      .map((button) => button.textContent)
      .filter((text) => text === TASK_TEXTS.cancel || text === TASK_TEXTS.download);
  expect(actions(1)).toEqual([TASK_TEXTS.download]);
  expect(actions(2)).toEqual([TASK_TEXTS.cancel]);
  expect(actions(3)).toEqual([TASK_TEXTS.cancel]);
  expect(actions(4)).toEqual([]);
  expect(actions(5)).toEqual([]);
});

test("取消 asks first, then cancels and reloads; a refusal shows the server's reason", async () => {
  let state: "IN_PROGRESS" | "CANCELLED" = "IN_PROGRESS";
  suite.api.routes.set("/api/user-tasks", () =>
    page([state === "CANCELLED" ? task(1, { state, result: null, output: null }) : runningTask(1)]),
  );
  suite.api.routes.set("/api/user-tasks/progress", () => ({ data: { runningCount: 1, items: [] } }));
  suite.api.routes.set("PUT /api/user-tasks/task-1/cancel", () => {
    state = "CANCELLED";
    return { data: task(1, { state }) };
  });
  renderList();
  await screen.findByText("导出《示范教材 1》");
  fireEvent.click(within(rowOf("导出《示范教材 1》")).getByRole("button", { name: TASK_TEXTS.cancel }));
  const confirm = await screen.findByRole("dialog");
  expect(within(confirm).getByText("确定要取消任务“导出《示范教材 1》”吗？取消后不能恢复。")).toBeTruthy();
  expect(suite.sentTo("/api/user-tasks/task-1/cancel")).toHaveLength(0);
  fireEvent.click(within(confirm).getByRole("button", { name: TASK_TEXTS.cancelOk }));
  expect(await screen.findByText("已取消")).toBeTruthy();
  expect(suite.sentTo("/api/user-tasks/task-1/cancel").map((call) => call.method)).toEqual(["PUT"]);
  expect(toastStore.get().map((item) => item.text)).toContain(TASK_TEXTS.cancelled);
});

test("a task that finished meanwhile cannot be cancelled: the server's message is shown", async () => {
  suite.api.routes.set("/api/user-tasks", () => page([runningTask(1)]));
  suite.api.routes.set("/api/user-tasks/progress", () => ({ data: { runningCount: 1, items: [] } }));
  suite.api.routes.set("PUT /api/user-tasks/task-1/cancel", () => ({
    status: 409,
    errorCode: "err.task.finished",
    errorMessage: "任务已结束，无法取消",
  }));
  renderList();
  await screen.findByText("导出《示范教材 1》");
  fireEvent.click(within(rowOf("导出《示范教材 1》")).getByRole("button", { name: TASK_TEXTS.cancel }));
  fireEvent.click(
    within(await screen.findByRole("dialog")).getByRole("button", { name: TASK_TEXTS.cancelOk }),
  );
  await waitFor(() => expect(toastStore.get().map((item) => item.text)).toEqual(["任务已结束，无法取消"]));
});

test("the title is renamed in place; Enter saves and the list reloads", async () => {
  let title = "导出《示范教材 1》";
  suite.api.routes.set("/api/user-tasks", () => page([task(1, { title })]));
  suite.api.routes.set("PUT /api/user-tasks/task-1", (call) => {
    title = (call.body as { title: string }).title;
    return { data: task(1, { title }) };
  });
  renderList();
  await screen.findByText(title);
  fireEvent.click(within(rowOf(title)).getByRole("button", { name: TASK_TEXTS.rename }));
  const field = screen.getByRole("textbox", { name: TASK_TEXTS.rename });
  fireEvent.change(field, { target: { value: "  期末导出  " } });
  fireEvent.keyDown(field, { key: "Enter", code: "Enter", keyCode: 13 });
  expect(await screen.findByText("期末导出")).toBeTruthy();
  expect(suite.sentTo("/api/user-tasks/task-1").map((call) => call.body)).toEqual([{ title: "期末导出" }]);
  expect(toastStore.get().map((item) => item.text)).toContain(TASK_TEXTS.renamed);
});

test("an emptied title is not sent; Esc leaves the title as it was", async () => {
  suite.api.routes.set("/api/user-tasks", () => page([task(1)]));
  renderList();
  await screen.findByText("导出《示范教材 1》");
  fireEvent.click(within(rowOf("导出《示范教材 1》")).getByRole("button", { name: TASK_TEXTS.rename }));
  const field = screen.getByRole("textbox", { name: TASK_TEXTS.rename });
  fireEvent.change(field, { target: { value: "   " } });
  fireEvent.keyDown(field, { key: "Enter", code: "Enter", keyCode: 13 });
  expect(await screen.findByText("导出《示范教材 1》")).toBeTruthy();
  fireEvent.click(within(rowOf("导出《示范教材 1》")).getByRole("button", { name: TASK_TEXTS.rename }));
  fireEvent.keyDown(screen.getByRole("textbox", { name: TASK_TEXTS.rename }), { key: "Escape" });
  expect(await screen.findByText("导出《示范教材 1》")).toBeTruthy();
  expect(suite.sentTo("/api/user-tasks/task-1")).toHaveLength(0);
});

test("a member filters by state and by the member's task types only", async () => {
  suite.api.routes.set("/api/user-tasks", () => page([task(1)]));
  const router = renderList("/f/task/list?type=MIGRATE");
  await screen.findByText("导出《示范教材 1》");
  // A type the member may not see is ignored, even from the URL.
  expect(suite.sentTo("/api/user-tasks")[0]?.query.get("type")).toBeNull();
  fireEvent.mouseDown(screen.getByRole("combobox", { name: TASK_TEXTS.typeFilter }));
  await screen.findByTitle("复制");
  const options = [...document.querySelectorAll(".ant-select-item-option")].map((option) =>
    option.getAttribute("title"),
  );
  expect(options).toEqual(["全部类型", "导出", "推送", "复制", "引用更新", "智能校对", "Word 导入"]);
  fireEvent.click(screen.getByTitle("复制"));
  await waitFor(() => expect(suite.sentTo("/api/user-tasks").at(-1)?.query.get("type")).toBe("COPY"));
  fireEvent.mouseDown(screen.getByRole("combobox", { name: TASK_TEXTS.stateFilter }));
  fireEvent.click(await screen.findByTitle("进行中"));
  await waitFor(() => expect(suite.sentTo("/api/user-tasks").at(-1)?.query.get("state")).toBe("IN_PROGRESS"));
  expect(router.state.location.search).toBe("?state=IN_PROGRESS&type=COPY");
});

test("an organisation admin also sees 迁移", async () => {
  signIn(["ORG_ADMIN"]);
  suite.api.routes.set("/api/user-tasks", () => page([]));
  renderList();
  expect(await screen.findByText(TASK_TEXTS.empty)).toBeTruthy();
  fireEvent.mouseDown(screen.getByRole("combobox", { name: TASK_TEXTS.typeFilter }));
  expect(await screen.findByTitle("迁移")).toBeTruthy();
});

test("while tasks run their progress is polled and shown; a finished task reloads the list", async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  let finished = false;
  suite.api.routes.set("/api/user-tasks", () =>
    page(finished ? [task(1), task(2)] : [runningTask(1, { state: "WAITING", progress: 0 }), task(2)]),
  );
  const answers = [
    { oid: "task-1", state: "IN_PROGRESS", progress: 45, result: null, errorMessage: null },
    { oid: "task-1", state: "DONE", progress: 100, result: "SUCCESS", errorMessage: null },
  ];
  suite.api.routes.set("/api/user-tasks/progress", () => {
    const item = answers.shift() ?? answers[0];
    if (item?.state === "DONE") finished = true;
    return { data: { runningCount: 1, items: [item] } };
  });
  renderList();
  await screen.findByText("等待中");
  const progressOf = () =>
    within(rowOf("导出《示范教材 1》")).getByRole("progressbar").getAttribute("aria-valuenow");
  await waitFor(() => expect(progressOf()).toBe("45"));
  expect(within(rowOf("导出《示范教材 1》")).getByText("进行中")).toBeTruthy();
  expect(suite.sentTo("/api/user-tasks/progress")[0]?.query.get("oids")).toBe("task-1");

  const listCalls = suite.sentTo("/api/user-tasks").length;
  await act(() => vi.advanceTimersByTimeAsync(TASKS.progressPollMs));
  await waitFor(() => expect(suite.sentTo("/api/user-tasks").length).toBeGreaterThan(listCalls));
  await waitFor(() =>
    expect(
      within(rowOf("导出《示范教材 1》")).getByRole("button", { name: TASK_TEXTS.download }),
    ).toBeTruthy(),
  );
  // Nothing runs any more: polling stops.
  const polls = suite.sentTo("/api/user-tasks/progress").length;
  await act(() => vi.advanceTimersByTimeAsync(TASKS.progressPollMs * 3));
  expect(suite.sentTo("/api/user-tasks/progress")).toHaveLength(polls);
});

test("下载 fetches the export's download link", async () => {
  suite.api.routes.set("/api/user-tasks", () => page([task(1)]));
  suite.api.routes.set("/api/attachments/att-1/download-url", () => ({
    data: { url: "/api/files/att-1/original?sig=x", expiration: "2026-11-20T08:00:00.000Z" },
  }));
  const clicked: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.getAttribute("href") ?? "");
  });
  renderList();
  await screen.findByText("导出《示范教材 1》");
  fireEvent.click(within(rowOf("导出《示范教材 1》")).getByRole("button", { name: TASK_TEXTS.download }));
  await waitFor(() => expect(clicked).toEqual(["/api/files/att-1/original?sig=x"]));
  click.mockRestore();
});

test("a failure shows the error state; 重新加载 tries again", async () => {
  let fail = true;
  suite.api.routes.set("/api/user-tasks", () =>
    fail
      ? { status: 500, errorCode: "err.server.internal", errorMessage: "服务器错误，请稍后再试" }
      : page([task(3)]),
  );
  renderList();
  expect(await screen.findByText(TASK_TEXTS.loadFailed)).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByRole("button", { name: new RegExp(LOGIN_TEXTS.reload) }));
  expect(await screen.findByText("导出《示范教材 3》")).toBeTruthy();
});
