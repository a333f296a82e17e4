// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { FRAME_TEXTS, STORAGE_KEYS, UPLOAD_TEXTS } from "@textbook/shared";
import { ConfigProvider } from "antd";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { onApiError, request } from "../../api/client.ts";
import { fakeApi } from "../../test/fake-api.ts";
import { uploadState } from "../uploads/upload-state.ts";
import { errorPanelStore, handleApiError, sessionDialogStore } from "./error-handler.ts";
import { GlobalHost } from "./global-host.tsx";
import { setNavigate } from "./navigation.ts";

vi.stubGlobal("__APP_VERSION__", "1.0.0");

let api: ReturnType<typeof fakeApi>;
const navigate = vi.fn();

let stopErrors = () => {};

beforeEach(() => {
  // As main.tsx wires them.
  setNavigate(navigate);
  stopErrors = onApiError(handleApiError);
  api = fakeApi();
  api.routes.set("/version.json", () => ({ data: null }));
});

afterEach(() => {
  stopErrors();
  cleanup();
  errorPanelStore.remove(() => true);
  sessionDialogStore.remove(() => true);
  localStorage.clear();
  navigate.mockReset();
});

function renderHost() {
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <GlobalHost />
    </ConfigProvider>,
  );
}

test("a failed call opens the error panel with the apology, request id, code and message", async () => {
  api.routes.set("/api/books/x", () => ({
    status: 404,
    errorCode: "err.resource.notFound",
    errorMessage: "请求的内容不存在",
  }));
  renderHost();
  await act(() => request("/books/x").catch(() => null));
  // The first test pays for loading the lazy global views.
  expect(await screen.findByText(FRAME_TEXTS.errorTitle, {}, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByText(FRAME_TEXTS.errorApology)).toBeTruthy();
  expect(screen.getByText("req-test")).toBeTruthy();
  expect(screen.getByText("err.resource.notFound")).toBeTruthy();
  expect(screen.getByText("请求的内容不存在")).toBeTruthy();
});

test("err.privilege.changed opens 暂无权限; 重新登录 clears the session and goes to login", async () => {
  localStorage.setItem(STORAGE_KEYS.token, "t");
  api.routes.set("/api/todos/count", () => ({ data: { inProgressCount: 0 } }));
  api.routes.set("/api/systems/notice", () => ({ data: { show: false, content: "" } }));
  api.routes.set("/api/books/y", () => ({
    status: 403,
    errorCode: "err.privilege.changed",
    errorMessage: FRAME_TEXTS.permissionChangedBody,
  }));
  renderHost();
  await act(() => request("/books/y").catch(() => null));
  expect(await screen.findByText(FRAME_TEXTS.permissionChangedTitle)).toBeTruthy();
  expect(screen.getByText("您的账号权限已被修改，请重新登录后再进行操作。")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: FRAME_TEXTS.relogin }));
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/login/);
});

test("a newer deployed version shows the banner with 极速更新; closing it remembers the version", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ version: "1.1.0" }), {
          headers: { "content-type": "application/json" },
        }),
    ),
  );
  renderHost();
  expect(await screen.findByText(FRAME_TEXTS.versionBanner)).toBeTruthy();
  expect(screen.getByText(FRAME_TEXTS.versionBannerAction)).toBeTruthy();
  const url = String(vi.mocked(fetch).mock.calls[0]?.[0]);
  expect(url).toMatch(/^\/version\.json\?_ts=\d+$/);
  fireEvent.click(screen.getByRole("button", { name: "关闭" }));
  await waitFor(() => expect(screen.queryByText(FRAME_TEXTS.versionBanner)).toBeNull());
  expect(localStorage.getItem(STORAGE_KEYS.dismissedVersion)).toBe("1.1.0");
});

test("a call its caller cancelled raises no error panel", async () => {
  api.routes.set("/api/books/z", () => ({ data: null }));
  renderHost();
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  const controller = new AbortController();
  vi.mocked(fetch).mockImplementationOnce(
    (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
      }),
  );
  const call = request("/books/z", { signal: controller.signal });
  controller.abort();
  await expect(call).rejects.toThrow("Aborted");
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByText(FRAME_TEXTS.errorTitle)).toBeNull();
});

test("the upload overlay shows the file, its percent and how many wait, and goes when the queue empties", async () => {
  renderHost();
  act(() =>
    uploadState.set({ current: { id: 1, fileName: "封面.png", percent: 42, processing: false }, waiting: 2 }),
  );
  const overlay = await screen.findByRole("status", { name: UPLOAD_TEXTS.overlayTitle });
  expect(overlay.textContent).toContain("封面.png");
  expect(overlay.textContent).toContain("42%");
  expect(overlay.textContent).toContain("另有 2 个文件等待上传");
  act(() => uploadState.set({ current: null, waiting: 0 }));
  await waitFor(() => expect(screen.queryByRole("status", { name: UPLOAD_TEXTS.overlayTitle })).toBeNull());
});
