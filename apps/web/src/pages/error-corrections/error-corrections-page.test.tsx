// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ErrorCorrectionDetail, ErrorCorrectionItem } from "@textbook/shared";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { FakeApi } from "../../test/fake-api.ts";
import { signInAs } from "../../test/sign-in.ts";
import { fakeBookApi } from "../book-detail/test/fake-book-api.ts";
import { bookDetail, NO_ABILITIES, sampleTree } from "../book-detail/test/tree-fixtures.ts";
import { cleanUpTaskPage, renderPage } from "../task/test/task-support.tsx";
import { ErrorCorrectionsPage } from "./error-corrections-page.tsx";

let api: FakeApi;
beforeEach(() => {
  api = fakeBookApi(sampleTree);
  signInAs({ id: "user-1", name: "主编" });
});
afterEach(cleanUpTaskPage);

const item: ErrorCorrectionItem = {
  oid: "ec1",
  bookOid: "book-1",
  type: "WORD",
  state: "PENDING",
  quote: "课成",
  description: "“课成”应为“课程”",
  chapterOid: "c1",
  sectionOid: "s1",
  fileOid: "f1",
  blockOid: "b1",
  chapterName: "第一章 函数与极限",
  sectionName: "1.1 映射与函数",
  fileName: "正文",
  reporterName: "学生甲",
  createdAt: "2026-11-28T10:00:00.000Z",
  processedAt: null,
};
const detail: ErrorCorrectionDetail = {
  ...item,
  editionOid: "ed1",
  startOffset: 10,
  endOffset: 12,
  reporterPhone: "138****5678",
  screenshotUrl: null,
  reply: null,
  processedByName: null,
};

function answerReports() {
  api.routes.set("GET /api/error-corrections/book-1/query", () => ({
    data: { items: [item], total: 1, page: 1, pageSize: 10 },
  }));
  api.routes.set("GET /api/error-corrections/ec1", () => ({ data: detail }));
}

const render = (path = "/f/books/error-corrections/book-1") =>
  renderPage(path, [{ path: "/f/books/error-corrections/:bookOid", element: <ErrorCorrectionsPage /> }]);

test("lists the book's reports with their place, and filters by type, state and chapter", async () => {
  answerReports();
  render();
  const row = (await screen.findByText("课成")).closest("tr") as HTMLElement;
  expect(within(row).getByText("第一章 函数与极限 / 1.1 映射与函数 / 正文")).toBeTruthy();
  expect(within(row).getByText("待处理")).toBeTruthy();
  // 定位 goes to the editor at the file's place in today's tree, naming the report.
  expect(within(row).getByRole("link", { name: "定位" }).getAttribute("href")).toBe(
    "/f/books/prosemirror-eidtor/book-1/c1/s1/f1?correction=ec1",
  );
  fireEvent.mouseDown(screen.getByRole("combobox", { name: "类型" }));
  fireEvent.click(await screen.findByTitle("内容错误"));
  await waitFor(() =>
    expect(
      api.sent.some((call) => call.path.endsWith("/query") && call.query.get("type") === "CONTENT"),
    ).toBe(true),
  );
});

test("the drawer shows the report; the chief editor replies and marks it processed", async () => {
  answerReports();
  api.routes.set("PUT /api/error-corrections/ec1/processed", (call) => ({
    data: { ...detail, state: "PROCESSED", reply: (call.body as { reply: string }).reply },
  }));
  render("/f/books/error-corrections/book-1?open=ec1");
  const drawer = await screen.findByRole("dialog");
  await within(drawer).findByText("学生甲（138****5678）");
  fireEvent.click(within(drawer).getByRole("button", { name: "标记为已处理" }));
  expect(await within(drawer).findByText("请填写回复")).toBeTruthy();
  fireEvent.change(within(drawer).getByRole("textbox"), { target: { value: "已改正，谢谢" } });
  fireEvent.click(within(drawer).getByRole("button", { name: "标记为已处理" }));
  await waitFor(() => {
    const sent = api.sent.find((call) => call.method === "PUT");
    expect(sent?.body).toEqual({ reply: "已改正，谢谢" });
  });
});

test("without abilities.update the drawer has no reply form", async () => {
  api.routes.set("GET /api/books/book-1", () => ({ data: bookDetail({ abilities: NO_ABILITIES }) }));
  answerReports();
  render("/f/books/error-corrections/book-1?open=ec1");
  const drawer = await screen.findByRole("dialog");
  await within(drawer).findByText("学生甲（138****5678）");
  expect(within(drawer).queryByRole("button", { name: "标记为已处理" })).toBeNull();
});
