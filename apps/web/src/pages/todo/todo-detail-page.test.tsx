// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { TODO_TEXTS, WORKFLOW_TEXTS } from "@textbook/shared";
import { expect, test } from "vitest";
import { toastStore } from "../../app/global/toast.ts";
import {
  applicant,
  detail,
  event,
  instance,
  node,
  page,
  renderDetail,
  todoPageTests,
} from "./test/todo-support.tsx";

const suite = todoPageTests();

const application = {
  oid: "apply-1",
  bookOid: "book-1",
  planType: "WILL_PUBLISH",
  note: "第二版修订",
  state: "IN_PROGRESS",
  processInstanceOid: "pi-1",
  applicant,
  createdAt: "2026-11-20T07:13:00.000Z",
  finishedAt: null,
};

function answerDetail(overrides: Parameters<typeof detail>[1] = {}, canAct = true) {
  let current = detail(1, overrides);
  suite.api.routes.set("/api/process-instances/pi-1", () => ({ data: current }));
  suite.api.routes.set("/api/process-instances/pi-1/process-nodes", () => ({
    data: { items: [node(1, 0, { canAct }), node(1, 1)], total: 2 },
  }));
  suite.api.routes.set("/api/books/book-1/publish/apply-history", () => page([application]));
  suite.api.routes.set("/api/books/book-1/changes-since-release", () => ({
    data: {
      releasedEdition: { oid: "ed-1", number: 1, builtAt: "2026-11-01T02:00:00.000Z" },
      files: [
        {
          fileOid: "f-1",
          title: "1.1 计算机概述",
          place: "第一章 / 第一节",
          change: "CHANGED",
          chunks: [
            { op: "SAME", paragraphs: ["计算机是一种电子设备。"], omitted: 3 },
            { op: "REMOVED", paragraphs: ["它诞生于 1946 年。"], omitted: 0 },
            { op: "ADDED", paragraphs: ["第一台通用电子计算机诞生于 1946 年。"], omitted: 0 },
          ],
          addedParagraphs: 1,
          removedParagraphs: 1,
        },
        {
          fileOid: "f-2",
          title: "1.2 新增小节",
          place: "第一章 / 第一节",
          change: "ADDED",
          chunks: [],
          addedParagraphs: 0,
          removedParagraphs: 0,
        },
      ],
      unchangedCount: 8,
    },
  }));
  return { set: (next: typeof current) => (current = next) };
}

test("shows the application, its book, the nodes, the timeline and the changes since the released edition", async () => {
  answerDetail({
    events: [
      event("START"),
      event("REMIND", { oid: "e-2", comment: null }),
      event("TRANSFER", {
        oid: "e-3",
        comment: "请王老师看",
        targetUser: { oid: "user-3", fullName: "王老师" },
      }),
    ],
  });
  renderDetail();
  const fields = await screen.findByText("《示范教材 1》发布申请（校本教材）");
  expect(fields).toBeTruthy();
  expect(await screen.findByText("拟正式出版")).toBeTruthy();
  expect(screen.getByText("第二版修订")).toBeTruthy();
  expect(screen.getByRole("link", { name: "示范教材 1" }).getAttribute("href")).toBe(
    "/f/books/detail/book-1",
  );
  expect(screen.getByRole("link", { name: TODO_TEXTS.releaseRecords }).getAttribute("href")).toBe(
    "/f/todo/release-record/pi-1/release-record/book-1",
  );
  const nodes = within(await screen.findByRole("list", { name: TODO_TEXTS.nodes }));
  expect(nodes.getByText("出版审批", { exact: false })).toBeTruthy();
  expect(nodes.getByText("未开始")).toBeTruthy();
  expect(screen.getByText(WORKFLOW_TEXTS.actions.START)).toBeTruthy();
  expect(screen.getByText("转交给 王老师")).toBeTruthy();
  expect(screen.getByText("请王老师看", { exact: false })).toBeTruthy();

  expect(await screen.findByText(/对比第 1 版/)).toBeTruthy();
  // One sentence: what the changes are measured against, then their counts.
  expect(screen.getByText(/构建）：新增 1 个文件，删除 0 个文件，修改 1 个文件，8 个文件未变/)).toBeTruthy();
  fireEvent.click(screen.getByText("1.1 计算机概述"));
  // Marked by element and word, not by colour alone.
  const removed = await screen.findByText("它诞生于 1946 年。", { exact: false });
  expect(removed.closest("del")).toBeTruthy();
  expect(removed.closest("del")?.textContent).toContain(TODO_TEXTS.diffRemoved);
  const added = screen.getByText("第一台通用电子计算机诞生于 1946 年。", { exact: false });
  expect(added.closest("ins")?.textContent).toContain(TODO_TEXTS.diffAdded);
  expect(screen.getByText("…… 省略 3 段未改动的内容")).toBeTruthy();
});

test("通过 with an optional comment leads to the result page naming the next node", async () => {
  const answers = answerDetail();
  suite.api.routes.set("POST /api/process-instances/pi-1/process-nodes/node-1-0/approve", () => {
    answers.set(
      detail(1, {
        currentNode: { ...node(1, 1), state: "PENDING", remindedAt: null },
        events: [event("START"), event("APPROVE")],
      }),
    );
    return { data: { instance: instance(1), node: node(1, 0, { state: "APPROVED" }) } };
  });
  const router = renderDetail();
  fireEvent.click(await screen.findByRole("button", { name: TODO_TEXTS.actions.APPROVE }));
  const dialog = await screen.findByRole("dialog");
  fireEvent.change(within(dialog).getByLabelText(TODO_TEXTS.comment), { target: { value: "  内容无误 " } });
  fireEvent.click(within(dialog).getByRole("button", { name: TODO_TEXTS.actions.APPROVE }));
  await waitFor(() => expect(router.state.location.pathname).toBe("/f/todo/result/pi-1"));
  expect(router.state.location.search).toBe("?action=APPROVE");
  expect(suite.sentTo("/api/process-instances/pi-1/process-nodes/node-1-0/approve")[0]?.body).toEqual({
    comment: "内容无误",
  });
  expect(await screen.findByText("审批已进入下一节点：出版审批")).toBeTruthy();
  expect(screen.getByRole("link", { name: TODO_TEXTS.backToList }).getAttribute("href")).toBe("/f/todo/list");
});

test("驳回 needs a comment before anything is sent", async () => {
  answerDetail();
  suite.api.routes.set("POST /api/process-instances/pi-1/process-nodes/node-1-0/reject", () => ({
    data: { instance: instance(1, { state: "REJECTED", currentNode: null }), node: null },
  }));
  const router = renderDetail();
  fireEvent.click(await screen.findByRole("button", { name: TODO_TEXTS.actions.REJECT }));
  const dialog = await screen.findByRole("dialog");
  fireEvent.click(within(dialog).getByRole("button", { name: TODO_TEXTS.actions.REJECT }));
  expect(await within(dialog).findByText(WORKFLOW_TEXTS.fields.rejectComment)).toBeTruthy();
  expect(suite.sentTo("/api/process-instances/pi-1/process-nodes/node-1-0/reject")).toHaveLength(0);
  fireEvent.change(within(dialog).getByLabelText(TODO_TEXTS.comment), {
    target: { value: "第三章图片缺少版权说明" },
  });
  fireEvent.click(within(dialog).getByRole("button", { name: TODO_TEXTS.actions.REJECT }));
  await waitFor(() => expect(router.state.location.search).toBe("?action=REJECT"));
  expect(suite.sentTo("/api/process-instances/pi-1/process-nodes/node-1-0/reject")[0]?.body).toEqual({
    comment: "第三章图片缺少版权说明",
  });
});

test("someone else acted first: the server's message shows and the page refreshes without the buttons", async () => {
  const answers = answerDetail();
  suite.api.routes.set("POST /api/process-instances/pi-1/process-nodes/node-1-0/approve", () => {
    answers.set(
      detail(1, {
        currentNode: { ...node(1, 1), remindedAt: null },
        events: [event("START"), event("APPROVE")],
      }),
    );
    suite.api.routes.set("/api/process-instances/pi-1/process-nodes", () => ({
      data: {
        items: [node(1, 0, { state: "APPROVED", actor: { oid: "user-5", fullName: "孙审核" } }), node(1, 1)],
        total: 2,
      },
    }));
    return { status: 409, errorCode: "err.process.nodeHandled", errorMessage: "该审批节点已被处理" };
  });
  const router = renderDetail();
  fireEvent.click(await screen.findByRole("button", { name: TODO_TEXTS.actions.APPROVE }));
  const dialog = await screen.findByRole("dialog");
  fireEvent.click(within(dialog).getByRole("button", { name: TODO_TEXTS.actions.APPROVE }));
  await waitFor(() => expect(toastStore.get().map((item) => item.text)).toContain("该审批节点已被处理"));
  await waitFor(() => expect(screen.queryByRole("button", { name: TODO_TEXTS.actions.APPROVE })).toBeNull());
  expect(screen.getByText("处理人：孙审核")).toBeTruthy();
  expect(router.state.location.pathname).toBe("/f/todo/detail/pi-1");
});

test("转交 offers the node's candidates and sends the one picked", async () => {
  answerDetail();
  suite.api.routes.set("/api/process-instances/pi-1/process-nodes/node-1-0/transfer-candidates", () => ({
    data: { items: [{ oid: "user-3", fullName: "王老师", phoneNumber: "13800000003" }], total: 1 },
  }));
  suite.api.routes.set("POST /api/process-instances/pi-1/process-nodes/node-1-0/transfer", () => ({
    data: { instance: instance(1), node: node(1, 0, { state: "TRANSFERRED" }) },
  }));
  const router = renderDetail();
  fireEvent.click(await screen.findByRole("button", { name: TODO_TEXTS.actions.TRANSFER }));
  const dialog = await screen.findByRole("dialog");
  fireEvent.click(within(dialog).getByRole("button", { name: TODO_TEXTS.actions.TRANSFER }));
  expect(await within(dialog).findByText(TODO_TEXTS.transferRequired)).toBeTruthy();
  fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: TODO_TEXTS.transferTo }));
  fireEvent.click(await screen.findByText("王老师 13800000003"));
  fireEvent.click(within(dialog).getByRole("button", { name: TODO_TEXTS.actions.TRANSFER }));
  await waitFor(() => expect(router.state.location.search).toBe("?action=TRANSFER"));
  expect(suite.sentTo("/api/process-instances/pi-1/process-nodes/node-1-0/transfer")[0]?.body).toEqual({
    userOid: "user-3",
    comment: null,
  });
});

test("the applicant reminds (a second time within the hour says why) and withdraws", async () => {
  answerDetail({ abilities: { remind: true, revoke: true } }, false);
  let reminded = false;
  suite.api.routes.set("POST /api/process-instances/pi-1/process-nodes/node-1-0/remind", () => {
    if (reminded)
      return {
        status: 409,
        errorCode: "err.process.remindTooSoon",
        errorMessage: "每个审批节点 1 小时内只能催办一次，请 59 分钟后再试",
      };
    reminded = true;
    return { data: { instance: instance(1), node: node(1, 0), smsSent: false } };
  });
  suite.api.routes.set("POST /api/process-instances/pi-1/revoke", () => ({
    data: { instance: instance(1, { state: "REVOKED", currentNode: null }), node: null },
  }));
  const router = renderDetail();
  expect(await screen.findByRole("button", { name: TODO_TEXTS.actions.REMIND })).toBeTruthy();
  // Not the node's holder: no decisions.
  expect(screen.queryByRole("button", { name: TODO_TEXTS.actions.APPROVE })).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: TODO_TEXTS.actions.REMIND }));
  await waitFor(() => expect(toastStore.get().map((item) => item.text)).toContain(TODO_TEXTS.reminded));
  fireEvent.click(screen.getByRole("button", { name: TODO_TEXTS.actions.REMIND }));
  await waitFor(() =>
    expect(toastStore.get().map((item) => item.text)).toContain(
      "每个审批节点 1 小时内只能催办一次，请 59 分钟后再试",
    ),
  );

  fireEvent.click(screen.getByRole("button", { name: TODO_TEXTS.actions.REVOKE }));
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).getByText(/确定撤回「《示范教材 1》发布申请（校本教材）」吗/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole("button", { name: TODO_TEXTS.actions.REVOKE }));
  await waitFor(() => expect(router.state.location.search).toBe("?action=REVOKE"));
  expect(suite.sentTo("/api/process-instances/pi-1/revoke")[0]?.body).toEqual({ comment: null });
});

test("a finished approval offers no action", async () => {
  answerDetail({ state: "APPROVED", currentNode: null, finishedAt: "2026-11-21T07:13:00.000Z" });
  renderDetail();
  await screen.findByText("已通过", { selector: ".ant-tag" });
  expect(screen.queryByRole("button", { name: TODO_TEXTS.actions.APPROVE })).toBeNull();
  expect(screen.queryByRole("button", { name: TODO_TEXTS.actions.REVOKE })).toBeNull();
});

test("a failed load says why and asks again on 重新加载", async () => {
  suite.api.routes.set("/api/process-instances/pi-1", () => ({
    status: 500,
    errorCode: "err.server",
    errorMessage: "服务器开小差了",
  }));
  renderDetail();
  expect(await screen.findByText(TODO_TEXTS.detailLoadFailed)).toBeTruthy();
  answerDetail();
  fireEvent.click(screen.getByRole("button", { name: /重新加载/ }));
  expect(await screen.findByRole("button", { name: TODO_TEXTS.actions.APPROVE })).toBeTruthy();
});
