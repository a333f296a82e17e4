// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { USER_IMPORT_TEXTS as T } from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { type FakeApi, fakeApi } from "../../../test/fake-api.ts";
import { renderRoutes } from "../../../test/render-routes.tsx";
import { ImportUsersDialog } from "./import-users-dialog.tsx";

const uploads = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock("../../../app/uploads/upload-queue.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../app/uploads/upload-queue.ts")>()),
  uploadFile: uploads.uploadFile,
}));

let api: FakeApi;
const IMPORT_PATH = "/api/users/org-1/org-users/import/att-9";

beforeEach(() => {
  api = fakeApi();
  uploads.uploadFile.mockReset();
  uploads.uploadFile.mockResolvedValue({ attachmentOid: "att-9" });
  api.routes.set(`POST ${IMPORT_PATH}`, () => ({ data: { oid: "task-7", type: "IMPORT" } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(orgOid: string | null = "org-1") {
  return renderRoutes(
    [
      { path: "/m/org-users", element: <ImportUsersDialog open orgOid={orgOid} onClose={() => {}} /> },
      { path: "/f/task/detail/:oid", element: <div>任务详情页</div> },
    ],
    "/m/org-users",
  );
}

function choose(name: string, size?: number) {
  const file = new File(["姓名,手机号,备注\n"], name);
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  const input = screen.getByLabelText(T.file) as HTMLInputElement;
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  fireEvent.change(input);
  return file;
}

const start = () => fireEvent.click(screen.getByRole("button", { name: T.submit }));

test("offers ORG_MEMBER by default, the template, and the layout", async () => {
  renderDialog();
  expect((screen.getByRole("checkbox", { name: "机构成员" }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole("checkbox", { name: "机构管理员" }) as HTMLInputElement).checked).toBe(false);
  expect(screen.getByRole("link", { name: T.template }).getAttribute("href")).toBe(
    "/api/users/org-users/import-template",
  );
  expect(screen.getByText(/数据从第 2 行开始：A 列姓名，B 列手机号，C 列备注/)).toBeTruthy();
});

test("checks the file before sending anything: chosen, .xlsx or .csv, at most 5M; and at least one role", async () => {
  renderDialog();
  start();
  expect(await screen.findByText("请选择要导入的文件")).toBeTruthy();
  choose("用户.xls");
  expect(await screen.findByText("只支持 .xlsx 和 .csv 格式的文件")).toBeTruthy();
  choose("用户.xlsx", 5 * 1024 * 1024 + 1);
  expect(await screen.findByText("文件不能超过 5M")).toBeTruthy();
  fireEvent.click(screen.getByRole("checkbox", { name: "机构成员" }));
  start();
  expect(await screen.findByText("至少选择 1 个选项")).toBeTruthy();
  expect(uploads.uploadFile).not.toHaveBeenCalled();
  expect(api.calls(IMPORT_PATH)).toBe(0);
});

test("uploads the file, starts the import with the chosen roles and links to the task", async () => {
  const { router } = renderDialog();
  fireEvent.click(screen.getByRole("checkbox", { name: "内容审核员" }));
  const file = choose("用户.CSV");
  expect(screen.getByText("用户.CSV")).toBeTruthy();
  start();
  expect(await screen.findByText(T.submitted)).toBeTruthy();
  expect(uploads.uploadFile).toHaveBeenCalledWith(file, { type: "DOCUMENT" });
  expect(api.sent.find((call) => call.path === IMPORT_PATH)?.body).toEqual({
    roles: ["ORG_MEMBER", "ORG_CONTENT_ADMIN"],
  });
  fireEvent.click(screen.getByRole("link", { name: T.openTask }));
  await waitFor(() => expect(router.state.location.pathname).toBe("/f/task/detail/task-7"));
});

test("shows the server's word on the file under 文件 and stays open", async () => {
  api.routes.set(`POST ${IMPORT_PATH}`, () => ({
    status: 400,
    errorCode: "err.validate.failed",
    errorMessage: "参数校验失败",
    errors: { file: "表头不正确：第 1 行应依次为 姓名、手机号、备注，请下载模板填写" },
  }));
  renderDialog();
  choose("用户.xlsx");
  start();
  expect(
    await screen.findByText("表头不正确：第 1 行应依次为 姓名、手机号、备注，请下载模板填写"),
  ).toBeTruthy();
  expect(screen.queryByText(T.submitted)).toBeNull();
});

test("waits for a SYS_ADMIN's organisation before it can start", () => {
  renderDialog(null);
  expect((screen.getByRole("button", { name: T.submit }) as HTMLButtonElement).disabled).toBe(true);
});
