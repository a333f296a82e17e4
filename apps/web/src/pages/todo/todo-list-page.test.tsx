// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { TODO_TEXTS } from "@textbook/shared";
import { expect, test } from "vitest";
import { detail, instance, node, page, renderTodo, todoPageTests } from "./test/todo-support.tsx";

const suite = todoPageTests();

function answerLists() {
  suite.api.routes.set("/api/todos/count", () => ({ data: { inProgressCount: 12 } }));
  suite.api.routes.set("/api/process-instances/my-total", () => ({
    data: { total: 3, inProgressCount: 1, approvedCount: 1, rejectedCount: 1, revokedCount: 0 },
  }));
  suite.api.routes.set("/api/applications/contributed", (call) =>
    page(
      call.query.get("pageSize") === "10" && !call.query.get("state")
        ? [instance(5, { state: "APPROVED", currentNode: null })]
        : [],
      1,
    ),
  );
  suite.api.routes.set("/api/todos", (call) => {
    const at = Number(call.query.get("page") ?? "1");
    const rows = [instance(at * 10 + 1), instance(at * 10 + 2)];
    return {
      data: { items: rows.map((row) => ({ instance: row, node: node(1, 0, { canAct: true }) })), total: 12 },
    };
  });
  suite.api.routes.set("/api/process-instances/my-list", () =>
    page([instance(7, { state: "REJECTED", currentNode: null })]),
  );
}

const tab = (name: RegExp) => screen.getByRole("tab", { name });

test("待我处理 lists the approvals waiting for the caller; the tabs show their counts", async () => {
  answerLists();
  renderTodo("/f/todo/list");
  await screen.findByText("《示范教材 11》发布申请（校本教材）");
  await waitFor(() => expect(tab(/待我处理（12）/)).toBeTruthy());
  expect(tab(/我已处理（1）/)).toBeTruthy();
  expect(tab(/我发起的（3）/)).toBeTruthy();
  const row = screen.getByText("《示范教材 11》发布申请（校本教材）").closest("tr") as HTMLElement;
  expect(within(row).getByText("示范教材 11")).toBeTruthy();
  expect(within(row).getByText("李编辑")).toBeTruthy();
  expect(within(row).getByText("内容审核")).toBeTruthy();
  expect(within(row).getByText("审批中")).toBeTruthy();
  expect(within(row).getByRole("link", { name: /处理/ }).getAttribute("href")).toBe("/f/todo/detail/pi-11");
  const query = suite.sentTo("/api/todos")[0]?.query;
  expect(query?.get("state")).toBe("PENDING");
  expect(query?.get("page")).toBe("1");
  // 待我处理 needs no state filter: every row waits.
  expect(screen.queryByRole("combobox", { name: TODO_TEXTS.stateFilter })).toBeNull();
});

test("我发起的 asks for the caller's applications with the state filter; the search goes to the server", async () => {
  answerLists();
  const router = renderTodo("/f/todo/list?tab=mine");
  await screen.findByText("《示范教材 7》发布申请（校本教材）");
  expect(screen.getByText("已驳回")).toBeTruthy();
  expect(screen.getByRole("combobox", { name: TODO_TEXTS.stateFilter })).toBeTruthy();
  const search = screen.getByRole("searchbox", { name: TODO_TEXTS.searchPlaceholder });
  fireEvent.change(search, { target: { value: "示范" } });
  fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
  await waitFor(() => expect(router.state.location.search).toBe("?tab=mine&keyword=%E7%A4%BA%E8%8C%83"));
  await waitFor(() =>
    expect(
      suite.sentTo("/api/process-instances/my-list").some((call) => call.query.get("keyword") === "示范"),
    ).toBe(true),
  );
});

test("an empty tab says so", async () => {
  answerLists();
  suite.api.routes.set("/api/process-instances/my-list", () => page([]));
  renderTodo("/f/todo/list?tab=mine");
  expect(await screen.findByText(TODO_TEXTS.empty.mine)).toBeTruthy();
});

function failTodos() {
  suite.api.routes.set("/api/todos", () => ({
    status: 500,
    errorCode: "err.server",
    errorMessage: "服务器开小差了",
  }));
}

test("a failed first page shows why and asks again on 重新加载", async () => {
  answerLists();
  failTodos();
  renderTodo("/f/todo/list");
  expect(await screen.findByText(TODO_TEXTS.loadFailed)).toBeTruthy();
  answerLists();
  fireEvent.click(screen.getByRole("button", { name: /重新加载/ }));
  expect(await screen.findByText("《示范教材 11》发布申请（校本教材）")).toBeTruthy();
});

test("kept alive: back from a detail, the list shows the same page and search without asking again", async () => {
  answerLists();
  suite.api.routes.set("/api/process-instances/pi-21", () => ({ data: detail(21) }));
  suite.api.routes.set("/api/process-instances/pi-21/process-nodes", () => ({
    data: { items: [node(21, 0)], total: 1 },
  }));
  suite.api.routes.set("/api/books/book-21/publish/apply-history", () => page([]));
  suite.api.routes.set("/api/books/book-21/changes-since-release", () => ({
    data: { releasedEdition: null, files: [], unchangedCount: 0 },
  }));
  const router = renderTodo("/f/todo/list?page=2&keyword=%E7%A4%BA%E8%8C%83");
  const title = await screen.findByText("《示范教材 21》发布申请（校本教材）");
  const asked = suite.sentTo("/api/todos").length;

  fireEvent.click(title);
  await screen.findByRole("region", { name: TODO_TEXTS.detailTitle });
  // The list is still there, hidden, with its rows.
  expect(
    screen.getByRole("region", { name: TODO_TEXTS.title, hidden: true }).closest("[hidden]"),
  ).toBeTruthy();

  await act(() => router.navigate(-1));
  await screen.findByText("《示范教材 21》发布申请（校本教材）");
  expect(router.state.location.search).toBe("?page=2&keyword=%E7%A4%BA%E8%8C%83");
  expect(screen.getByRole("searchbox", { name: TODO_TEXTS.searchPlaceholder })).toHaveProperty(
    "value",
    "示范",
  );
  expect(suite.sentTo("/api/todos").length).toBe(asked);

  // The menu's 待办中心 (no query) comes back to the list as it was left, too.
  fireEvent.click(screen.getByText("《示范教材 21》发布申请（校本教材）"));
  await screen.findByRole("region", { name: TODO_TEXTS.detailTitle });
  await act(() => router.navigate("/f/todo/list"));
  await waitFor(() => expect(router.state.location.search).toBe("?page=2&keyword=%E7%A4%BA%E8%8C%83"));
  expect(screen.getByText("《示范教材 21》发布申请（校本教材）")).toBeTruthy();
});

test("the chief editor finds the books with reader reports waiting, linked to their feedback page", async () => {
  answerLists();
  suite.api.routes.set("/api/todos/error-corrections", () => ({
    data: {
      items: [
        { bookOid: "book9", bookName: "信息技术基础", pendingCount: 2, oldestAt: "2026-11-28T10:00:00.000Z" },
      ],
    },
  }));
  renderTodo("/f/todo/list");
  const region = await screen.findByRole("region", { name: "读者纠错" });
  const link = within(region).getByRole("link", { name: "信息技术基础" });
  expect(link.getAttribute("href")).toBe("/f/books/error-corrections/book9?state=PENDING");
  expect(within(region).getByText(/2 条待处理/)).toBeTruthy();
});
